import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/raw-rows';

// Whose sessions a member of staff may run. A receptionist works at one venue; a manager runs
// the operator (the console imports venues, timetables and prices for all of them, and reports
// cover every venue), so a manager may change and cancel the sessions of every venue of the
// operator their own venue belongs to.

/** Whether the member of staff may operate the venue's sessions (their venue, or as a manager, any of their operator's). */
export async function staffRunsVenue(
  db: Database,
  staffUserId: number,
  venueId: number,
): Promise<boolean> {
  const [row] = await rowsOf<{ runs: boolean }>(
    db,
    sql`select exists (
        select from staff_users s
        join venues v on v.id = ${venueId}
        where s.id = ${staffUserId}
          and (v.id = s.venue_id or (s.role = 'manager' and v.operator_id = s.operator_id))
      ) as runs`,
  );
  return row?.runs === true;
}
