import { sql } from 'drizzle-orm';
import type { Cancellation } from '@lido/contract';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';
import { inList } from '../../db/sql-lists';
import { DomainError } from '../../errors/domain-error';
import type { Caller } from '../../http/auth-guard';
import { wirePrice } from '../../money';
import { resolveActingCustomer } from '../accounts';
import { findCancellationPolicies, judgeCancellation } from '../cancellation-policies';
import { recordCreditEntry } from '../credit-ledger';
import { queueCardRefund } from '../payments';
import { returnBenefit } from '../benefits';
import { returnVisit } from '../packages';
import { recordPenalty } from '../penalties';
import { givePlacesBack } from '../timetable';
import { findOperator } from '../venues';
import { sessionLabel } from './session-label';

export const NOT_FOUND = 'Unable to complete request, item not found.';

interface CancellableRow {
  id: number;
  customer_id: number;
  occurrence_id: number;
  category_id: string;
  name: string;
  date: string;
  timezone: string;
  starts_at: Date;
  quantity: number;
  price_pence: number;
  status: 'booked' | 'cancelled';
  order_id: number;
  payer_id: number | null;
  package_id: number | null;
  benefit_id: number | null;
}

export interface CancellationDeps {
  db: Database;
  /** Sends a queued card refund to the provider at once; the payments sweep finishes any left. */
  settleCardRefund: (refundId: string) => Promise<unknown>;
}

/**
 * Cancels bookings the caller may act for (their own, a linked junior's, or for staff a customer
 * of their venue), all or none, each by its activity's cancellation policy: its places go back,
 * its refund goes to account credit or to the card that paid (the refund recorded here, sent
 * after the commit), and a late fee the price does not cover is owed as a penalty. Cancelling a
 * cancelled booking again changes nothing, so a retry is safe.
 */
export function cancelBookings(
  deps: CancellationDeps,
  caller: Caller,
  bookingIds: readonly number[],
  now: Date,
): Promise<Cancellation> {
  return cancelAuthorised(deps, bookingIds, now, async (tx, row) => {
    // Someone else's booking reads as missing, so ids cannot be probed.
    await resolveActingCustomer(tx, caller, row.customer_id).catch(() => {
      throw new DomainError('NOT_FOUND', NOT_FOUND);
    });
  });
}

/** Decides, with the bookings locked, whether this request may cancel each one (throws if not). */
export type CancellationAuthority = (
  tx: Database,
  booking: { id: number; customer_id: number },
) => Promise<void>;

/** Cancels bookings the authority allows, all or none, by their policies (see cancelBookings). */
export async function cancelAuthorised(
  { db, settleCardRefund }: CancellationDeps,
  bookingIds: readonly number[],
  now: Date,
  authorise: CancellationAuthority,
): Promise<Cancellation> {
  const ids = [...new Set(bookingIds.map(Number))];
  const currency = (await findOperator(db))?.currencyCode ?? 'GBP';
  const outcome = await db.transaction(async (tx) => {
    const rows = await rowsOf<CancellableRow>(
      tx,
      sql`select b.id::float8 as id, b.customer_id, b.occurrence_id::float8 as occurrence_id,
          o.category_id, o.name, o.date::text as date, o.starts_at, v.timezone, b.quantity, b.price_pence,
          b.status, b.order_id::float8 as order_id, ord.customer_id as payer_id, b.package_id, b.benefit_id
        from bookings b
        join occurrences o on o.id = b.occurrence_id
        join venues v on v.id = o.venue_id
        left join orders ord on ord.id = b.order_id
        where ${inList(sql`b.id`, ids)}
        for update of b`,
    );
    if (rows.length !== ids.length) throw new DomainError('NOT_FOUND', NOT_FOUND);
    for (const row of rows) await authorise(tx, row);
    const policyOf = await findCancellationPolicies(
      tx,
      rows.map((row) => row.category_id),
    );
    const totals = { credit: 0, card: 0, lateFee: 0, cardRefundIds: [] as string[] };
    for (const row of rows) {
      if (row.status === 'cancelled') continue;
      const terms = judgeCancellation(policyOf(row.category_id), {
        startsAt: new Date(row.starts_at),
        now,
        pricePence: row.price_pence,
        currencyCode: currency,
      });
      if (!terms.canBeCancelled) {
        const started = now.getTime() >= new Date(row.starts_at).getTime();
        throw new DomainError(
          started ? 'BOOKING_STARTED' : 'CANCELLATION_CUTOFF',
          terms.cutoffMessage ?? NOT_FOUND,
        );
      }
      const payerId = row.payer_id ?? row.customer_id;
      const description = `Refund of cancelled booking ${row.id}`;
      // The policy's card refund goes to the card up to what it paid for the order (less what is
      // already refunded to it); the rest — paid by credit, cash or a voucher — to credit.
      let toCard = 0;
      if (terms.refundPence > 0 && terms.refundTo === 'card') {
        const queued = await queueCardRefund(tx, {
          orderId: row.order_id,
          amountPence: terms.refundPence,
          description,
          now,
        });
        if (queued.queued) {
          totals.cardRefundIds.push(queued.refundId);
          toCard = queued.amountPence;
        }
      }
      const toCredit = terms.refundPence - toCard;
      if (toCredit > 0) {
        await recordCreditEntry(tx, {
          customerId: payerId,
          kind: 'general',
          movement: 'refund',
          amountPence: toCredit,
          reason: description,
          orderId: row.order_id,
          createdAt: now,
        });
      }
      const refundTo = toCard > 0 ? 'card' : 'credit';
      totals.card += toCard;
      totals.credit += toCredit;
      totals.lateFee += terms.lateFeePence;
      if (terms.penaltyPence > 0) {
        await recordPenalty(tx, {
          customerId: payerId,
          kind: 'late_cancellation',
          bookingId: row.id,
          reason: `Late cancellation: ${sessionLabel({ ...row, startsAt: new Date(row.starts_at) }, now)}`,
          amountPence: terms.penaltyPence,
          now,
        });
      }
      // A package visit comes back when the policy would refund the place in full.
      if (row.package_id !== null && !terms.isAfterCutoff) {
        await returnVisit(tx, row.package_id, { bookingId: row.id, orderId: row.order_id, now });
      }
      // So does a membership benefit's use, counted again in its period.
      if (row.benefit_id !== null && !terms.isAfterCutoff) {
        await returnBenefit(tx, row.benefit_id, {
          id: row.id,
          customerId: row.customer_id,
          orderId: row.order_id,
          occurrenceId: row.occurrence_id,
          now,
        });
      }
      await tx.execute(
        sql`update bookings set status = 'cancelled', cancelled_at = ${now.toISOString()}::timestamptz,
          cancelled_after_cutoff = ${terms.isAfterCutoff}, refund_pence = ${terms.refundPence},
          refund_to = ${terms.refundPence > 0 ? refundTo : null}, late_fee_pence = ${terms.lateFeePence}
          where id = ${row.id}`,
      );
      await givePlacesBack(tx, row.occurrence_id, row.quantity);
    }
    return totals;
  });
  // The refunds are recorded with the cancellation; a failure here leaves them to the sweep.
  await Promise.all(outcome.cardRefundIds.map((id) => settleCardRefund(id).catch(() => undefined)));
  return {
    cancelled_booking_ids: ids,
    credit_refunded: wirePrice(outcome.credit, currency),
    card_refunded: wirePrice(outcome.card, currency),
    late_fee: wirePrice(outcome.lateFee, currency),
  };
}
