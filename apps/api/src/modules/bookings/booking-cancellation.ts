import { sql } from 'drizzle-orm';
import type { Cancellation } from '@lido/contract';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';
import { DomainError } from '../../errors/domain-error';
import type { Caller } from '../../http/auth-guard';
import { wirePrice } from '../../money';
import { resolveActingCustomer } from '../accounts';
import { recordCreditEntry } from '../memberships';
import { givePlacesBack } from '../timetable';
import { findOperator } from '../venues';
import { STARTED_CUTOFF_MESSAGE } from './my-account-bookings';

const NOT_FOUND = 'Unable to complete request, item not found.';
export const TOO_LATE_TO_CANCEL =
  'This booking can no longer be cancelled: the session has started.';

interface CancellableRow {
  id: number;
  customer_id: number;
  occurrence_id: number;
  quantity: number;
  price_pence: number;
  status: 'booked' | 'cancelled';
  has_started: boolean;
  payer_id: number | null;
}

/**
 * Cancels bookings the caller may act for (their own, a linked junior's, or for staff a customer
 * of their venue), all or none: each gives its places back and its price goes to the payer's
 * account credit, as the live system refunds card-paid bookings. Cancelling a cancelled booking
 * again changes nothing, so a retry is safe.
 */
export async function cancelBookings(
  db: Database,
  caller: Caller,
  bookingIds: readonly number[],
  now: Date,
): Promise<Cancellation> {
  const ids = [...new Set(bookingIds.map(Number))];
  const refunded = await db.transaction(async (tx) => {
    const rows = await rowsOf<CancellableRow>(
      tx,
      sql`select b.id::float8 as id, b.customer_id, b.occurrence_id::float8 as occurrence_id,
          b.quantity, b.price_pence, b.status, o.starts_at <= ${now.toISOString()}::timestamptz as has_started,
          ord.customer_id as payer_id
        from bookings b
        join occurrences o on o.id = b.occurrence_id
        left join orders ord on ord.id = b.order_id
        where b.id in ${sql.raw(`(${ids.join(',')})`)}
        for update of b`,
    );
    if (rows.length !== ids.length) throw new DomainError('NOT_FOUND', NOT_FOUND);
    for (const row of rows) {
      // Someone else's booking reads as missing, so ids cannot be probed.
      await resolveActingCustomer(tx, caller, row.customer_id).catch(() => {
        throw new DomainError('NOT_FOUND', NOT_FOUND);
      });
    }
    let credit = 0;
    for (const row of rows) {
      if (row.status === 'cancelled') continue;
      if (row.has_started) throw new DomainError('BOOKING_STARTED', STARTED_CUTOFF_MESSAGE);
      await tx.execute(
        sql`update bookings set status = 'cancelled', cancelled_at = ${now.toISOString()}::timestamptz where id = ${row.id}`,
      );
      await givePlacesBack(tx, row.occurrence_id, row.quantity);
      if (row.price_pence > 0) {
        await recordCreditEntry(tx, {
          customerId: row.payer_id ?? row.customer_id,
          kind: 'general',
          amountPence: row.price_pence,
          reason: `Refund of cancelled booking ${row.id}`,
          createdAt: now,
        });
        credit += row.price_pence;
      }
    }
    return credit;
  });
  const currency = (await findOperator(db))?.currencyCode ?? 'GBP';
  return {
    cancelled_booking_ids: ids,
    credit_refunded: wirePrice(refunded, currency),
  };
}
