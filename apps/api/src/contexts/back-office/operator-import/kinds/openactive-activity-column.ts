import { findActivityConcept } from '../../../venue-setup/catalogue';
import { text, type ColumnSpec, type Parser } from '../import-columns';

// An activity's concept in the OpenActive activity list, which Lido's open data feeds publish as
// its `activity`. Operators write what they can read (the concept's label) or copy its id; the
// row keeps the concept's full @id, so the label and the id of one concept are the same row and
// a file changed from one to the other changes nothing.

const openactiveActivity: Parser<string> = (raw) => {
  const parsed = text(200)(raw);
  if ('error' in parsed) return parsed;
  const concept = findActivityConcept(parsed.value);
  if (concept === undefined) {
    return {
      error: `names "${parsed.value}", which is not in the OpenActive activity list: give an activity's name as the list writes it (“Yoga”, “Swimming Lessons”), its id or its uuid (openactive.io/activity-list).`,
    };
  }
  return { value: concept.id };
};

export const openactiveActivityColumn: ColumnSpec<string> = {
  name: 'openactive_activity',
  required: false,
  parse: openactiveActivity,
  description:
    "What it is in the OpenActive activity list (openactive.io/activity-list), for Lido's open data: the activity's name there (“Yoga”, “Swimming Lessons”), its id (https://openactive.io/activity-list#…) or its uuid. Empty for none.",
};
