/** Account credit of each kind on the basket: what the customer has and what it can take. */
export interface CreditOffer {
  general: { totalAvailable: number; maxApplicable: number };
  membership: { totalAvailable: number; maxApplicable: number };
}

/** The account credit applied to the basket: the cart lists it among its payments. */
export function appliedCreditPence(payments: readonly { tenderType: string; amount: number }[]) {
  return payments
    .filter((payment) => payment.tenderType === 'credit')
    .reduce((sum, payment) => sum + payment.amount, 0);
}

/** Reads "5", "5.5" or "£5.50" as pence; null for anything else. */
export function poundsToPence(input: string): number | null {
  const match = /^\s*£?\s*(\d{1,6})(?:\.(\d{1,2}))?\s*$/.exec(input);
  if (!match) return null;
  const pounds = Number(match[1]);
  const pence = Number((match[2] ?? '').padEnd(2, '0'));
  return pounds * 100 + pence;
}

/** Writes pence as pounds for an input: 500 → "5.00". */
export function penceToPounds(pence: number): string {
  return `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
}

/**
 * The most credit the basket can take, membership credit and general together: each kind's
 * own limit, never past the total between them.
 */
export function mostApplicable(offer: CreditOffer, totalPence: number): number {
  return Math.min(totalPence, offer.general.maxApplicable + offer.membership.maxApplicable);
}

/**
 * Splits an amount between the kinds: membership credit first (it belongs to the membership and
 * may lapse with it), the rest from general credit. Null when the customer has not that much.
 */
export function splitCredit(
  offer: CreditOffer,
  amountPence: number,
): { membership: number; general: number } | null {
  const membership = Math.min(amountPence, offer.membership.maxApplicable);
  const general = amountPence - membership;
  if (general > offer.general.maxApplicable) return null;
  return { membership, general };
}
