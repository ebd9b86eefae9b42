import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';

/** Closing an account erases the copies of the emails sent to its address. */
export async function eraseEmailsTo(tx: Database, address: string): Promise<void> {
  await tx.execute(sql`delete from email_outbox where lower("to") = lower(${address})`);
}
