// What the booking journeys share: the emulator's test cards, the site's copy they wait for, the
// shape of the timetable rows they read through the API, and dates in the venues' zone.

/** The built-in Opayo emulator's test cards (apps/emulators/src/opayo/test-cards.ts). */
export const testCards = {
  frictionless: '4929000000006',
  challenged: '4929000005559',
  declined: '4000000000000002',
} as const;

export const addedCopy = 'Successfully added item to the basket.';
export const orderCompletedCopy = 'Order completed Successfully.';

/** A class as `…/v2/timetable` answers it, as far as the journeys read it. */
export interface ClassRow {
  name: string;
  starts_at: { format_24_hour: string };
  spaces: number;
  action_to_show: { status: string | null };
}

/** A date `days` ahead in the venues' zone, as the timetable's date segment. */
export function londonDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );
}
