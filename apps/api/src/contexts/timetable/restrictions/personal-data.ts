import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { inductions } from './restrictions.tables';

/** Closing an account erases the inductions recorded for its holder. */
export async function eraseInductionsOf(tx: Database, customerId: number): Promise<void> {
  await tx.delete(inductions).where(eq(inductions.customerId, customerId));
}
