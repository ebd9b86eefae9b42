import activityList from './openactive-lists/activity-list.json';
import facilityTypes from './openactive-lists/facility-types.json';

// The OpenActive activity list and facility-types list (CC BY 4.0, OpenActive, openactive.io),
// as compact copies shipped with the API (openactive-lists/README.md): what an operator maps an
// activity to, and what the open data feeds publish for it and for its courts.

/** A concept of an OpenActive list: its full `@id` and its preferred label. */
export interface OpenActiveConcept {
  readonly id: string;
  readonly prefLabel: string;
}

const activities = new Map<string, OpenActiveConcept>(
  activityList.concept.map(({ id, prefLabel }) => [id, { id, prefLabel }]),
);

/**
 * How a label is compared: case, spacing and trade-mark signs aside, so "bodypump" finds
 * "Bodypump™" (no two labels of the list differ only in these).
 */
const labelKey = (text: string) =>
  text.replace(/[™®]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();

const ACTIVITY_LIST = `${activityList.id}#`;

/** A concept's uuid: its `@id` after the `#`. */
const uuidOf = (id: string) => id.slice(id.indexOf('#') + 1).toLowerCase();

const activitiesByUuid = new Map(
  [...activities.values()].map((concept) => [uuidOf(concept.id), concept]),
);
const activitiesByLabel = new Map(
  [...activities.values()].map((concept) => [labelKey(concept.prefLabel), concept]),
);

/** Each activity's facility type: the first in the list's order that names it. */
const facilityTypeByActivity = new Map<string, OpenActiveConcept>();
for (const { id, prefLabel, activity } of facilityTypes.concept) {
  for (const activityId of activity) {
    if (!facilityTypeByActivity.has(activityId)) {
      facilityTypeByActivity.set(activityId, { id, prefLabel });
    }
  }
}

/** The activity list's concept with this full `@id`. */
export function activityConcept(id: string): OpenActiveConcept | undefined {
  return activities.get(id);
}

/**
 * The activity list's concept an operator names: by its full `@id`
 * (`https://openactive.io/activity-list#c0360db0-…`), its uuid alone, or its preferred label
 * ("Badminton"), whatever the case and surrounding spaces.
 */
export function findActivityConcept(text: string): OpenActiveConcept | undefined {
  const trimmed = text.trim();
  if (trimmed.toLowerCase().startsWith(ACTIVITY_LIST)) {
    return activitiesByUuid.get(trimmed.slice(ACTIVITY_LIST.length).toLowerCase());
  }
  return activitiesByUuid.get(trimmed.toLowerCase()) ?? activitiesByLabel.get(labelKey(trimmed));
}

/**
 * The facility type whose courts or rooms are for this activity (`@id` of the activity list):
 * Badminton is played on a Badminton Court. Undefined for an activity no facility type names.
 */
export function facilityTypeForActivity(activityId: string): OpenActiveConcept | undefined {
  return facilityTypeByActivity.get(activityId);
}
