import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import type { WaitlistActor } from './waitlists.tables';

/**
 * Closing an account takes its holder out of every line they are in (an offered place held in
 * their basket goes back with the basket); the line moves on at the next offer run.
 */
export async function leaveEveryWaitlist(
  tx: Database,
  customerId: number,
  leftBy: WaitlistActor,
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`update waitlist_entries set status = 'left', left_at = ${now.toISOString()}::timestamptz,
        left_by = ${leftBy}
      where customer_id = ${customerId} and status in ('waiting', 'offered')`,
  );
}

/**
 * The venue cancelled the session: its line is closed (everyone waiting or offered leaves it,
 * as Lido's doing). An offered place's hold goes with the session's other holds. Answers how
 * many entries were closed.
 */
export async function closeWaitlistOf(
  tx: Database,
  occurrenceId: number,
  now: Date,
): Promise<number> {
  const closed = await rowsOf<{ id: number }>(
    tx,
    sql`update waitlist_entries set status = 'left', left_at = ${now.toISOString()}::timestamptz,
        left_by = 'lido'
      where occurrence_id = ${occurrenceId} and status in ('waiting', 'offered')
      returning id`,
  );
  return closed.length;
}
