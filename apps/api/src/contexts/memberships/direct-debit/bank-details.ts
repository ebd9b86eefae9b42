import UkModulusChecking from 'uk-modulus-checking';

export interface BankDetails {
  accountHolderName: string;
  sortCode: string;
  accountNumber: string;
}

export const BANK_DETAILS_MESSAGES = {
  holderName: 'Enter the name on the account.',
  sortCode: 'Enter a sort code of 6 digits, like 20-00-00.',
  accountNumber: 'Enter an account number of 8 digits.',
  modulus: 'This sort code and account number do not match a UK bank account. Please check them.',
} as const;

/** Field errors, by the request's field names, or null when the details can be submitted. */
export type BankDetailsErrors = Partial<
  Record<'account_holder_name' | 'sort_code' | 'account_number', string[]>
>;

/** A sort code as people write it (20-00-00, 20 00 00, 200000) reduced to its six digits. */
export function normaliseSortCode(sortCode: string): string {
  return sortCode.replace(/[\s-]/g, '');
}

/** An account number without the spaces people type in it. */
export function normaliseAccountNumber(accountNumber: string): string {
  return accountNumber.replace(/\s/g, '');
}

/**
 * Checks the details before anything is sent to GoCardless: their shape, then the Vocalink
 * modulus check that tells a mistyped digit from a real account (the check Bacs asks an
 * originator to make). A sort code outside Vocalink's table passes, as Vocalink prescribes.
 */
export function checkBankDetails(details: BankDetails): BankDetailsErrors | null {
  const errors: BankDetailsErrors = {};
  if (details.accountHolderName.trim().length === 0) {
    errors.account_holder_name = [BANK_DETAILS_MESSAGES.holderName];
  }
  const sortCode = normaliseSortCode(details.sortCode);
  const accountNumber = normaliseAccountNumber(details.accountNumber);
  if (!/^\d{6}$/.test(sortCode)) errors.sort_code = [BANK_DETAILS_MESSAGES.sortCode];
  if (!/^\d{8}$/.test(accountNumber)) errors.account_number = [BANK_DETAILS_MESSAGES.accountNumber];
  if (!errors.sort_code && !errors.account_number) {
    const valid = new UkModulusChecking({ sortCode, accountNumber }).isValid();
    if (!valid) errors.account_number = [BANK_DETAILS_MESSAGES.modulus];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
