import { escapeHtml } from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import { formatPence } from '../../../platform/money';
import { findCustomerById, guestEmailOf } from '../../people/accounts';
import { htmlList, type OutgoingEmail } from '../../people/email';
import {
  CARD_REFUND_TIMING,
  cardOf,
  describeRefund,
  listOrderPayments,
  type RefundGiven,
} from '../../money/payments';
import { findOperator } from '../../venue-setup/venues';

export type QueueEmail = (db: Database, email: OutgoingEmail) => Promise<void>;

/** One booking a cancellation closed, with what it gave back as the cancellation recorded it. */
export interface CancelledBooking {
  /** Who paid for it, and so whom the money went back to and who is told. */
  payerId: number;
  orderId: number;
  /** "Spin on Thu 22 October 2026 at 19:00". */
  session: string;
  venueName: string;
  quantity: number;
  /** Written to the credit ledger. */
  creditPence: number;
  /** Queued to the card that paid (its payment row written with the cancellation). */
  cardPence: number;
  /** Owed back by the OpenActive booking partner that took the payment (recorded against it). */
  partnerPence: number;
  /** The late cancellation fee kept, and the part of it the price did not cover (owed). */
  lateFeePence: number;
  penaltyPence: number;
}

interface CancellationEmailInput {
  to: string;
  firstName: string;
  operatorName: string;
  currency: string;
  bookings: readonly CancelledBooking[];
  refunds: readonly RefundGiven[];
}

const placesOf = (quantity: number) => (quantity === 1 ? '1 place' : `${quantity} places`);

/** A customer's bookings were cancelled: which, and where each penny of the refund went. */
export function cancellationEmail(input: CancellationEmailInput): OutgoingEmail {
  const { bookings, currency } = input;
  const money = (pence: number) => formatPence(pence, currency);
  const what = bookings.map(
    (booking) => `${booking.session}, ${booking.venueName} (${placesOf(booking.quantity)})`,
  );
  const refunds = input.refunds.map((refund) => describeRefund(refund, currency));
  const lateFee = bookings.reduce((sum, booking) => sum + booking.lateFeePence, 0);
  const owed = bookings.reduce((sum, booking) => sum + booking.penaltyPence, 0);
  const notes = [
    ...(refunds.length === 0 ? ['There is nothing to refund for this cancellation.'] : []),
    ...(input.refunds.some((refund) => refund.tenderType === 'card') ? [CARD_REFUND_TIMING] : []),
    ...(lateFee > 0
      ? [`It was cancelled late, so a late cancellation fee of ${money(lateFee)} applies.`]
      : []),
    ...(owed > 0
      ? [`${money(owed)} of the fee is still to pay: you can pay it in My account.`]
      : []),
  ];
  const heading =
    bookings.length === 1
      ? 'Your booking has been cancelled:'
      : 'Your bookings have been cancelled:';
  const text = [
    `Hello ${input.firstName},`,
    '',
    heading,
    ...what.map((line) => `- ${line}`),
    '',
    ...(refunds.length > 0 ? ['Your refund:', ...refunds.map((line) => `- ${line}`)] : []),
    ...notes,
    '',
    input.operatorName,
  ].join('\n');
  const html = [
    '<!doctype html><html lang="en"><body style="font-family: Arial, sans-serif; color: #1b1446">',
    `<p>Hello ${escapeHtml(input.firstName)},</p>`,
    `<p>${escapeHtml(heading)}</p>`,
    ...htmlList(what),
    ...(refunds.length > 0 ? ['<p>Your refund:</p>', ...htmlList(refunds)] : []),
    ...notes.map((note) => `<p>${escapeHtml(note)}</p>`),
    `<p>${escapeHtml(input.operatorName)}</p>`,
    '</body></html>',
  ].join('');
  const [first] = bookings;
  return {
    to: input.to,
    subject:
      bookings.length === 1 && first
        ? `Cancelled: ${first.session}`
        : `Cancelled: ${bookings.length} bookings`,
    text,
    html,
  };
}

/** What went back to one payer, by destination, naming the card that paid where it is known. */
async function refundsOf(
  tx: Database,
  bookings: readonly CancelledBooking[],
): Promise<RefundGiven[]> {
  const credit = bookings.reduce((sum, booking) => sum + booking.creditPence, 0);
  const refunds: RefundGiven[] = credit > 0 ? [{ tenderType: 'credit', amountPence: credit }] : [];
  const toCardByOrder = new Map<number, number>();
  for (const booking of bookings) {
    if (booking.cardPence <= 0) continue;
    toCardByOrder.set(
      booking.orderId,
      (toCardByOrder.get(booking.orderId) ?? 0) + booking.cardPence,
    );
  }
  for (const [orderId, amountPence] of toCardByOrder) {
    const card = cardOf(await listOrderPayments(tx, orderId));
    refunds.push({ tenderType: 'card', amountPence, card });
  }
  const partner = bookings.reduce((sum, booking) => sum + booking.partnerPence, 0);
  if (partner > 0) refunds.push({ tenderType: 'partner', amountPence: partner });
  return refunds;
}

/**
 * Queues one email per payer for the bookings a cancellation closed, in its transaction, so it
 * is sent exactly when the cancellation commits. A guest is written to at the address they gave;
 * a payer with no address at all is not written to.
 */
export async function queueCancellationEmails(
  tx: Database,
  queueEmail: QueueEmail,
  cancelled: readonly CancelledBooking[],
): Promise<void> {
  if (cancelled.length === 0) return;
  const operator = await findOperator(tx);
  const payers = [...new Set(cancelled.map((booking) => booking.payerId))];
  for (const payerId of payers) {
    const customer = await findCustomerById(tx, payerId);
    const to = customer?.email ?? (customer ? await guestEmailOf(tx, payerId) : null);
    if (!customer || !to) continue;
    const bookings = cancelled.filter((booking) => booking.payerId === payerId);
    await queueEmail(
      tx,
      cancellationEmail({
        to,
        firstName: customer.firstName,
        operatorName: operator?.name ?? 'Lido',
        currency: operator?.currencyCode ?? 'GBP',
        bookings,
        refunds: await refundsOf(tx, bookings),
      }),
    );
  }
}
