import {
  type Activity,
  type Cell,
  csvFile,
  firstNames,
  type Generation,
  lastNames,
  pad,
  time,
  type Venue,
  weekdays,
} from './operator-data';
import type { GeneratedFile } from './operator-data';

/** Weekly schedules and closures. */
export function timetableFiles(g: Generation): GeneratedFile[] {
  const { random, sizes, venues, activities } = g;
  const files: GeneratedFile[] = [];
  // Schedules: one weekly session per activity in turn, venue by venue, until there are enough.
  const perVenue = new Map<Venue, Activity[]>();
  for (const activity of activities) {
    const list = perVenue.get(activity.venue) ?? [];
    list.push(activity);
    perVenue.set(activity.venue, list);
  }
  const turns: Activity[] = [];
  for (let turn = 0; turns.length < activities.length; turn += 1) {
    for (const list of perVenue.values()) {
      const activity = list[turn];
      if (activity) turns.push(activity);
    }
  }
  const schedules = g.schedules;
  const scheduleRows: Cell[][] = [];
  const instructors = firstNames.slice(0, 30);
  for (let index = 0; index < sizes.schedules && turns.length > 0; index += 1) {
    const activity = turns[index % turns.length]!;
    const { entry } = activity;
    const days = weekdays.filter(() => random.chance(entry.kind === 'class' ? 0.3 : 0.6));
    if (days.length === 0) days.push(random.pick(weekdays));
    const start = random.int(13, 40) * 30;
    const end = Math.min(start + entry.minutes * (entry.kind === 'court' ? 6 : 1), 23 * 60 + 30);
    const capacity =
      entry.kind === 'court'
        ? 1
        : entry.kind === 'ticketed'
          ? random.int(4, 12) * 10
          : random.int(8, 30);
    const id = `S${pad(index + 1, 5)}`;
    const dated = random.chance(0.1);
    schedules.push({ id, venue: activity.venue, day: days[0]! });
    scheduleRows.push([
      id,
      activity.id,
      activity.locationIds.length > 0 ? random.pick(activity.locationIds) : null,
      days.join(';'),
      time(start),
      time(end),
      capacity,
      entry.kind === 'class' ? 'yes' : 'no',
      dated ? '2027-01-04' : null,
      dated ? '2027-07-25' : null,
      random.chance(0.1)
        ? `${entry.name} (${random.pick(['Beginners', 'Improvers', 'All levels'])})`
        : null,
      entry.kind === 'class' ? `${random.pick(instructors)} ${random.pick(lastNames)}` : null,
    ]);
  }
  files.push(
    csvFile(
      'schedules',
      [
        'schedule_id', 'activity_id', 'location_id', 'days', 'start_time', 'end_time', 'capacity',
        'waitlist', 'starts_on', 'ends_on', 'name', 'instructor',
      ], // prettier-ignore
      scheduleRows,
    ),
  );

  // Closures: every venue on Christmas and Boxing Day, and one session of each venue cancelled.
  const closureRows: Cell[][] = [];
  for (const venue of venues) {
    closureRows.push([
      `${venue.id}-XMAS`,
      venue.id,
      null,
      '2027-12-25',
      'Closed for Christmas Day',
    ]);
    closureRows.push([`${venue.id}-BOXING`, venue.id, null, '2027-12-26', 'Closed for Boxing Day']);
  }
  const firstOfVenue = new Map<Venue, (typeof schedules)[number]>();
  for (const schedule of schedules) {
    if (!firstOfVenue.has(schedule.venue)) firstOfVenue.set(schedule.venue, schedule);
  }
  for (const [venue, schedule] of firstOfVenue) {
    // The first such weekday of February 2027 (1 February 2027 is a Monday).
    const date = `2027-02-${pad(1 + weekdays.indexOf(schedule.day), 2)}`;
    closureRows.push([
      `${venue.id}-${schedule.id}`,
      venue.id,
      schedule.id,
      date,
      'Instructor unavailable',
    ]);
  }
  files.push(
    csvFile('closures', ['closure_id', 'venue_id', 'schedule_id', 'date', 'reason'], closureRows),
  );
  return files;
}
