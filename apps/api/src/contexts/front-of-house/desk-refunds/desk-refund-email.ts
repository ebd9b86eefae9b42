import { escapeHtml } from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import { formatPence } from '../../../platform/money';
import type { RefundableBooking } from '../../booking/bookings';
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

export interface DeskRefundEmailInput {
  to: string;
  firstName: string;
  operatorName: string;
  currency: string;
  orderId: number;
  bookings: readonly Pick<RefundableBooking, 'session' | 'venueName' | 'quantity'>[];
  totalPence: number;
  reason: string;
  /** Where it went, each as recorded: the ledger's credit, the till's and the card's rows. */
  refunds: readonly RefundGiven[];
}

const placesOf = (quantity: number) => (quantity === 1 ? '1 place' : `${quantity} places`);

/** Staff refunded bookings at the desk: what, why, and where each part of the money went. */
export function deskRefundEmail(input: DeskRefundEmailInput): OutgoingEmail {
  const total = formatPence(input.totalPence, input.currency);
  const what = input.bookings.map(
    (booking) => `${booking.session}, ${booking.venueName} (${placesOf(booking.quantity)})`,
  );
  const refunds = input.refunds.map((refund) => describeRefund(refund, input.currency));
  const toCard = input.refunds.some((refund) => refund.tenderType === 'card');
  const intro = `We have refunded ${total} for order ${input.orderId} and cancelled:`;
  const reason = `The reason: ${input.reason}`;
  const text = [
    `Hello ${input.firstName},`,
    '',
    intro,
    ...what.map((line) => `- ${line}`),
    reason,
    '',
    'Your refund:',
    ...refunds.map((line) => `- ${line}`),
    ...(toCard ? [CARD_REFUND_TIMING] : []),
    '',
    input.operatorName,
  ].join('\n');
  const html = [
    '<!doctype html><html lang="en"><body style="font-family: Arial, sans-serif; color: #1b1446">',
    `<p>Hello ${escapeHtml(input.firstName)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...htmlList(what),
    `<p>${escapeHtml(reason)}</p>`,
    '<p>Your refund:</p>',
    ...htmlList(refunds),
    ...(toCard ? [`<p>${escapeHtml(CARD_REFUND_TIMING)}</p>`] : []),
    `<p>${escapeHtml(input.operatorName)}</p>`,
    '</body></html>',
  ].join('');
  return { to: input.to, subject: `Your refund of ${total} (order ${input.orderId})`, text, html };
}

/**
 * Queues the refund email to whoever paid for the order, in the refund's transaction, so it is
 * sent exactly when the refund commits; the card that paid is named as the order's payments
 * record it. A payer with no email address (a walk-in) is not written to.
 */
export async function queueDeskRefundEmail(
  tx: Database,
  queueEmail: (db: Database, email: OutgoingEmail) => Promise<void>,
  input: Pick<DeskRefundEmailInput, 'orderId' | 'bookings' | 'totalPence' | 'reason'> & {
    payerId: number;
    refunds: readonly RefundGiven[];
  },
): Promise<void> {
  const customer = await findCustomerById(tx, input.payerId);
  const to = customer?.email ?? (customer ? await guestEmailOf(tx, input.payerId) : null);
  if (!customer || !to || input.refunds.length === 0) return;
  const card = input.refunds.some((refund) => refund.tenderType === 'card')
    ? cardOf(await listOrderPayments(tx, input.orderId))
    : null;
  const operator = await findOperator(tx);
  await queueEmail(
    tx,
    deskRefundEmail({
      ...input,
      to,
      firstName: customer.firstName,
      operatorName: operator?.name ?? 'Lido',
      currency: operator?.currencyCode ?? 'GBP',
      refunds: input.refunds.map((refund) =>
        refund.tenderType === 'card' ? { ...refund, card } : refund,
      ),
    }),
  );
}
