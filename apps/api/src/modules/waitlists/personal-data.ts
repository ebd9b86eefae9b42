import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
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
