import { dateObject, timeOfDay } from '../../timetable/timetable';

/** "Spin on Tue 20 October 2026 at 18:00": how a penalty names the session it was charged for. */
export function sessionLabel(
  session: { name: string; date: string; startsAt: Date; timezone: string },
  now: Date,
): string {
  const { full_date_pretty: day } = dateObject(
    session.date,
    session.timezone,
    now,
    session.startsAt,
  );
  const { format_24_hour: time } = timeOfDay(session.startsAt, session.timezone);
  return `${session.name} on ${day} at ${time}`;
}
