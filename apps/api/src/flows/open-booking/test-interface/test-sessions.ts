import { createHash } from 'node:crypto';
import { addCalendarDays, calendarDateIn, isoWeekday } from '@lido/calendar-date';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { saveCancellationPolicies } from '../../../contexts/venue-setup/cancellation-policies';
import {
  findActivityConcept,
  newActivityId,
  saveActivities,
  saveBookingWindows,
  savePricingOptions,
} from '../../../contexts/venue-setup/catalogue';
import {
  changeCapacities,
  extendOccurrenceHorizon,
  occurrences,
  saveWeeklySchedules,
} from '../../../contexts/timetable/timetable';

// How the test interface makes a session, as an operator makes a weekly class: an activity
// mapped to the OpenActive activity list, with a price, a booking window and a cancellation
// policy, and one dated class on a day a few days ahead. Each test dataset's activities carry its
// mark in their slug (`datasetSlugPrefix`), so its sessions can be found and retired again
// without a table of their own.

export interface TestInterfaceDeps {
  db: Database;
  clock: Clock;
}

/** A class takes place this many days from today (the venue's), at midday: well after 2 h. */
const DAYS_AHEAD = 3;
/** A venue closure on the day moves the class to the next day, this many times at most. */
const DAYS_TRIED = 4;
const START_TIME = '12:00';
const PRICE_PENCE = 1000;

/** What a criteria asks of the activity and its class. */
export interface CriteriaTerms {
  label: string;
  /** Places on the class; 0 leaves no spaces. */
  capacity: number;
  cutoffMinutes: number;
}

/**
 * The slug prefix of a dataset's activities: a hash of its id, since a dataset id may hold any
 * character and a slug goes into addresses. Nothing but the test interface makes such slugs.
 */
export function datasetSlugPrefix(datasetId: string): string {
  return `openactive-test-${createHash('sha256').update(datasetId).digest('hex').slice(0, 16)}-`;
}

/** Only one test interface write at a time: two classes of a new criteria make one activity. */
export const lockTestInterface = (tx: Database) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('lido-openactive-test-interface'))`);

/** The activity's own terms: its price, booking window and cancellation policy. */
export async function makeActivity(
  tx: Database,
  venueId: number,
  { slug, name, terms }: { slug: string; name: string; terms: CriteriaTerms },
): Promise<string> {
  const categoryId = newActivityId();
  const concept = findActivityConcept('Yoga');
  if (!concept) throw new Error('the OpenActive activity list has no Yoga');
  await saveActivities(tx, [
    {
      id: categoryId,
      isNew: true,
      fields: {
        venueId,
        parentId: null,
        slug,
        name,
        description: 'Made by the OpenActive test interface (demo only).',
        v1Type: 'class_templates',
        v2Type: 'classes',
        allocationStrategy: 'system',
        sortOrder: 999,
        allowsAnonymousBookings: true,
        openactiveActivityId: concept.id,
      },
      locationIds: [],
    },
  ]);
  await savePricingOptions(tx, [
    {
      id: null,
      isNew: true,
      fields: { categoryId, name: 'Standard', kind: 'standard', pricePence: PRICE_PENCE },
    },
  ]);
  // Open a week ahead, so the class is on sale from the moment it is made.
  await saveBookingWindows(tx, [
    {
      categoryId,
      fields: {
        viewDaysAnonymous: 7,
        viewDaysSignedIn: 7,
        releaseDaysBefore: 7,
        releaseTime: '00:00',
        lastBookableMinutesAfterStart: 0,
      },
    },
  ]);
  await saveCancellationPolicies(tx, [
    {
      id: null,
      fields: {
        categoryId,
        cutoffMinutes: terms.cutoffMinutes,
        refundTo: 'credit',
        afterCutoff: 'prevent',
        lateFeePence: 0,
        noShowFeePence: 0,
      },
    },
  ]);
  return categoryId;
}

/**
 * One class on a day from DAYS_AHEAD on: a schedule of that day alone, which the occurrence
 * horizon makes its session from (as it does every schedule's). A day the venue is closed makes
 * none; the next day is tried.
 */
export async function makeClass(
  tx: Database,
  {
    operatorId,
    venue,
    categoryId,
    name,
    terms,
    now,
  }: {
    operatorId: number;
    venue: { id: number; timezone: string };
    categoryId: string;
    name: string;
    terms: CriteriaTerms;
    now: Date;
  },
): Promise<{ occurrenceId: number; scheduleId: number }> {
  const today = calendarDateIn(now, venue.timezone);
  for (let offset = DAYS_AHEAD; offset < DAYS_AHEAD + DAYS_TRIED; offset += 1) {
    const date = addCalendarDays(today, offset);
    const [byWeekday] = await saveWeeklySchedules(
      tx,
      operatorId,
      [
        {
          schedulesByWeekday: null,
          fields: {
            categoryId,
            venueId: venue.id,
            locationId: null,
            kind: 'class',
            name,
            weekdays: [isoWeekday(date)],
            startTime: START_TIME,
            durationMinutes: 60,
            // A schedule has at least one place; a class with none has its session's set to 0.
            capacity: Math.max(1, terms.capacity),
            hasWaitlist: false,
            startsOn: date,
            endsOn: date,
            instructorName: null,
          },
        },
      ],
      date,
    );
    const scheduleId = Object.values(byWeekday ?? {})[0];
    if (scheduleId === undefined) throw new Error('the class was not scheduled');
    await extendOccurrenceHorizon(tx, now, offset);
    const [made] = await tx
      .select({ id: occurrences.id })
      .from(occurrences)
      .where(eq(occurrences.scheduleId, scheduleId));
    if (!made) continue;
    if (terms.capacity === 0) {
      await changeCapacities(tx, [{ occurrenceId: made.id, capacity: 0 }]);
    }
    return { occurrenceId: made.id, scheduleId };
  }
  throw new Error(`the venue is closed on each of the ${DAYS_TRIED} days a class was tried on`);
}
