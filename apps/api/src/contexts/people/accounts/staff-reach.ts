import { reachOf, type StaffAction } from '@lido/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import type { StaffCaller } from '../../../platform/authorize';
import { rowsOf } from '../../../platform/db/raw-rows';

// Whose sessions, prices and staff a member of staff may run, by the contract's table of actions
// (staff-actions.ts): a receptionist works at one venue; a manager runs the operator (the
// console imports venues, timetables and prices for all of them, and reports cover every venue).

/**
 * Whether the action at the venue is within the caller's reach: their own venue, or any venue of
 * their operator where their role's reach is the operator. A venue that does not exist is not.
 */
export async function staffRunsVenue(
  db: Database,
  caller: StaffCaller,
  action: StaffAction,
  venueId: number,
): Promise<boolean> {
  const reach = reachOf(action, caller.staffRole);
  if (reach === null) return false;
  const [row] = await rowsOf<{ runs: boolean }>(
    db,
    sql`select exists (
        select from venues v
        where v.id = ${venueId}
          and (v.id = ${caller.staffVenueId}
            or (${reach === 'operator'} and v.operator_id = ${caller.staffOperatorId}))
      ) as runs`,
  );
  return row?.runs === true;
}
