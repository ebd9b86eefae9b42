import { saveBookingWindows } from '../../../venue-setup/catalogue';
import { integer, operatorId, timeOfDay } from '../import-columns';
import type { ImportKind } from '../import-kind';
import { activityKindOf } from './activity-check-facts';

/** What Lido does with an empty bookable_until_minutes_after_start: the catalogue's default. */
const DEFAULT_MINUTES_AFTER_START = 10;

interface BookingWindowRow extends Record<string, unknown> {
  activity_id: string;
  view_days_anonymous: number;
  view_days_signed_in: number;
  release_days_before: number;
  release_time: string;
  bookable_until_minutes_after_start: number | null;
}

/**
 * How far ahead an activity's sessions can be seen and booked, and until when: one row per
 * bookable activity, named by it (activities without a row keep Lido's defaults).
 */
export const bookingWindowsKind: ImportKind<BookingWindowRow> = {
  name: 'booking_windows',
  label: 'booking window',
  key: 'activity_id',
  columns: [
    {
      name: 'activity_id',
      required: true,
      parse: operatorId,
      refersTo: 'activities',
      description: 'The class, court or ticketed activity whose window this is (your activity_id).',
    },
    {
      name: 'view_days_anonymous',
      required: true,
      parse: integer(0, 60),
      description:
        'How many days ahead visitors who have not signed in see its sessions (0 to 60).',
    },
    {
      name: 'view_days_signed_in',
      required: true,
      parse: integer(0, 60),
      description:
        'How many days ahead signed-in customers see them (0 to 60, at least view_days_anonymous).',
    },
    {
      name: 'release_days_before',
      required: true,
      parse: integer(0, 60),
      description: 'How many days before its date a session opens for booking (0 to 60).',
    },
    {
      name: 'release_time',
      required: true,
      parse: timeOfDay,
      description:
        'The time of day, at the venue, sessions open for booking (HH:MM, such as 22:00).',
    },
    {
      name: 'bookable_until_minutes_after_start',
      required: false,
      parse: integer(-1440, 1440),
      description: `Until how many minutes after the start a session can be booked (negative: before the start; ${DEFAULT_MINUTES_AFTER_START} when empty).`,
    },
  ],
  async check(row, context) {
    const problems: Array<{ column: string; message: string }> = [];
    const values = row.values;
    if (values.view_days_signed_in < values.view_days_anonymous) {
      problems.push({
        column: 'view_days_signed_in',
        message:
          'Signed-in customers must see at least as many days ahead as visitors: view_days_signed_in cannot be less than view_days_anonymous.',
      });
    }
    const activity = await activityKindOf(context, values.activity_id);
    if (activity?.kind === 'group') {
      problems.push({
        column: 'activity_id',
        message: `"${activity.name}" is a group, which has no sessions to book: give the window to the activities in it.`,
      });
    }
    return problems;
  },
  async write(rows, context) {
    const ids = new Map(
      rows.map((row) => [row.key, context.internalId('activities', row.values.activity_id)]),
    );
    await saveBookingWindows(
      context.tx,
      rows.map((row) => ({
        categoryId: ids.get(row.key)!,
        fields: {
          viewDaysAnonymous: row.values.view_days_anonymous,
          viewDaysSignedIn: row.values.view_days_signed_in,
          releaseDaysBefore: row.values.release_days_before,
          releaseTime: row.values.release_time,
          lastBookableMinutesAfterStart:
            row.values.bookable_until_minutes_after_start ?? DEFAULT_MINUTES_AFTER_START,
        },
      })),
    );
    return ids;
  },
};
