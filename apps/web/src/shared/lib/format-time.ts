/** The last minute of a day; later values are capped so 24:00 never appears (SPEC.md section 5). */
export const lastMinuteOfDay = 1439;

/** Formats minutes after midnight as `07:05` (24-hour) or `7:05am` (12-hour, not zero-padded). */
export function formatMinutesOfDay(minutes: number, clock: '12' | '24' = '24'): string {
  const capped = Math.min(Math.max(Math.floor(minutes), 0), lastMinuteOfDay);
  const hours = Math.floor(capped / 60);
  const mins = String(capped % 60).padStart(2, '0');
  if (clock === '24') return `${String(hours).padStart(2, '0')}:${mins}`;
  const suffix = hours < 12 ? 'am' : 'pm';
  const twelveHour = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelveHour}:${mins}${suffix}`;
}
