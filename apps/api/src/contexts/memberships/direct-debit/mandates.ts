import { randomUUID } from 'node:crypto';
import { ValidationFailedError } from 'gocardless-nodejs';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import { type BankDetails, type BankDetailsErrors, checkBankDetails } from './bank-details';
import type { DirectDebitProvider, SetUpMandate } from './direct-debit-provider';
import {
  findMandateOfMembership,
  insertMandate,
  moveMandate,
  type MandateRow,
} from './direct-debit.repository';

export interface DirectDebitDeps {
  db: Database;
  clock: Clock;
  provider: DirectDebitProvider;
}

export const BANK_DETAILS_REFUSED =
  'Your bank details could not be used for a Direct Debit. Please check them.';
export const DIRECT_DEBIT_UNAVAILABLE =
  'Direct Debits cannot be set up just now. Please try again in a few minutes.';

/** GoCardless's field names, as the customer's form names them. */
const formFields: Record<string, keyof BankDetailsErrors> = {
  account_number: 'account_number',
  branch_code: 'sort_code',
  bank_code: 'sort_code',
  account_holder_name: 'account_holder_name',
};

/** The bank's or GoCardless's refusal of the details, as field messages on the form. */
function refusalOf(error: ValidationFailedError): DomainError {
  const details: Record<string, string[]> = {};
  for (const problem of error.errors ?? []) {
    const field = formFields[problem.field ?? ''] ?? 'account_number';
    (details[field] ??= []).push(BANK_DETAILS_REFUSED);
  }
  if (Object.keys(details).length === 0) details.account_number = [BANK_DETAILS_REFUSED];
  return new DomainError('VALIDATION_FAILED', BANK_DETAILS_REFUSED, details);
}

export interface Payer {
  customerId: number;
  email: string;
  firstName: string;
  lastName: string;
}

/** Refuses details that cannot be a UK bank account, before anything is recorded or sent. */
export function assertBankDetails(bank: BankDetails): void {
  const errors = checkBankDetails(bank);
  if (errors) {
    const first = Object.values(errors)[0]?.[0] ?? BANK_DETAILS_REFUSED;
    throw new DomainError('VALIDATION_FAILED', first, errors);
  }
}

/**
 * Sets up a Direct Debit instruction for a membership. The mandate row is written first (its id
 * is the idempotency key of every GoCardless call), so a crash in between leaves a row that says
 * so; nothing is collected under a mandate until its membership starts collecting.
 */
export async function setUpDirectDebit(
  { db, clock, provider }: DirectDebitDeps,
  { payer, membershipId, bank }: { payer: Payer; membershipId: number; bank: BankDetails },
): Promise<{ mandate: MandateRow; nextPossibleChargeDate: string }> {
  assertBankDetails(bank);
  const now = clock.now();
  const row: MandateRow = {
    id: randomUUID(),
    customerId: payer.customerId,
    membershipId,
    provider: provider.name,
    status: 'setting_up',
    accountHolderName: bank.accountHolderName.trim(),
    accountNumberEnding: bank.accountNumber.replace(/\s/g, '').slice(-2),
    bankName: null,
    providerCustomerId: null,
    providerBankAccountId: null,
    providerMandateId: null,
    providerSubscriptionId: null,
    subscriptionAmountPence: null,
    collectionEndedAt: null,
    collectionPausedFrom: null,
    statusCause: null,
    createdAt: now,
    updatedAt: now,
  };
  await insertMandate(db, row);
  let mandate: SetUpMandate;
  try {
    mandate = await provider.setUpMandate({
      idempotencyKey: row.id,
      email: payer.email,
      givenName: payer.firstName,
      familyName: payer.lastName,
      accountHolderName: row.accountHolderName,
      sortCode: bank.sortCode,
      accountNumber: bank.accountNumber,
      metadata: { lido_membership: String(membershipId), lido_customer: String(payer.customerId) },
    });
  } catch (error) {
    await moveMandate(db, row.id, ['setting_up'], {
      status: 'abandoned',
      statusCause: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
      updatedAt: clock.now(),
    });
    if (error instanceof ValidationFailedError) throw refusalOf(error);
    throw new DomainError('UNAVAILABLE', DIRECT_DEBIT_UNAVAILABLE);
  }
  const moved = await moveMandate(db, row.id, ['setting_up'], {
    status: mandate.status,
    providerCustomerId: mandate.customerId,
    providerBankAccountId: mandate.bankAccountId,
    providerMandateId: mandate.mandateId,
    accountNumberEnding: mandate.accountNumberEnding || row.accountNumberEnding,
    bankName: mandate.bankName,
    updatedAt: clock.now(),
  });
  return { mandate: moved ?? row, nextPossibleChargeDate: mandate.nextPossibleChargeDate };
}

/**
 * Starts the monthly collection of a membership's fee under its mandate, from `startDate` on
 * `dayOfMonth`. The subscription's idempotency key is the mandate's, so asking again (after a
 * crash, or twice at once) starts one subscription, not two.
 */
export async function startCollecting(
  { db, clock, provider }: DirectDebitDeps,
  request: {
    membershipId: number;
    amountPence: number;
    dayOfMonth: number;
    startDate: string;
    name: string;
  },
): Promise<MandateRow> {
  const mandate = await findMandateOfMembership(db, request.membershipId);
  if (!mandate?.providerMandateId) {
    throw new DomainError('NOT_FOUND', 'This membership has no Direct Debit instruction.');
  }
  if (mandate.providerSubscriptionId) return mandate;
  const { subscriptionId } = await provider.startSubscription({
    idempotencyKey: `${mandate.id}-subscription`,
    mandateId: mandate.providerMandateId,
    amountPence: request.amountPence,
    dayOfMonth: request.dayOfMonth,
    startDate: request.startDate,
    name: request.name,
    metadata: { lido_membership: String(request.membershipId) },
  });
  const moved = await moveMandate(db, mandate.id, [mandate.status], {
    providerSubscriptionId: subscriptionId,
    subscriptionAmountPence: request.amountPence,
    updatedAt: clock.now(),
  });
  return (
    moved ?? {
      ...mandate,
      providerSubscriptionId: subscriptionId,
      subscriptionAmountPence: request.amountPence,
    }
  );
}
