import type { BankBehaviour } from './gocardless-sandbox.tables';

/**
 * The emulator's test bank accounts (listed in the README), all with sort code 20-00-00 and all
 * passing the UK modulus checks. Any other valid account behaves like `succeeds`. Only the
 * behaviour is kept, never the account number.
 */
export const testBankAccounts = {
  succeeds: '55779911',
  mandateFails: '55779922',
  paymentsFail: '55779933',
} as const;

export const TEST_SORT_CODE = '200000';

export function behaviourOf(accountNumber: string): BankBehaviour {
  if (accountNumber === testBankAccounts.mandateFails) return 'mandate_fails';
  if (accountNumber === testBankAccounts.paymentsFail) return 'payments_fail';
  return 'succeeds';
}

/** What the bank says it is: the emulator's banks are all one plausible UK bank. */
export const SANDBOX_BANK_NAME = 'BARCLAYS BANK PLC';
