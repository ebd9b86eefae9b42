import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { releaseHoldsOn } from '../../../contexts/booking/basket';
import { cancelBookingsOfCancelledSession } from '../../../contexts/booking/bookings';
import { closeWaitlistOf } from '../../../contexts/booking/waitlists';
import { categories, saveActivities } from '../../../contexts/venue-setup/catalogue';
import {
  findOperatedSession,
  markOccurrenceCancelled,
} from '../../../contexts/timetable/timetable';
import { datasetSlugPrefix, lockTestInterface, type TestInterfaceDeps } from './test-sessions';

// Retiring a test dataset (the test interface's `DELETE …/test-interface/datasets/{id}`): what
// the test interface made for it leaves the feeds and stops being bookable. Only activities whose
// slug carries the dataset's mark are touched; the rest of the timetable never is.

const RETIRED_REASON = 'The OpenActive test dataset it was made for was deleted.';

export interface RetiredDataset {
  /** Sessions cancelled, their bookings refunded in full. */
  sessionsCancelled: number;
  /** Activities taken off the open data. */
  activitiesRetired: number;
}

/**
 * Cancels the dataset's sessions yet to start, as the venue cancelling them would (holds let go
 * of, bookings cancelled and refunded in full, so partners' orders show them cancelled by the
 * seller, waitlists closed), then unmaps each of its activities from the OpenActive activity
 * list, which takes its series and sessions off the feeds (tombstones), and renames it out of
 * the dataset's live slugs so a new run makes fresh activities. Running it again changes nothing.
 * Card refunds are queued for the payments sweep to send; no email is sent (test customers).
 */
export async function deleteTestDataset(
  deps: TestInterfaceDeps,
  { operatorId, datasetId, now }: { operatorId: number; datasetId: string; now: Date },
): Promise<RetiredDataset> {
  // The prefix is hex and hyphens: nothing in it is special to LIKE.
  const pattern = `${datasetSlugPrefix(datasetId)}%`;
  return deps.db.transaction(async (tx) => {
    await lockTestInterface(tx);
    const sessions = await rowsOf<{ id: number; category_id: string }>(
      tx,
      sql`select o.id::float8 as id, o.category_id from occurrences o
        join categories c on c.id = o.category_id
        join venues v on v.id = c.venue_id
        where v.operator_id = ${operatorId} and c.slug like ${pattern}
          and o.cancelled_at is null and o.starts_at > ${now.toISOString()}::timestamptz
        order by o.id`,
    );
    let sessionsCancelled = 0;
    for (const row of sessions) {
      if (await cancelTestSession(tx, Number(row.id), row.category_id, now)) {
        sessionsCancelled += 1;
      }
    }
    const activitiesRetired = await retireActivities(tx, operatorId, pattern);
    return { sessionsCancelled, activitiesRetired };
  });
}

/** Cancels one session as session-operations does, without its emails and audit entry. */
async function cancelTestSession(
  tx: Database,
  occurrenceId: number,
  categoryId: string,
  now: Date,
): Promise<boolean> {
  // Locked, so a checkout booking it either finishes first (and is cancelled here) or is refused.
  const session = await findOperatedSession(tx, occurrenceId, { lock: true });
  if (!session || session.cancelledAt !== null) return false;
  if (!(await markOccurrenceCancelled(tx, occurrenceId, { reason: RETIRED_REASON, now }))) {
    return false;
  }
  await releaseHoldsOn(tx, occurrenceId);
  await cancelBookingsOfCancelledSession(tx, { occurrenceId, categoryId, now });
  await closeWaitlistOf(tx, occurrenceId, now);
  return true;
}

/** Unmaps and renames the dataset's activities still published; answers how many. */
async function retireActivities(
  tx: Database,
  operatorId: number,
  pattern: string,
): Promise<number> {
  const live = await tx
    .select()
    .from(categories)
    .where(
      sql`${categories.slug} like ${pattern} and ${categories.openactiveActivityId} is not null
        and ${categories.venueId} in (select id from venues where operator_id = ${operatorId})`,
    );
  if (live.length === 0) return 0;
  await saveActivities(
    tx,
    live.map((activity) => ({
      id: activity.id,
      isNew: false,
      fields: {
        venueId: activity.venueId,
        parentId: activity.parentId,
        // Still under the dataset's prefix, so a second deletion finds (and skips) it.
        slug: `${pattern.slice(0, -1)}retired-${activity.id}`,
        name: activity.name,
        description: activity.description,
        v1Type: activity.v1Type,
        v2Type: activity.v2Type,
        allocationStrategy: activity.allocationStrategy,
        sortOrder: activity.sortOrder,
        allowsAnonymousBookings: activity.allowsAnonymousBookings,
        openactiveActivityId: null,
      },
      locationIds: [],
    })),
  );
  return live.length;
}
