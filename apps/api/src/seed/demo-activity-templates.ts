// The demo operator's instructors and tags. Its activities and timetables are imported from
// demo-import/; the import finds the instructors its schedules name by name, and the seed tags
// every session of an activity with the activity's tags.

export const demoInstructors = [
  'Aisha Khan',
  'Ben Carter',
  'Chloe Evans',
  'Daniel Okafor',
  'Emma Walsh',
  'Fraser McLeod',
  'Grace Thompson',
  'Harriet Jones',
  'Idris Price',
  'Jess Murphy',
].map((name, index) => ({ id: 301 + index, name }));

export const demoTags = [
  'Beginner friendly',
  'High intensity',
  'Low impact',
  'Over 60s',
  'Women only',
  'Family',
].map((name, index) => ({ id: 401 + index, name }));

/** The tags of every session of an activity, by the activity's slug. */
export const demoTagsByActivity: Readonly<Record<string, readonly string[]>> = {
  yoga: ['Beginner friendly', 'Low impact'],
  spin: ['High intensity'],
  'body-pump': ['High intensity'],
  pilates: ['Low impact', 'Over 60s', 'Beginner friendly'],
  'reformer-pilates': ['Low impact'],
  'aqua-aerobics': ['Low impact', 'Over 60s'],
  'family-swim': ['Family'],
};
