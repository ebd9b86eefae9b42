import { addCalendarDays, calendarDateIn } from '@lido/calendar-date';
import { findActivityFacts } from '../../../venue-setup/catalogue';
import {
  applyScheduleRule,
  saveWeeklySchedules,
  type OccurrenceKind,
  type SchedulesByWeekday,
} from '../../../timetable/timetable';
import {
  integer,
  isoDate,
  listOf,
  operatorId,
  text,
  timeOfDay,
  weekday,
  yesNo,
  type Parser,
} from '../import-columns';
import type { ImportKind } from '../import-kind';
import { activityAtCheck, isSameVenue, locationVenueAtCheck } from './timetable-references';

export interface ScheduleRow extends Record<string, unknown> {
  schedule_id: string;
  activity_id: string;
  location_id: string | null;
  /** ISO weekdays, ascending, each once. */
  days: number[];
  start_time: string;
  end_time: string;
  capacity: number;
  waitlist: boolean | null;
  starts_on: string | null;
  ends_on: string | null;
  /** The activity's name when the file leaves it empty (filled in before hashing). */
  name: string | null;
  instructor: string | null;
}

export const weekdayNames = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

/** Weekdays in any order, a day named twice counted once: "Wed;Mon" is the same as "Mon;Wed". */
const weekdays: Parser<number[]> = (raw) => {
  const parsed = listOf(weekday)(raw);
  if ('error' in parsed) return parsed;
  return { value: [...new Set(parsed.value)].sort((a, b) => a - b) };
};

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const occurrenceKindOfV2Type = {
  classes: 'class',
  resources: 'slot',
  ticketed: 'ticketed',
} as const;

/** Lido's schedules of an imported weekly session, by ISO weekday (the id the import keeps). */
export function schedulesByWeekday(internalId: string): SchedulesByWeekday {
  return JSON.parse(internalId) as SchedulesByWeekday;
}

/**
 * Weekly sessions: an activity at a time on some weekdays. Each weekday is a schedule of its own
 * in Lido, so the id kept for a row is its schedules by weekday ({"1":12,"3":13}); a weekday
 * dropped from the row stays in it, its schedule ended the day before the import.
 */
export const schedulesKind: ImportKind<ScheduleRow> = {
  name: 'schedules',
  label: 'schedule',
  key: 'schedule_id',
  columns: [
    {
      name: 'schedule_id',
      required: true,
      parse: operatorId,
      description: 'Your id for the weekly session.',
    },
    {
      name: 'activity_id',
      required: true,
      parse: operatorId,
      refersTo: 'activities',
      description: 'The class, court or ticketed activity it is a session of (your activity_id).',
    },
    {
      name: 'location_id',
      required: false,
      parse: operatorId,
      refersTo: 'locations',
      description: 'The court, pool or studio, at the activity’s venue; required for a court.',
    },
    {
      name: 'days',
      required: true,
      parse: weekdays,
      description: 'The weekdays it runs on, separated by semicolons in CSV (“Mon;Wed”).',
    },
    {
      name: 'start_time',
      required: true,
      parse: timeOfDay,
      description: 'Start, 24-hour London time (HH:MM).',
    },
    {
      name: 'end_time',
      required: true,
      parse: timeOfDay,
      description: 'End, the same day (HH:MM).',
    },
    {
      name: 'capacity',
      required: true,
      parse: integer(1, 500),
      description: 'Places in each session (1–500).',
    },
    {
      name: 'waitlist',
      required: false,
      parse: yesNo,
      description:
        'Whether customers may join a waiting list when it is full (yes/no; no when empty).',
    },
    {
      name: 'starts_on',
      required: false,
      parse: isoDate,
      description: 'The first day it runs (YYYY-MM-DD); empty: from now.',
    },
    {
      name: 'ends_on',
      required: false,
      parse: isoDate,
      description: 'The last day it runs (YYYY-MM-DD); empty: until further notice.',
    },
    {
      name: 'name',
      required: false,
      parse: text(120),
      description: 'Its name; the activity’s when empty.',
    },
    { name: 'instructor', required: false, parse: text(80), description: 'The instructor’s name.' },
  ],
  async check(row, context) {
    const problems: Array<{ column: string; message: string }> = [];
    const values = row.values;
    if (minutesOf(values.end_time) <= minutesOf(values.start_time)) {
      problems.push({
        column: 'end_time',
        message: 'The session must end after it starts, on the same day.',
      });
    }
    if (values.starts_on !== null && values.ends_on !== null && values.ends_on < values.starts_on) {
      problems.push({
        column: 'ends_on',
        message: 'The last day must not be before the first (starts_on).',
      });
    }
    const activity = await activityAtCheck(context, values.activity_id);
    if (!activity) return problems;
    if (activity.kind === 'group') {
      problems.push({
        column: 'activity_id',
        message: `"${values.activity_id}" is a group of activities, which has no sessions: name one of its activities.`,
      });
    }
    if (values.location_id === null) {
      if (activity.kind === 'court') {
        problems.push({
          column: 'location_id',
          message: 'A court activity’s session needs the court it is on: give its location_id.',
        });
      }
    } else {
      const locationVenue = await locationVenueAtCheck(context, values.location_id);
      if (locationVenue && !isSameVenue(context, locationVenue, activity.venue)) {
        problems.push({
          column: 'location_id',
          message: `The location "${values.location_id}" is not at the venue of the activity "${values.activity_id}".`,
        });
      }
    }
    return problems;
  },
  async complete(rows, context) {
    for (const row of rows) {
      if (row.values.name !== null) continue;
      row.values.name = (await activityAtCheck(context, row.values.activity_id))?.name ?? null;
    }
    return [];
  },
  async write(rows, context) {
    const activityIds = rows.map((row) => context.internalId('activities', row.values.activity_id));
    const activities = await findActivityFacts(context.tx, activityIds);
    const lastDayOfDroppedWeekdays = addCalendarDays(calendarDateIn(context.now), -1);
    const saved = await saveWeeklySchedules(
      context.tx,
      context.operatorId,
      rows.map((row, index) => {
        const values = row.values;
        const activity = activities.get(activityIds[index]!);
        if (!activity?.v2Type) throw new Error(`activity ${activityIds[index]} has no sessions`);
        const kind: OccurrenceKind = occurrenceKindOfV2Type[activity.v2Type];
        return {
          schedulesByWeekday: row.internalId === null ? null : schedulesByWeekday(row.internalId),
          fields: {
            categoryId: activityIds[index]!,
            venueId: activity.venueId,
            locationId:
              values.location_id === null
                ? null
                : Number(context.internalId('locations', values.location_id)),
            kind,
            name: values.name ?? activity.name,
            weekdays: values.days,
            startTime: values.start_time,
            durationMinutes: minutesOf(values.end_time) - minutesOf(values.start_time),
            capacity: values.capacity,
            hasWaitlist: values.waitlist ?? false,
            startsOn: values.starts_on,
            endsOn: values.ends_on,
            instructorName: values.instructor,
          },
        };
      }),
      lastDayOfDroppedWeekdays,
    );
    // A changed rule moves the sessions already made that nobody has booked; booked ones are
    // left for a manager (GET /api/admin/schedules/{id}/booked-sessions).
    for (const [index, row] of rows.entries()) {
      if (row.internalId === null) continue;
      for (const scheduleId of Object.values(saved[index]!)) {
        await applyScheduleRule(context.tx, scheduleId, context.now);
      }
    }
    return new Map(rows.map((row, index) => [row.key, JSON.stringify(saved[index])]));
  },
};
