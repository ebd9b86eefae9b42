import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { rowsOf } from '../platform/db/raw-rows';
import { inList } from '../platform/db/sql-lists';
import { positionOfW } from './waiting-position';

// A customer's own standing on some sessions, in one round trip: their live bookings (the lowest
// booking id per session), the sessions held in their basket (a hold past its expiry no longer
// counts, though the sweep may not have removed it yet), and where they wait in a session's line.
// It reads the bookings', the basket's and the waitlists' tables by name and writes nothing: the
// timetable shows it on every signed-in read (CANCEL_BOOKING, CANCEL_RESERVATION,
// LEAVE_WAITLIST), and the waitlist checks it before letting someone join or take an offer.

export interface StandingRows {
  /** Booking id by occurrence id. */
  booked: Map<number, number>;
  held: Set<number>;
  /** Waitlist entry and place in line by occurrence id. */
  waiting: Map<number, { id: number; position: number }>;
}

export async function findStandingRows(
  db: Database,
  customerId: number,
  occurrenceIds: readonly number[],
  now: Date,
): Promise<StandingRows> {
  const found: StandingRows = { booked: new Map(), held: new Set(), waiting: new Map() };
  if (occurrenceIds.length === 0) return found;
  const rows = await rowsOf<{
    kind: 'booked' | 'held' | 'waiting';
    occurrence_id: number;
    id: number | null;
    position: number | null;
  }>(
    db,
    sql`select 'booked' as kind, occurrence_id::float8 as occurrence_id, min(id)::float8 as id,
        null::int as position
      from bookings
      where customer_id = ${customerId} and status = 'booked'
        and ${inList(sql`occurrence_id`, occurrenceIds)}
      group by occurrence_id
      union all
      select distinct 'held', ci.occurrence_id::float8, null::float8, null::int
      from cart_items ci join carts c on c.id = ci.cart_id
      where c.owner_customer_id = ${customerId}
        and ci.hold_expires_at > ${now.toISOString()}::timestamptz
        and ${inList(sql`ci.occurrence_id`, occurrenceIds)}
      union all
      select 'waiting', w.occurrence_id::float8, w.id::float8, ${positionOfW}
      from waitlist_entries w
      where w.customer_id = ${customerId} and w.status = 'waiting'
        and ${inList(sql`w.occurrence_id`, occurrenceIds)}`,
  );
  for (const row of rows) {
    const occurrenceId = Number(row.occurrence_id);
    if (row.kind === 'booked') found.booked.set(occurrenceId, Number(row.id));
    else if (row.kind === 'held') found.held.add(occurrenceId);
    else found.waiting.set(occurrenceId, { id: Number(row.id), position: Number(row.position) });
  }
  return found;
}
