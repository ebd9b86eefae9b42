const londonLongDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** When consent to keep medical notes was given (an instant), as London's date: `20 October 2026`. */
export function consentDate(instant: string): string {
  return londonLongDate.format(new Date(instant));
}
