import type { SessionMove } from '../api/move-session';

// The week page's sentences about moving a session, in one place so the panel, the status line
// and their tests say the same thing.

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** A venue-local date as `Sat 24 October`, read as written (never shifted by the browser's zone). */
export function dayLabel(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dayFormat.format(parsed);
}

export const atTime = (date: string, time: string) => `${dayLabel(date)} at ${time}`;

/** What the move panel asks, with who will hear of it. */
export function moveQuestion(
  session: { name: string; date: string; startTime: string; booked: number },
  to: { date: string; time: string },
): string {
  const question = `Move ${session.name} from ${atTime(session.date, session.startTime)} to ${atTime(to.date, to.time)}?`;
  if (session.booked === 0) return `${question} Nobody has booked it yet.`;
  return session.booked === 1
    ? `${question} Its 1 booked customer will be emailed.`
    : `${question} Its ${session.booked} booked customers will be emailed.`;
}

/** After the API's sentence naming the sessions in the way (`LOCATION_CLASH`). */
export const moveAnywayQuestion = (name: string) =>
  `Move ${name} there anyway, or keep it where it is?`;

/** What a move did, for the page's status line. */
export function movedCopy(result: SessionMove): string {
  const where = atTime(result.to.date, result.to.startTime);
  return result.moved
    ? `${result.name} moved to ${where}.`
    : `${result.name} is already on ${where}: nothing changed.`;
}
