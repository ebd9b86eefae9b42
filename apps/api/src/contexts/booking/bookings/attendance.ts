import { sql } from 'drizzle-orm';
import type { Attendance, Penalty } from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { resolveActingCustomer } from '../../people/accounts';
import { findCancellationPolicies } from '../../venue-setup/cancellation-policies';
import { recordPenalty, toWirePenalty, waiveBookingPenalty } from '../../people/penalties';
import { findOperator } from '../../venue-setup/venues';
import { sessionLabel } from './session-label';

const NOT_FOUND = 'Unable to complete request, item not found.';
export const NOT_STARTED_MESSAGE = 'Attendance can be marked once the session has started.';

interface RegisterRow {
  id: number;
  customer_id: number;
  payer_id: number | null;
  status: 'booked' | 'cancelled';
  category_id: string;
  name: string;
  date: string;
  timezone: string;
  starts_at: Date;
  has_started: boolean;
}

/**
 * Staff take the register: a booking is marked attended or a no-show once its session has
 * started. A no-show costs the policy's no-show fee as a penalty on whoever paid (once, however
 * often it is marked); marking it attended after all waives that penalty if it is still unpaid.
 */
export async function markAttendance(
  db: Database,
  caller: Caller,
  bookingId: number,
  attendance: Attendance,
  now: Date,
): Promise<{ booking_id: number; attendance: Attendance; penalty: Penalty | null }> {
  if (caller.kind !== 'staff') throw new DomainError('FORBIDDEN', 'Unauthorised.');
  const currency = (await findOperator(db))?.currencyCode ?? 'GBP';
  const penalty = await db.transaction(async (tx) => {
    const [row] = await rowsOf<RegisterRow>(
      tx,
      sql`select b.id::float8 as id, b.customer_id, ord.customer_id as payer_id, b.status,
          o.category_id, o.name, o.date::text as date, o.starts_at, v.timezone,
          o.starts_at <= ${now.toISOString()}::timestamptz as has_started
        from bookings b
        join occurrences o on o.id = b.occurrence_id
        join venues v on v.id = o.venue_id
        left join orders ord on ord.id = b.order_id
        where b.id = ${bookingId}
        for update of b`,
    );
    if (!row || row.status !== 'booked') throw new DomainError('NOT_FOUND', NOT_FOUND);
    // Staff of another venue see no booking at all.
    await resolveActingCustomer(tx, caller, row.customer_id).catch(() => {
      throw new DomainError('NOT_FOUND', NOT_FOUND);
    });
    if (!row.has_started) throw new DomainError('NOT_STARTED', NOT_STARTED_MESSAGE);
    await tx.execute(
      sql`update bookings set attended = ${attendance === 'attended'},
        no_show = ${attendance === 'no_show'} where id = ${row.id}`,
    );
    if (attendance === 'attended') {
      await waiveBookingPenalty(tx, row.id, 'no_show', { staffId: caller.userId, now });
      return null;
    }
    const fee = (await findCancellationPolicies(tx, [row.category_id]))(
      row.category_id,
    ).noShowFeePence;
    if (fee === 0) return null;
    return recordPenalty(tx, {
      customerId: row.payer_id ?? row.customer_id,
      kind: 'no_show',
      bookingId: row.id,
      reason: `No-show: ${sessionLabel({ ...row, startsAt: new Date(row.starts_at) }, now)}`,
      amountPence: fee,
      now,
    });
  });
  return {
    booking_id: bookingId,
    attendance,
    penalty: penalty ? toWirePenalty(penalty, currency) : null,
  };
}
