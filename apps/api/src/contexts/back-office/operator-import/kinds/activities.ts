import { existingActivityIds, newActivityId, saveActivities } from '../../../venue-setup/catalogue';
import { integer, listOf, oneOf, operatorId, text, yesNo } from '../import-columns';
import type { ImportKind } from '../import-kind';
import { checkFacts, outlineOf } from './activity-check-facts';
import {
  addImageVersions,
  imageColumn,
  imageProblems,
  imagesChangedSince,
  storeImages,
} from './activity-image-column';
import { activityKinds, storedTypes } from './activity-kinds';
import {
  kindChangeProblems,
  locationProblems,
  parentProblems,
  type ActivityRow,
  type Problem,
} from './activity-checks';
import { openactiveActivityColumn } from './openactive-activity-column';
import { lidoActivityId, slugOfRow, webSlug } from './shared-columns';

/**
 * Activities: groups ("Fitness Classes") and the bookable classes, courts and ticketed sessions
 * in them, with the courts, pools or studios each one takes place in, an image of each, and what
 * each is in the OpenActive activity list.
 */
export const activitiesKind: ImportKind<ActivityRow> = {
  name: 'activities',
  label: 'activity',
  key: 'activity_id',
  columns: [
    {
      name: 'activity_id',
      required: true,
      parse: operatorId,
      description: 'Your id for the activity.',
    },
    lidoActivityId,
    {
      name: 'venue_id',
      required: true,
      parse: operatorId,
      refersTo: 'venues',
      description: 'The venue that runs it (your venue_id).',
    },
    {
      name: 'parent_id',
      required: false,
      parse: operatorId,
      refersTo: 'activities',
      description: 'The group it is listed under (the activity_id of a group of the same venue).',
    },
    {
      name: 'name',
      required: true,
      parse: text(80),
      description: 'Its name (“Yoga”, “Badminton 60min”).',
    },
    {
      name: 'slug',
      required: false,
      parse: webSlug,
      description: 'Its part of web addresses; made from the name when empty.',
    },
    {
      name: 'kind',
      required: true,
      parse: oneOf(activityKinds),
      description:
        'group (a heading for other activities), class, court (hired by the slot) or ticketed (drop-in sessions with ticket types).',
    },
    {
      name: 'description',
      required: false,
      parse: text(2000),
      description: 'What customers read about it.',
    },
    {
      name: 'location_ids',
      required: false,
      parse: listOf(operatorId),
      refersTo: 'locations',
      description:
        'Where it takes place: location_ids of its venue, separated by ; in CSV (none for a group).',
    },
    {
      name: 'customer_chooses_location',
      required: false,
      parse: yesNo,
      description:
        'Whether customers choose the court or lane (yes), or Lido allocates one (no, the default).',
    },
    {
      name: 'anonymous_booking',
      required: false,
      parse: yesNo,
      description: 'Whether it can be booked without signing in (yes/no; no when empty).',
    },
    {
      name: 'sort_order',
      required: false,
      parse: integer(0, 9999),
      description: 'Its place in lists, smallest first (0 when empty).',
    },
    imageColumn,
    openactiveActivityColumn,
  ],
  async check(row, context) {
    const problems: Problem[] = [];
    const values = row.values;
    const slug = slugOfRow(values);
    if (slug === '') {
      return [{ column: 'name', message: 'The name needs at least one letter or digit.' }];
    }
    const facts = await checkFacts(context);
    const venueId = context.existingInternalId('venues', values.venue_id);
    const ownId = context.existingInternalId('activities', row.key);
    const outlineOfOwn = ownId === undefined ? undefined : await outlineOf(facts, context, ownId);

    if (outlineOfOwn && String(outlineOfOwn.venueId) !== venueId) {
      problems.push({
        column: 'venue_id',
        message:
          'An activity cannot move to another venue: give the activity there an activity_id of its own.',
      });
    }
    if (values.kind === 'group' && (values.location_ids?.length ?? 0) > 0) {
      problems.push({
        column: 'location_ids',
        message: 'A group has no locations of its own: give them to the activities in it.',
      });
    }
    // One at a time, not spread: a row can name a location hundreds of thousands of times.
    if (values.parent_id !== null) {
      for (const problem of await parentProblems(row, context, facts)) problems.push(problem);
    }
    for (const problem of locationProblems(row, context, facts)) problems.push(problem);

    // The first activity of the venue with this slug; any other row of it comes after it.
    const twin = facts.firstByVenueSlug.get(values.venue_id)?.get(slug);
    const slugColumn = values.slug === null ? 'name' : 'slug';
    if (twin !== undefined && twin !== row) {
      problems.push({
        column: slugColumn,
        message:
          values.slug === null
            ? `The venue already has an activity of this name in ${twin.file} line ${twin.line}: each needs its own name.`
            : `The venue already has an activity with the slug "${slug}" in ${twin.file} line ${twin.line}: each needs its own.`,
      });
    } else if (venueId !== undefined) {
      const holder = facts.slugHolders.get(Number(venueId))?.get(slug);
      // The holder may be an activity of this import that is being renamed: then the name is free.
      const renamedAway =
        holder !== undefined &&
        (facts.rowsByExistingId.get(holder) ?? []).some(
          (other) => other !== row && slugOfRow(other.values) !== slug,
        );
      if (holder !== undefined && holder !== ownId && !renamedAway) {
        problems.push({
          column: slugColumn,
          message:
            values.slug === null
              ? `The venue already has another activity named "${values.name}".`
              : `The venue already has another activity with the slug "${slug}".`,
        });
      }
    }
    if (ownId !== undefined && outlineOfOwn) {
      for (const problem of kindChangeProblems(row, ownId, facts)) problems.push(problem);
    }
    for (const problem of await imageProblems(row, context)) problems.push(problem);
    return problems;
  },
  async complete(rows, context) {
    await addImageVersions(rows, context);
    return [];
  },
  existingLidoIds: (db, _operatorId, ids) => existingActivityIds(db, ids),
  changedSinceImport: imagesChangedSince,
  async write(rows, context) {
    const ids = new Map(
      rows.map((row) => [row.key, row.internalId ?? row.values.lido_id ?? newActivityId()]),
    );
    await saveActivities(
      context.tx,
      rows.map((row) => {
        const values = row.values;
        const parentKey = values.parent_id;
        return {
          id: ids.get(row.key)!,
          isNew: row.internalId === null,
          fields: {
            venueId: Number(context.internalId('venues', values.venue_id)),
            parentId:
              parentKey === null
                ? null
                : (ids.get(parentKey) ?? context.internalId('activities', parentKey)),
            slug: slugOfRow(values),
            name: values.name,
            description: values.description,
            ...storedTypes[values.kind],
            allocationStrategy: values.customer_chooses_location ? 'customer' : 'system',
            sortOrder: values.sort_order ?? 0,
            allowsAnonymousBookings: values.anonymous_booking ?? false,
            openactiveActivityId: values.openactive_activity,
          },
          locationIds: (values.location_ids ?? []).map((key) =>
            Number(context.internalId('locations', key)),
          ),
        };
      }),
    );
    await storeImages(rows, ids, context);
    return ids;
  },
};
