import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { directDebitMandates } from './direct-debit.tables';

/**
 * Closing an account erases the account holder's name kept with its Direct Debits; the mandates
 * and their collections stay, as records of money collected (GoCardless keeps its own).
 */
export async function eraseDirectDebitDataOf(tx: Database, customerId: number): Promise<void> {
  await tx
    .update(directDebitMandates)
    .set({ accountHolderName: '' })
    .where(eq(directDebitMandates.customerId, customerId));
}
