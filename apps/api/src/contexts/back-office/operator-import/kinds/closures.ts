import { isoWeekday } from '@lido/calendar-date';
import {
  addScheduleClosure,
  applyScheduleRule,
  findScheduleCalendars,
  findScheduleClosureId,
  schedulesWithSessionsOn,
  updateScheduleClosure,
} from '../../../timetable/timetable';
import { isoDate, operatorId, text } from '../import-columns';
import type { CheckContext, ImportKind, ImportRow } from '../import-kind';
import { schedulesByWeekday, weekdayNames, type ScheduleRow } from './schedules';
import { activityAtCheck, isSameVenue, type VenueReference } from './timetable-references';

interface ClosureRow extends Record<string, unknown> {
  closure_id: string;
  venue_id: string;
  schedule_id: string | null;
  date: string;
  reason: string;
}

type Problem = { column: string; message: string };

/**
 * Days a venue is closed (bank holidays, maintenance), or one weekly session is off. The
 * occurrence horizon makes no session on them; sessions it made already are cancelled unless
 * someone has booked them.
 */
export const closuresKind: ImportKind<ClosureRow> = {
  name: 'closures',
  label: 'closure',
  key: 'closure_id',
  columns: [
    {
      name: 'closure_id',
      required: true,
      parse: operatorId,
      description: 'Your id for the closure.',
    },
    {
      name: 'venue_id',
      required: true,
      parse: operatorId,
      refersTo: 'venues',
      description: 'The venue (your venue_id).',
    },
    {
      name: 'schedule_id',
      required: false,
      parse: operatorId,
      refersTo: 'schedules',
      description:
        'The weekly session that is off that day (your schedule_id); empty: the whole venue is closed.',
    },
    { name: 'date', required: true, parse: isoDate, description: 'The day (YYYY-MM-DD).' },
    {
      name: 'reason',
      required: true,
      parse: text(200),
      description: 'Why, as customers see it (“Bank holiday”).',
    },
  ],
  async check(row, context) {
    const values = row.values;
    const problems: Problem[] = [];
    if (values.reason.trim() === '') {
      problems.push({ column: 'reason', message: 'Give the reason for the closure.' });
    }
    const closures = context.rows.get('closures') ?? [];
    const twin = closures
      .slice(0, closures.indexOf(row))
      .find(
        (other) =>
          other.values.date === values.date &&
          other.values.schedule_id === values.schedule_id &&
          (values.schedule_id !== null || other.values.venue_id === values.venue_id),
      );
    if (twin) {
      problems.push({
        column: values.schedule_id === null ? 'venue_id' : 'schedule_id',
        message: `${closed(values)} on ${values.date} already by the closure on ${twin.file} line ${twin.line}: one closure a day is enough.`,
      });
    }
    // One at a time, as the import adds every problem: spreading a long list overflows the stack.
    if (values.schedule_id !== null) {
      for (const problem of await checkSchedule(row, context)) problems.push(problem);
    }
    if (problems.length === 0) {
      for (const problem of await checkAgainstDatabase(row, context)) problems.push(problem);
    }
    return problems;
  },
  async write(rows, context) {
    const ids = new Map<string, string>();
    const closedSchedules = new Set<number>();
    for (const row of rows) {
      const values = row.values;
      let scheduleId: number | null = null;
      if (values.schedule_id !== null) {
        const byWeekday = schedulesByWeekday(context.internalId('schedules', values.schedule_id));
        scheduleId = byWeekday[String(isoWeekday(values.date))] ?? null;
        if (scheduleId === null)
          throw new Error(`schedule ${values.schedule_id} does not run on ${values.date}`);
      }
      const closure = {
        venueId: Number(context.internalId('venues', values.venue_id)),
        scheduleId,
        onDate: values.date,
        reason: values.reason.trim(),
      };
      for (const id of await schedulesWithSessionsOn(context.tx, closure)) closedSchedules.add(id);
      if (row.internalId === null) {
        const added = await addScheduleClosure(context.tx, closure);
        // The day was closed already (from the console): the import takes that closure over.
        if (!added.created) await updateScheduleClosure(context.tx, added.id, closure);
        ids.set(row.key, String(added.id));
      } else {
        await updateScheduleClosure(context.tx, Number(row.internalId), closure);
        ids.set(row.key, row.internalId);
      }
    }
    // Sessions already made on the days now closed: those nobody has booked are cancelled, as a
    // changed rule's are; booked ones stay for a manager to decide (GET
    // /api/admin/schedules/{id}/booked-sessions lists them).
    for (const scheduleId of closedSchedules) {
      await applyScheduleRule(context.tx, scheduleId, context.now);
    }
    return ids;
  },
};

function closed(values: ClosureRow): string {
  return values.schedule_id === null
    ? `The venue "${values.venue_id}" is closed`
    : `The session "${values.schedule_id}" is off`;
}

/** The session must run at the closure's venue, on the closure's weekday and within its dates. */
async function checkSchedule(
  row: ImportRow<ClosureRow>,
  context: CheckContext,
): Promise<Problem[]> {
  const { schedule_id: scheduleKey, date, venue_id: venueKey } = row.values;
  const weekday = isoWeekday(date);
  const notThatDay = (why: string): Problem[] => [
    {
      column: 'schedule_id',
      message: `The session "${scheduleKey}" does not run on ${date}: ${why}`,
    },
  ];
  let venue: VenueReference | undefined;
  let startsOn: string | null;
  let endsOn: string | null;
  const scheduleRow = (context.rows.get('schedules') ?? []).find(
    (candidate) => candidate.key === scheduleKey,
  ) as ImportRow<ScheduleRow> | undefined;
  if (scheduleRow) {
    if (!scheduleRow.values.days.includes(weekday)) {
      return notThatDay(
        `it runs on ${scheduleRow.values.days.map((day) => weekdayNames[day - 1]).join(', ')}.`,
      );
    }
    venue = (await activityAtCheck(context, scheduleRow.values.activity_id))?.venue;
    ({ starts_on: startsOn, ends_on: endsOn } = scheduleRow.values);
  } else {
    const internalId = context.existingInternalId('schedules', scheduleKey!);
    if (internalId === undefined) return [];
    const scheduleId = schedulesByWeekday(internalId)[String(weekday)];
    const calendar =
      scheduleId === undefined
        ? undefined
        : (await findScheduleCalendars(context.db, [scheduleId])).get(scheduleId);
    if (!calendar) return notThatDay(`it does not run on ${weekdayNames[weekday - 1]}s.`);
    venue = { id: calendar.venueId };
    ({ startsOn, endsOn } = calendar);
  }
  if ((startsOn !== null && date < startsOn) || (endsOn !== null && date > endsOn)) {
    return notThatDay(
      `it runs ${startsOn === null ? '' : `from ${startsOn} `}until ${endsOn ?? 'further notice'}.`,
    );
  }
  if (venue && !isSameVenue(context, venue, { key: venueKey })) {
    return [
      {
        column: 'schedule_id',
        message: `The session "${scheduleKey}" is not at the venue "${venueKey}".`,
      },
    ];
  }
  return [];
}

/**
 * A closure moved onto a day already closed (by another closure, or from the console) would be
 * refused by the database: said here, on its row. A new closure of such a day takes it over.
 */
async function checkAgainstDatabase(
  row: ImportRow<ClosureRow>,
  context: CheckContext,
): Promise<Problem[]> {
  const own = context.existingInternalId('closures', row.key);
  if (own === undefined) return [];
  const values = row.values;
  const venueId = context.existingInternalId('venues', values.venue_id);
  if (venueId === undefined) return [];
  let scheduleId: number | null = null;
  if (values.schedule_id !== null) {
    const internalId = context.existingInternalId('schedules', values.schedule_id);
    scheduleId =
      internalId === undefined
        ? null
        : (schedulesByWeekday(internalId)[String(isoWeekday(values.date))] ?? null);
    if (scheduleId === null) return [];
  }
  const holder = await findScheduleClosureId(context.db, {
    venueId: Number(venueId),
    scheduleId,
    onDate: values.date,
  });
  if (holder !== undefined && String(holder) !== own) {
    return [
      {
        column: 'date',
        message: `${closed(values)} on ${values.date} already by another closure: change that one, or choose another day.`,
      },
    ];
  }
  return [];
}
