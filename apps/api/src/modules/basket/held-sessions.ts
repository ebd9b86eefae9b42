import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/raw-rows';
import { inList } from '../../platform/db/sql-lists';

/**
 * Which of some sessions have a live hold in the customer's basket (CANCEL_RESERVATION on the
 * timetable). A hold past its expiry no longer counts, though the sweep may not have removed it.
 */
export async function findHeldSessions(
  db: Database,
  customerId: number,
  occurrenceIds: readonly number[],
  now: Date,
): Promise<Set<number>> {
  if (occurrenceIds.length === 0) return new Set();
  const rows = await rowsOf<{ occurrence_id: number }>(
    db,
    sql`select distinct ci.occurrence_id::float8 as occurrence_id
      from cart_items ci join carts c on c.id = ci.cart_id
      where c.owner_customer_id = ${customerId}
        and ci.hold_expires_at > ${now.toISOString()}::timestamptz
        and ${inList(sql`ci.occurrence_id`, occurrenceIds)}`,
  );
  return new Set(rows.map((row) => Number(row.occurrence_id)));
}
