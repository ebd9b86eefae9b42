import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { waiverSignatures } from './waivers.tables';

/** Closing an account erases the waivers signed for its holder (by them or their family lead). */
export async function eraseWaiverSignaturesOf(tx: Database, customerId: number): Promise<void> {
  await tx.delete(waiverSignatures).where(eq(waiverSignatures.customerId, customerId));
}
