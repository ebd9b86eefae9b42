import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';

/** Whether any of these customers holds a place on a session still to start. */
export async function hasUpcomingBookings(
  db: Database,
  customerIds: readonly number[],
  now: Date,
): Promise<boolean> {
  if (customerIds.length === 0) return false;
  const [row] = await rowsOf<{ upcoming: boolean }>(
    db,
    sql`select exists (
        select 1 from bookings b join occurrences o on o.id = b.occurrence_id
        where b.customer_id in (${sql.join(
          customerIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          and b.status = 'booked' and o.starts_at > ${now.toISOString()}::timestamptz
      ) as upcoming`,
  );
  return Boolean(row?.upcoming);
}
