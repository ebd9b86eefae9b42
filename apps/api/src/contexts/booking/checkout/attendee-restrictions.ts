import type { Database } from '../../../platform/db/client';
import type { CartLine } from '../basket';
import { assertQuestionsAnswered } from '../../timetable/questions';
import { assertPlacesReady } from '../../timetable/restrictions';

/**
 * The basket's places are ready to be paid for: each attendee may take theirs, has signed its
 * waiver (named in `completed_waivers`) and answered its required questions. Checked before a
 * card is asked for and again in the order's transaction.
 */
export async function assertAttendeesMayGo(
  db: Database,
  lines: readonly CartLine[],
  completedWaivers: readonly unknown[] | null | undefined,
  now: Date,
): Promise<void> {
  await assertPlacesReady(db, lines, completedWaivers, now);
  await assertQuestionsAnswered(db, lines);
}
