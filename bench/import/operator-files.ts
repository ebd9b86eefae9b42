// The files a large operator would import: a London leisure trust of `venues` venues, with their
// courts, pools and studios, activities, prices, timetables, plans, staff and customers, in the
// column sets of docs/import/. Seeded, so the same sizes give the same files byte for byte.

import { inwardLetters, seededRandom, type Generation } from './operator-data';
import { activitiesFiles } from './operator-files-activities';
import { peopleFiles } from './operator-files-people';
import { timetableFiles } from './operator-files-timetable';
import { venuesFiles } from './operator-files-venues';

export interface OperatorFileSizes {
  venues: number;
  activities: number;
  schedules: number;
  customers: number;
}

/** Every kind in the order the import writes them; each file is `<kind>.csv`. */
export const generatedKinds = [
  'operator',
  'venues',
  'locations',
  'activities',
  'prices',
  'booking_windows',
  'cancellation_policies',
  'schedules',
  'closures',
  'membership_plans',
  'staff',
  'customers',
] as const;
export type GeneratedKind = (typeof generatedKinds)[number];

/** The rows of one file: a header and its rows, as CSV text (RFC 4180, CRLF). */
export interface GeneratedFile {
  kind: GeneratedKind;
  rows: number;
  csv: string;
}

/** An operator's files at the given sizes, one per kind in write order. */
export function generateOperatorFiles(sizes: OperatorFileSizes, seed = 19): GeneratedFile[] {
  const random = seededRandom(seed);
  const g: Generation = {
    random,
    postcode: (outward) =>
      `${outward} ${random.int(1, 9)}${random.pick([...inwardLetters])}${random.pick([...inwardLetters])}`,
    sizes,
    venues: [],
    activities: [],
    schedules: [],
  };
  // In write order, each from the same random source: the same sizes give the same files.
  return [...venuesFiles(g), ...activitiesFiles(g), ...timetableFiles(g), ...peopleFiles(g)];
}
