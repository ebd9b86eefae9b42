import { sql } from 'drizzle-orm';
import type { Cancellation } from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { inList } from '../../../platform/db/sql-lists';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { wirePrice } from '../../../platform/money';
import { resolveActingCustomer } from '../../people/accounts';
import {
  findCancellationPolicies,
  judgeCancellation,
} from '../../venue-setup/cancellation-policies';
import { recordCreditEntry } from '../../money/credit-ledger';
import { queueCardRefund, recordPartnerRefund } from '../../money/payments';
import { recordPenalty } from '../../people/penalties';
import { findOperator } from '../../venue-setup/venues';
import {
  type CancelledBooking,
  queueCancellationEmails,
  type QueueEmail,
} from './cancellation-email';
import { closeBooking } from './close-booking';
import { sessionLabel } from './session-label';

export const NOT_FOUND = 'Unable to complete request, item not found.';

interface CancellableRow {
  id: number;
  /** The order was a visitor's, paid without an account (its guest not claimed since). */
  payer_is_guest: boolean;
  customer_id: number;
  occurrence_id: number;
  category_id: string;
  name: string;
  date: string;
  timezone: string;
  venue_name: string;
  starts_at: Date;
  quantity: number;
  price_pence: number;
  status: 'booked' | 'cancelled';
  order_id: number;
  payer_id: number | null;
  package_id: number | null;
  benefit_id: number | null;
  // What an earlier cancellation of the booking did.
  refund_pence: number | null;
  refund_to: 'credit' | 'card' | 'partner' | null;
  card_refund_pence: number | null;
  late_fee_pence: number;
}

export interface CancellationDeps {
  db: Database;
  /** Sends a queued card refund to the provider at once; the payments sweep finishes any left. */
  settleCardRefund: (refundId: string) => Promise<unknown>;
  /** The outbox: the payer is emailed what was cancelled and refunded, with the cancellation. */
  queueEmail: QueueEmail;
}

/**
 * Cancels bookings the caller may act for (their own, a linked junior's, or for staff a customer
 * of their venue), all or none, each by its activity's cancellation policy: its places go back,
 * its refund goes to account credit or to the card that paid (the refund recorded here, sent
 * after the commit), a late fee the price does not cover is owed as a penalty, and the payer is
 * emailed what went where (queued with the cancellation). Cancelling a cancelled booking again
 * changes nothing and sends nothing, so a retry is safe.
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
  booking: { id: number; customer_id: number; order_id: number; status: 'booked' | 'cancelled' },
) => Promise<void>;

/**
 * What a cancelled booking's cancellation refunded, and where: the card's part as recorded, or,
 * where it was not, the whole refund where the booking says it went. A refund given at the desk
 * in cash names no destination and is counted as neither card nor credit.
 */
function recordedRefund(row: CancellableRow): { card: number; credit: number } {
  const refund = row.refund_pence ?? 0;
  // A booking partner's refund is the partner's to give: neither card nor credit here.
  if (row.refund_to === null || row.refund_to === 'partner') return { card: 0, credit: 0 };
  const card = row.card_refund_pence ?? (row.refund_to === 'card' ? refund : 0);
  return { card, credit: refund - card };
}

/**
 * Cancels bookings the authority allows, all or none, by their policies (see cancelBookings).
 * A booking cancelled already is left as it is; with `answerCancelled`, the answer then says what
 * its cancellation refunded, as a repeat of the request that cancelled it must, where otherwise it
 * counts only what this request refunds.
 */
export async function cancelAuthorised(
  { db, settleCardRefund, queueEmail }: CancellationDeps,
  bookingIds: readonly number[],
  now: Date,
  authorise: CancellationAuthority,
  { answerCancelled = false }: { answerCancelled?: boolean } = {},
): Promise<Cancellation> {
  const ids = [...new Set(bookingIds.map(Number))];
  const currency = (await findOperator(db))?.currencyCode ?? 'GBP';
  const outcome = await db.transaction(async (tx) => {
    const rows = await rowsOf<CancellableRow>(
      tx,
      sql`select b.id::float8 as id, b.customer_id, b.occurrence_id::float8 as occurrence_id,
          o.category_id, o.name, o.date::text as date, o.starts_at, v.timezone, v.name as venue_name,
          b.quantity, b.price_pence,
          b.status, b.order_id::float8 as order_id, ord.customer_id as payer_id, b.package_id, b.benefit_id,
          b.refund_pence, b.refund_to, b.card_refund_pence, b.late_fee_pence,
          gc.customer_id is not null as payer_is_guest
        from bookings b
        join occurrences o on o.id = b.occurrence_id
        join venues v on v.id = o.venue_id
        left join orders ord on ord.id = b.order_id
        left join guest_customers gc on gc.customer_id = ord.customer_id and gc.claimed_at is null
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
    const cancelledNow: CancelledBooking[] = [];
    for (const row of rows) {
      if (row.status === 'cancelled') {
        if (answerCancelled) {
          const refunded = recordedRefund(row);
          totals.card += refunded.card;
          totals.credit += refunded.credit;
          totals.lateFee += row.late_fee_pence;
        }
        continue;
      }
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
      // An order a booking partner took the money for is refunded by the partner (decisions/046).
      const toPartner = await recordPartnerRefund(tx, {
        orderId: row.order_id,
        amountPence: terms.refundPence,
        description,
        now,
      });
      // A guest (issue 43) has no account to spend credit from: their refund goes to the card.
      if (
        toPartner === 0 &&
        terms.refundPence > 0 &&
        (terms.refundTo === 'card' || row.payer_is_guest)
      ) {
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
      const toCredit = terms.refundPence - toCard - toPartner;
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
      const refundTo = toPartner > 0 ? 'partner' : toCard > 0 ? 'card' : 'credit';
      totals.card += toCard;
      totals.credit += toCredit;
      totals.lateFee += terms.lateFeePence;
      const session = sessionLabel({ ...row, startsAt: new Date(row.starts_at) }, now);
      if (terms.penaltyPence > 0) {
        await recordPenalty(tx, {
          customerId: payerId,
          kind: 'late_cancellation',
          bookingId: row.id,
          reason: `Late cancellation: ${session}`,
          amountPence: terms.penaltyPence,
          now,
        });
      }
      cancelledNow.push({
        payerId,
        orderId: row.order_id,
        session,
        venueName: row.venue_name,
        quantity: row.quantity,
        creditPence: toCredit,
        cardPence: toCard,
        partnerPence: toPartner,
        lateFeePence: terms.lateFeePence,
        penaltyPence: terms.penaltyPence,
      });
      await closeBooking(
        tx,
        {
          id: row.id,
          customerId: row.customer_id,
          occurrenceId: row.occurrence_id,
          orderId: row.order_id,
          quantity: row.quantity,
          packageId: row.package_id,
          benefitId: row.benefit_id,
        },
        {
          isAfterCutoff: terms.isAfterCutoff,
          refundPence: terms.refundPence,
          refundTo: terms.refundPence > 0 ? refundTo : null,
          cardRefundPence: toCard,
          lateFeePence: terms.lateFeePence,
          now,
        },
      );
    }
    // Only what this request cancelled: a repeat finds nothing new and sends nothing.
    await queueCancellationEmails(tx, queueEmail, cancelledNow);
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
