// The files a large operator would import: a London leisure trust of `venues` venues, with their
// courts, pools and studios, activities, prices, timetables, plans, staff and customers, in the
// column sets of docs/import/. Seeded, so the same sizes give the same files byte for byte.

import { inwardLetters, seededRandom, type Generation, type GeneratedFile } from './operator-data';
import { activitiesFiles } from './operator-files-activities';
import { peopleFiles } from './operator-files-people';
import { timetableFiles } from './operator-files-timetable';
import { venuesFiles } from './operator-files-venues';

export { generatedKinds, type GeneratedFile, type GeneratedKind } from './operator-data';

export interface OperatorFileSizes {
  venues: number;
  activities: number;
  schedules: number;
  customers: number;
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
