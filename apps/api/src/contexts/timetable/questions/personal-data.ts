import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { questionAnswers } from './questions.tables';

/**
 * Closing an account erases its holder's answers; answers they gave for someone else stay that
 * person's, without saying who gave them.
 */
export async function eraseAnswersOf(tx: Database, customerId: number): Promise<void> {
  await tx.delete(questionAnswers).where(eq(questionAnswers.customerId, customerId));
  await tx
    .update(questionAnswers)
    .set({ answeredByCustomerId: null })
    .where(eq(questionAnswers.answeredByCustomerId, customerId));
}
