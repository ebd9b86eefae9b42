import type { Database } from '../../db/client';
import type { CartLine } from '../basket';
import { assertQuestionsAnswered } from '../questions';
import { assertMayAttend, assertWaiversComplete, findActivityRestrictions } from '../restrictions';

/**
 * Every place in the basket must still be one its attendee may take, and every waiver its
 * attendee signs must be signed and named in the checkout's `completed_waivers`: checked before
 * a card is asked for and again in the order's transaction, since a membership can end, a
 * birthday pass or a waiver change while the basket is held.
 */
export async function assertAttendeesMayGo(
  db: Database,
  lines: readonly CartLine[],
  completedWaivers: readonly unknown[] | null | undefined,
  now: Date,
): Promise<void> {
  const byActivity = new Map<string, Awaited<ReturnType<typeof findActivityRestrictions>>>();
  for (const line of lines) {
    let restrictions = byActivity.get(line.categoryId);
    if (!restrictions) {
      restrictions = await findActivityRestrictions(db, line.categoryId);
      byActivity.set(line.categoryId, restrictions);
    }
    await assertMayAttend(db, restrictions, {
      attendeeId: line.purchasedForCustomerId,
      date: line.date,
      now,
    });
  }
  await assertWaiversComplete(db, lines, completedWaivers, now);
  await assertQuestionsAnswered(db, lines);
}
