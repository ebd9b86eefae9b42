// Building a formatter costs far more than using one, and this runs on every signed-in request.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (`YYYY-MM-DD`) of an instant in a zone; Lido's operators are in Europe/London. */
export function calendarDateIn(instant: Date, timeZone = 'Europe/London'): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** An instant's London date as My account writes it: "Tue 20 October 2026". */
export function longDateInLondon(instant: Date): string {
  return longDate.format(instant).replace(',', '');
}
