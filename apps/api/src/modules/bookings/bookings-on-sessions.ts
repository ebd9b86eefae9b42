import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/raw-rows';
import { inList } from '../../platform/db/sql-lists';

/**
 * The customer's live bookings on some sessions, booking id by occurrence id: what the timetable
 * shows them (CANCEL_BOOKING) and what stops them joining a waitlist for a place they have.
 */
export async function findBookingsOn(
  db: Database,
  customerId: number,
  occurrenceIds: readonly number[],
): Promise<Map<number, number>> {
  const found = new Map<number, number>();
  if (occurrenceIds.length === 0) return found;
  const rows = await rowsOf<{ id: number; occurrence_id: number }>(
    db,
    sql`select min(id)::float8 as id, occurrence_id::float8 as occurrence_id from bookings
      where customer_id = ${customerId} and status = 'booked'
        and ${inList(sql`occurrence_id`, occurrenceIds)}
      group by occurrence_id`,
  );
  for (const row of rows) found.set(Number(row.occurrence_id), Number(row.id));
  return found;
}
