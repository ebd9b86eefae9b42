const londonDate = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'Europe/London',
});

/** Today at the venues (`2026-10-20`), whatever zone the browser is in: the API's "today" too. */
export function londonToday(now: Date = new Date()): string {
  return londonDate.format(now);
}
