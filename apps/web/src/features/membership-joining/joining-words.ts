import { formatCalendarDateWithDay } from '../../shared/lib/format-calendar-date';
import { formatPence } from '../../shared/lib/format-money';

// The words of joining a membership online, outside the screens so the tests can hold them to it.

/**
 * An amount in pence in the answer's currency. Pounds go through the site's own formatter (it
 * needs no locale data); any other currency, which Lido does not sell in yet, through Intl.
 */
export function formatAmount(pence: number, currency: string): string {
  if (currency.toUpperCase() === 'GBP') return formatPence(pence);
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(pence / 100);
}

export const joinHeading = (planName: string) => `Join ${planName}`;

export const welcomeHeading = (planName: string) => `Welcome to ${planName}`;

export const membershipNumberLine = (membershipNumber: string) =>
  `Your membership number is ${membershipNumber}`;

/** The first payment's line for the days up to the first collection: `Membership to Mon 30 …`. */
export const proRataLine = (coversTo: string) =>
  `Membership to ${formatCalendarDateWithDay(coversTo)}`;

/** `£42.00 a month by Direct Debit from Tue 1 December 2026`. */
export function monthlyCollectionLine(membership: {
  monthlyPrice: number;
  firstCollectionDate: string;
  currency: string;
}): string {
  const amount = formatAmount(membership.monthlyPrice, membership.currency);
  return `${amount} a month by Direct Debit from ${formatCalendarDateWithDay(membership.firstCollectionDate)}`;
}

/** GoCardless's mandate status, as a member reads it. */
export function mandateStatusWords(status: string): string {
  switch (status) {
    case 'active':
      return 'Active';
    case 'failed':
      return 'Your bank did not accept it: please contact us';
    case 'cancelled':
      return 'Cancelled';
    default:
      // pending_submission, submitted: on its way to the bank, which takes a few working days.
      return 'Being set up with your bank';
  }
}

/** A plan that asks for proof (a student card) says how to give it. */
export const proofDocumentLine = (proofDocument: string) =>
  `Please show your ${proofDocument.toLowerCase()} at reception on your first visit, or upload it in My account.`;

export const signedOutCopy =
  'You need an account to join online. Log in or register, and you will come back here to set up your Direct Debit.';

export const soleSignatoryLabel =
  'I am the account holder and the only person needed to authorise Direct Debits from this account';
