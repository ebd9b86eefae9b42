import { type DeskRefund, type DeskRefundBody, TERMINAL_REFUND_REFERENCE } from '@lido/contract';
import type { z } from 'zod';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { formatPence } from '../../../platform/money';
import type { TenderType } from '../../../tender';
import { deskStaffOf, resolveActingCustomer } from '../../people/accounts';
import { cancelRefundedBookings, lockOrderBookingsForRefund } from '../../booking/bookings';
import { recordCreditEntry } from '../../money/credit-ledger';
import { recordDeskAction } from '../../people/desk-audit';
import { netPaidByTender, queueCardRefund, recordPayment } from '../../money/payments';
import { findOperator } from '../../venue-setup/venues';
import type { OutgoingEmail } from '../../people/email';
import { queueDeskRefundEmail } from './desk-refund-email';

export interface DeskRefundsDeps {
  db: Database;
  clock: Clock;
  /** Sends a queued card refund to the provider at once; the payments sweep finishes any left. */
  settleCardRefund: (refundId: string) => Promise<unknown>;
  /** The outbox: the payer is emailed the refund, with the refund. */
  queueEmail: (db: Database, email: OutgoingEmail) => Promise<void>;
}

const NOT_FOUND = 'Unable to complete request, item not found.';

/** How money goes back at the desk. */
type RefundTender = 'credit' | 'cash' | 'terminal' | 'card';

interface GivenBack {
  tenderType: RefundTender;
  amountPence: number;
  reference: string | null;
}

/**
 * Splits a refund over the tenders that paid for the order, in the desk's order: account credit
 * back to credit, cash and cheques as cash from the till, then the card terminal; what is left
 * goes to an online card (queued by the caller), and then to credit (a voucher cannot be issued
 * again). Each takes at most what it paid less what was given back as it already.
 */
function splitOverTenders(totalPence: number, net: Map<TenderType, number>) {
  let left = totalPence;
  const take = (...types: TenderType[]) => {
    const paid = types.reduce((sum, type) => sum + (net.get(type) ?? 0), 0);
    const amount = Math.min(left, Math.max(0, paid));
    left -= amount;
    return amount;
  };
  const credit = take('credit');
  const cash = take('cash', 'cheque');
  const terminal = take('terminal');
  return { credit, cash, terminal, rest: left };
}

/**
 * Cancels bookings of an order at the desk and refunds the full price paid for them, whatever
 * the cancellation policy says (the desk's discretion, with the reason recorded): to the tenders
 * that paid (`original`) or all to account credit (`credit`). In one transaction: the bookings
 * are locked and checked (the order's, not cancelled), places go back through the timetable, each
 * refund is a negative payment row attributed to the member of staff (so the day's takings show
 * it and the cash expected drops by the cash paid back), credit goes on the ledger, an online
 * card refund is queued, the action is appended to the desk's audit log and the payer is
 * emailed where the money went. A refusal writes nothing.
 */
export async function refundAtTheDesk(
  deps: DeskRefundsDeps,
  caller: Caller,
  orderId: number,
  body: z.infer<typeof DeskRefundBody>,
): Promise<DeskRefund> {
  const { staffUserId, venueId } = deskStaffOf(caller);
  const currency = (await findOperator(deps.db))?.currencyCode ?? 'GBP';
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const { payerId, bookings } = await lockOrderBookingsForRefund(tx, {
      orderId,
      bookingIds: body.booking_ids,
      // Another venue's order reads as missing, as its receipt does.
      authorise: async (customerId) => {
        await resolveActingCustomer(tx, caller, customerId).catch((error: unknown) => {
          if (error instanceof DomainError && error.code === 'FORBIDDEN') {
            throw new DomainError('NOT_FOUND', NOT_FOUND);
          }
          throw error;
        });
      },
      now,
    });
    const bookingIds = bookings.map((booking) => booking.id);
    const totalPence = bookings.reduce((sum, booking) => sum + booking.pricePence, 0);
    const description = `Refund at the desk of booking ${bookingIds.join(', ')}: ${body.reason}`;
    const given: GivenBack[] = [];
    const cardRefundIds: string[] = [];
    let toCredit = totalPence;
    if (body.refund_to === 'original') {
      const split = splitOverTenders(totalPence, await netPaidByTender(tx, orderId));
      toCredit = split.credit;
      if (split.cash > 0) {
        given.push({
          tenderType: 'cash',
          amountPence: split.cash,
          reference: null,
        });
      }
      if (split.terminal > 0) {
        if (!body.reference) {
          throw new DomainError('VALIDATION_FAILED', TERMINAL_REFUND_REFERENCE, {
            reference: [TERMINAL_REFUND_REFERENCE],
          });
        }
        given.push({
          tenderType: 'terminal',
          amountPence: split.terminal,
          reference: body.reference,
        });
      }
      let rest = split.rest;
      if (rest > 0) {
        const queued = await queueCardRefund(tx, {
          orderId,
          amountPence: rest,
          description,
          now,
          staffUserId,
        });
        if (queued.queued) {
          cardRefundIds.push(queued.refundId);
          rest -= queued.amountPence;
          given.push({
            tenderType: 'card',
            amountPence: queued.amountPence,
            reference: queued.refundId,
          });
        }
      }
      // What is left was paid by a voucher, which cannot be issued again: it becomes credit.
      toCredit += rest;
    }
    if (toCredit > 0) {
      given.unshift({
        tenderType: 'credit',
        amountPence: toCredit,
        reference: null,
      });
      await recordCreditEntry(tx, {
        customerId: payerId,
        kind: 'general',
        movement: 'refund',
        amountPence: toCredit,
        reason: description,
        orderId,
        createdAt: now,
      });
    }
    for (const refund of given) {
      // The online card's row is written with its queued refund.
      if (refund.tenderType === 'card') continue;
      await recordPayment(tx, {
        customerId: payerId,
        orderId,
        amountPence: -refund.amountPence,
        tenderType: refund.tenderType,
        status: 'succeeded',
        reference: refund.reference ?? `refund-${orderId}-${refund.tenderType}`,
        description,
        staffUserId,
        createdAt: now,
      });
    }
    const isToCard = given.some(
      (refund) => refund.tenderType !== 'credit' && refund.tenderType !== 'cash',
    );
    const isAllCredit = given.every((refund) => refund.tenderType === 'credit');
    await cancelRefundedBookings(tx, bookings, {
      refundTo: isToCard ? 'card' : isAllCredit && totalPence > 0 ? 'credit' : null,
      now,
    });
    await recordDeskAction(tx, {
      staffUserId,
      venueId,
      action: 'refund',
      customerId: payerId,
      orderId,
      details: {
        booking_ids: bookingIds,
        refund_to: body.refund_to,
        reason: body.reason,
        total_pence: totalPence,
        refunds: given.map((refund) => ({
          tender_type: refund.tenderType,
          amount_pence: refund.amountPence,
          ...(refund.reference ? { reference: refund.reference } : {}),
        })),
      },
      now,
    });
    await queueDeskRefundEmail(tx, deps.queueEmail, {
      payerId,
      orderId,
      bookings,
      totalPence,
      reason: body.reason,
      refunds: given,
    });
    return { bookingIds, totalPence, given, cardRefundIds };
  });
  // The card refund is recorded with the cancellation; a failure here leaves it to the sweep.
  await Promise.all(
    outcome.cardRefundIds.map((id) => deps.settleCardRefund(id).catch(() => undefined)),
  );
  const money = (pence: number) => ({ raw: pence, formatted: formatPence(pence, currency) });
  return {
    order_id: orderId,
    booking_ids: outcome.bookingIds,
    total: money(outcome.totalPence),
    refunds: outcome.given.map((refund) => ({
      tender_type: refund.tenderType,
      amount: money(refund.amountPence),
      reference: refund.reference,
    })),
    reason: body.reason,
  };
}
