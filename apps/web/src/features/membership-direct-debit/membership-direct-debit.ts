import type { MembershipDirectDebit } from './api/get-membership-direct-debit';

// The words of a membership's Direct Debit in My account, outside the screens so the tests can
// hold them to it.

type Collection = MembershipDirectDebit['payments'][number];

/** GoCardless's mandate states, as a member would say them. */
const mandateWords: Record<string, string> = {
  pending_submission: 'being set up',
  submitted: 'being set up',
  active: 'active',
  failed: 'failed',
  cancelled: 'cancelled',
  expired: 'expired',
};

/** GoCardless's payment states, as a member would say them. */
const collectionWords: Record<string, string> = {
  pending_submission: 'Due',
  submitted: 'Being collected',
  confirmed: 'Collected',
  paid_out: 'Collected',
  failed: 'Failed',
  cancelled: 'Cancelled',
  charged_back: 'Returned by your bank',
};

/** `Paid by Direct Debit from account ending 33 (active)`. */
export function mandateLine(mandate: NonNullable<MembershipDirectDebit['mandate']>): string {
  const state = mandateWords[mandate.status] ?? mandate.status;
  return `Paid by Direct Debit from account ending ${mandate.accountNumberEnding} (${state})`;
}

export function collectionStatus(collection: Collection): string {
  if (collection.isPaidByCard) return 'Failed, then paid by card';
  return collectionWords[collection.status] ?? collection.status;
}

/** What a failed collection left owing: said on the membership and on the payment page. */
export function arrearsLine(formattedAmount: string): string {
  return `A Direct Debit payment failed. You owe ${formattedAmount}.`;
}

export const arrearsPaidCopy = 'Thank you: what you owed is paid.';
