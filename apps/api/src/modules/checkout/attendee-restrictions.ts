import type { Database } from '../../db/client';
import type { CartLine } from '../basket';
import { assertMayAttend, findActivityRestrictions } from '../restrictions';

/**
 * Every place in the basket must still be one its attendee may take: checked before a card is
 * asked for and again in the order's transaction, since a membership can end or a birthday pass
 * while the basket is held.
 */
export async function assertAttendeesMayGo(
  db: Database,
  lines: readonly CartLine[],
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
}
