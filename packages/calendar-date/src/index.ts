// Building a formatter costs far more than using one, and this runs on every signed-in request.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(
  locale: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The calendar date (`YYYY-MM-DD`) of an instant in a zone; Lido's operators are in Europe/London. */
export function calendarDateIn(instant: Date, timeZone = 'Europe/London'): string {
  return formatterFor('en-CA', timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The wall-clock time (`HH:MM`, 24-hour) of an instant in a zone. */
export function clockTimeIn(instant: Date, timeZone = 'Europe/London'): string {
  return formatterFor('en-GB', timeZone, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

/** The ISO weekday (1 = Monday … 7 = Sunday) of a calendar date. */
export function isoWeekday(date: string): number {
  return ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/** A calendar date moved by whole days. */
export function addCalendarDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus whole months, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addCalendarMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return isoDate(targetYear, targetMonth, Math.min(day, lastDay));
}

/** A calendar date from its parts. */
export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
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

/** Whole years between a date of birth and a date, both YYYY-MM-DD (29 Feb birthdays: 1 Mar). */
export function ageOn(dateOfBirth: string, date: string): number {
  const [birthYear, birthMonth, birthDay] = dateOfBirth.split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const hadBirthday = month > birthMonth || (month === birthMonth && day >= birthDay);
  return year - birthYear - (hadBirthday ? 0 : 1);
}
