import {
  findActivityFacts,
  findActivityIdsBySlug,
  findActivityOutlines,
  findChildActivityIdsOf,
  findLocationVenues,
  findPricingOptionKindsOf,
  newActivityId,
  saveActivities,
  type ActivityOutline,
  type V1Type,
  type V2Type,
} from '../../catalogue';
import { integer, listOf, oneOf, operatorId, text, yesNo } from '../import-columns';
import type { CheckContext, ImportKind, ImportRow } from '../import-kind';
import { slugOf } from './shared-columns';

export const activityKinds = ['group', 'class', 'court', 'ticketed'] as const;
export type ActivityKind = (typeof activityKinds)[number];

/** How the catalogue stores each kind: the live system's template type and its session kind. */
const storedTypes: Record<ActivityKind, { v1Type: V1Type | null; v2Type: V2Type | null }> = {
  group: { v1Type: null, v2Type: null },
  class: { v1Type: 'class_templates', v2Type: 'classes' },
  court: { v1Type: 'ad_hoc_templates', v2Type: 'resources' },
  ticketed: { v1Type: 'fast_ticket_templates', v2Type: 'ticketed' },
};

/** The kind of an activity as the catalogue stores it (a null session kind is a group). */
export function kindOfStored(v2Type: string | null): ActivityKind {
  const found = activityKinds.find((kind) => storedTypes[kind].v2Type === v2Type);
  return found ?? 'group';
}

interface ActivityRow extends Record<string, unknown> {
  activity_id: string;
  venue_id: string;
  parent_id: string | null;
  name: string;
  kind: ActivityKind;
  description: string | null;
  location_ids: string[] | null;
  customer_chooses_location: boolean | null;
  anonymous_booking: boolean | null;
  sort_order: number | null;
}

type Problem = { column: string; message: string };

type AnyRow = ImportRow<Record<string, unknown>>;

const rowsByKeyOfContext = new WeakMap<CheckContext, Map<string, AnyRow>>();

/** This import's activities by key (the first of a key, as a search from the top finds it). */
function activityRowsByKey(context: CheckContext): Map<string, AnyRow> {
  let byKey = rowsByKeyOfContext.get(context);
  if (byKey === undefined) {
    byKey = firstByKey(context.rows.get('activities') ?? []);
    rowsByKeyOfContext.set(context, byKey);
  }
  return byKey;
}

function firstByKey(rows: readonly AnyRow[]): Map<string, AnyRow> {
  const byKey = new Map<string, AnyRow>();
  for (const row of rows) if (!byKey.has(row.key)) byKey.set(row.key, row);
  return byKey;
}

/**
 * What the activities' checks need to know of the whole import and of the database, found once
 * per import (a check a row at a time would search every row, and ask the database, per row).
 */
interface CheckFacts {
  /** This import's activities by key. */
  byKey: Map<string, AnyRow>;
  /** The first activity of each venue (its venue_id) and slug. */
  firstByVenueSlug: Map<unknown, Map<string, AnyRow>>;
  /** This import's activities by Lido's id of the activity they update, in order. */
  rowsByExistingId: Map<string, AnyRow[]>;
  /** The key of an activity of this import imported before, by Lido's id (the last row's). */
  keyOfId: Map<string, string>;
  /** This import's locations by key. */
  locationsByKey: Map<string, AnyRow>;
  /** Lido's ids of the prices this import's prices file updates. */
  importedPrices: Set<string | undefined>;
  /** Outlines read from the database, by id (null: no such activity). */
  outlines: Map<string, ActivityOutline | null>;
  /** The activity holding each slug, by venue id (the venues of this import's activities). */
  slugHolders: Map<number, Map<string, string>>;
  /** The activities under each activity imported before. */
  children: Map<string, string[]>;
  /** The prices of each activity imported before. */
  priceKinds: Map<string, Array<{ id: number; kind: 'standard' | 'ticket' }>>;
  /** The venue of each location imported before that an activity names. */
  locationVenues: Map<number, number>;
}

const factsOfContext = new WeakMap<CheckContext, Promise<CheckFacts>>();

function checkFacts(context: CheckContext): Promise<CheckFacts> {
  let facts = factsOfContext.get(context);
  if (facts === undefined) {
    facts = findCheckFacts(context);
    factsOfContext.set(context, facts);
  }
  return facts;
}

const OUTLINE_CHUNK = 5000;

async function findCheckFacts(context: CheckContext): Promise<CheckFacts> {
  const activities = context.rows.get('activities') ?? [];
  const byKey = activityRowsByKey(context);
  const firstByVenueSlug = new Map<unknown, Map<string, AnyRow>>();
  const rowsByExistingId = new Map<string, AnyRow[]>();
  const keyOfId = new Map<string, string>();
  const ownIds: string[] = [];
  const otherIds: string[] = [];
  const venueIds: number[] = [];
  for (const row of activities) {
    const slugs = firstByVenueSlug.get(row.values.venue_id) ?? new Map<string, AnyRow>();
    firstByVenueSlug.set(row.values.venue_id, slugs);
    const slug = slugOf(String(row.values.name));
    if (!slugs.has(slug)) slugs.set(slug, row);
    const id = context.existingInternalId('activities', row.key);
    if (id !== undefined) {
      ownIds.push(id);
      keyOfId.set(id, row.key);
      const rows = rowsByExistingId.get(id) ?? [];
      rowsByExistingId.set(id, rows);
      rows.push(row);
    }
    const parentKey = row.values.parent_id;
    if (typeof parentKey === 'string' && !byKey.has(parentKey)) {
      const parentId = context.existingInternalId('activities', parentKey);
      if (parentId !== undefined) otherIds.push(parentId);
    }
    const venueId = context.existingInternalId('venues', String(row.values.venue_id));
    if (venueId !== undefined) venueIds.push(Number(venueId));
  }
  const locationsByKey = firstByKey(context.rows.get('locations') ?? []);
  const locationIds: number[] = [];
  for (const row of activities) {
    for (const key of (row.values.location_ids as string[] | null) ?? []) {
      if (locationsByKey.has(key)) continue;
      const id = context.existingInternalId('locations', key);
      if (id !== undefined) locationIds.push(Number(id));
    }
  }
  const importedPrices = new Set(
    (context.rows.get('prices') ?? []).map((price) =>
      context.existingInternalId('prices', price.key),
    ),
  );

  const outlines = new Map<string, ActivityOutline | null>();
  const outlineIds = [...new Set([...ownIds, ...otherIds])];
  for (let start = 0; start < outlineIds.length; start += OUTLINE_CHUNK) {
    const chunk = outlineIds.slice(start, start + OUTLINE_CHUNK);
    const found = await findActivityOutlines(context.db, chunk);
    for (const id of chunk) outlines.set(id, found.get(id) ?? null);
  }
  return {
    byKey,
    firstByVenueSlug,
    rowsByExistingId,
    keyOfId,
    locationsByKey,
    importedPrices,
    outlines,
    slugHolders: await findActivityIdsBySlug(context.db, venueIds),
    children: await findChildActivityIdsOf(context.db, ownIds),
    priceKinds: await findPricingOptionKindsOf(context.db, ownIds),
    locationVenues: await findLocationVenuesChunked(context, locationIds),
  };
}

async function findLocationVenuesChunked(
  context: CheckContext,
  ids: readonly number[],
): Promise<Map<number, number>> {
  const unique = [...new Set(ids)];
  const venues = new Map<number, number>();
  for (let start = 0; start < unique.length; start += OUTLINE_CHUNK) {
    const found = await findLocationVenues(context.db, unique.slice(start, start + OUTLINE_CHUNK));
    for (const [id, venueId] of found) venues.set(id, venueId);
  }
  return venues;
}

/** An activity's outline: found with the others when the facts were, else read now (and kept). */
async function outlineOf(
  facts: CheckFacts,
  context: CheckContext,
  id: string,
): Promise<ActivityOutline | undefined> {
  let outline = facts.outlines.get(id);
  if (outline === undefined) {
    outline = (await findActivityOutlines(context.db, [id])).get(id) ?? null;
    facts.outlines.set(id, outline);
  }
  return outline ?? undefined;
}

/**
 * What an activity's check needs to know of another activity: from this import when the import
 * has it (it is about to be written so), else from the database.
 */
export async function activityKindOf(
  context: CheckContext,
  key: string,
): Promise<{ kind: ActivityKind; name: string } | undefined> {
  const inImport = activityRowsByKey(context).get(key);
  if (inImport) {
    return { kind: inImport.values.kind as ActivityKind, name: String(inImport.values.name) };
  }
  const id = context.existingInternalId('activities', key);
  if (id === undefined) return undefined;
  const facts = (await findActivityFacts(context.db, [id])).get(id);
  return facts && { kind: kindOfStored(facts.v2Type), name: facts.name };
}

/**
 * Activities: groups ("Fitness Classes") and the bookable classes, courts and ticketed sessions
 * in them, with the courts, pools or studios each one takes place in.
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
  ],
  async check(row, context) {
    const problems: Problem[] = [];
    const values = row.values;
    const slug = slugOf(values.name);
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
    if (values.parent_id !== null) problems.push(...(await parentProblems(row, context, facts)));
    problems.push(...locationProblems(row, context, facts));

    // The first activity of the venue with this slug; any other row of it comes after it.
    const twin = facts.firstByVenueSlug.get(values.venue_id)?.get(slug);
    if (twin !== undefined && twin !== row) {
      problems.push({
        column: 'name',
        message: `The venue already has an activity of this name in ${twin.file} line ${twin.line}: each needs its own name.`,
      });
    } else if (venueId !== undefined) {
      const holder = facts.slugHolders.get(Number(venueId))?.get(slug);
      // The holder may be an activity of this import that is being renamed: then the name is free.
      const renamedAway =
        holder !== undefined &&
        (facts.rowsByExistingId.get(holder) ?? []).some(
          (other) => other !== row && slugOf(String(other.values.name)) !== slug,
        );
      if (holder !== undefined && holder !== ownId && !renamedAway) {
        problems.push({
          column: 'name',
          message: `The venue already has another activity named "${values.name}".`,
        });
      }
    }
    if (ownId !== undefined && outlineOfOwn)
      problems.push(...kindChangeProblems(row, ownId, facts));
    return problems;
  },
  async write(rows, context) {
    const ids = new Map(rows.map((row) => [row.key, row.internalId ?? newActivityId()]));
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
            slug: slugOf(values.name),
            name: values.name,
            description: values.description,
            ...storedTypes[values.kind],
            allocationStrategy: values.customer_chooses_location ? 'customer' : 'system',
            sortOrder: values.sort_order ?? 0,
            allowsAnonymousBookings: values.anonymous_booking ?? false,
          },
          locationIds: (values.location_ids ?? []).map((key) =>
            Number(context.internalId('locations', key)),
          ),
        };
      }),
    );
    return ids;
  },
};

/** The parent must be a group of the same venue, and a group may not end up inside itself. */
async function parentProblems(
  row: ImportRow<ActivityRow>,
  context: CheckContext,
  facts: CheckFacts,
): Promise<Problem[]> {
  const parentKey = row.values.parent_id!;
  if (parentKey === row.key) {
    return [{ column: 'parent_id', message: 'An activity cannot be its own parent_id.' }];
  }
  const parentRow = facts.byKey.get(parentKey);
  let parentKind: ActivityKind;
  let sameVenue: boolean;
  if (parentRow) {
    parentKind = parentRow.values.kind as ActivityKind;
    sameVenue = parentRow.values.venue_id === row.values.venue_id;
  } else {
    const parentId = context.existingInternalId('activities', parentKey);
    const outline = parentId === undefined ? undefined : await outlineOf(facts, context, parentId);
    // A parent neither here nor before is already reported as an unknown reference.
    if (!outline) return [];
    parentKind = kindOfStored(outline.v2Type);
    sameVenue =
      String(outline.venueId) === context.existingInternalId('venues', row.values.venue_id);
  }
  if (parentKind !== 'group') {
    return [
      {
        column: 'parent_id',
        message: `"parent_id" names the ${parentKind} "${parentKey}": an activity is listed under a group, not under another bookable activity.`,
      },
    ];
  }
  if (!sameVenue) {
    return [
      {
        column: 'parent_id',
        message: `"parent_id" names the group "${parentKey}" of another venue: the group must be of ${row.values.venue_id}.`,
      },
    ];
  }
  if (row.values.kind === 'group' && (await leadsBackTo(row.key, parentKey, context, facts))) {
    return [
      {
        column: 'parent_id',
        message: `The group "${parentKey}" is itself inside "${row.key}": groups cannot contain each other.`,
      },
    ];
  }
  return [];
}

/** Whether following parents up from `startKey` reaches `key` (this import's rows first, then the database's). */
async function leadsBackTo(
  key: string,
  startKey: string,
  context: CheckContext,
  facts: CheckFacts,
): Promise<boolean> {
  let current: { key: string } | { id: string } | null = { key: startKey };
  const seen = new Set<string>();
  while (current !== null) {
    const label: string = 'key' in current ? `key:${current.key}` : `id:${current.id}`;
    if (seen.has(label)) return false;
    seen.add(label);
    if ('key' in current) {
      if (current.key === key) return true;
      const currentKey: string = current.key;
      const inImport = facts.byKey.get(currentKey);
      if (inImport) {
        const parent = inImport.values.parent_id;
        current = typeof parent === 'string' ? { key: parent } : null;
        continue;
      }
      const id = context.existingInternalId('activities', currentKey);
      current = id === undefined ? null : { id };
      continue;
    }
    // Every key kept here is of an activity of this import.
    const asKey = facts.keyOfId.get(current.id);
    if (asKey !== undefined) {
      current = { key: asKey };
      continue;
    }
    const outline = await outlineOf(facts, context, current.id);
    current = outline?.parentId ? { id: outline.parentId } : null;
  }
  return false;
}

/** Each location must be one of the activity's venue. */
function locationProblems(
  row: ImportRow<ActivityRow>,
  context: CheckContext,
  facts: CheckFacts,
): Problem[] {
  const problems: Problem[] = [];
  const venueKey = row.values.venue_id;
  const venueId = context.existingInternalId('venues', venueKey);
  const earlier: Array<{ key: string; id: number }> = [];
  for (const key of row.values.location_ids ?? []) {
    const inImport = facts.locationsByKey.get(key);
    if (inImport) {
      if (inImport.values.venue_id !== venueKey) {
        problems.push({
          column: 'location_ids',
          message: `"location_ids" names the location "${key}" of venue ${String(inImport.values.venue_id)}: an activity of ${venueKey} takes place at ${venueKey}.`,
        });
      }
      continue;
    }
    const id = context.existingInternalId('locations', key);
    if (id !== undefined) earlier.push({ key, id: Number(id) });
  }
  for (const location of earlier) {
    const locationVenue = facts.locationVenues.get(location.id);
    if (locationVenue !== undefined && String(locationVenue) !== venueId) {
      problems.push({
        column: 'location_ids',
        message: `"location_ids" names the location "${location.key}" of another venue: an activity of ${venueKey} takes place at ${venueKey}.`,
      });
    }
  }
  return problems;
}

/**
 * An activity imported before may change kind only where what hangs on it still fits: only a
 * group has activities under it, and its prices must suit the new kind (prices in this import
 * are checked by the prices file itself).
 */
function kindChangeProblems(
  row: ImportRow<ActivityRow>,
  ownId: string,
  facts: CheckFacts,
): Problem[] {
  const kind = row.values.kind;
  const problems: Problem[] = [];
  if (kind !== 'group') {
    const staying = (facts.children.get(ownId) ?? []).filter((childId) => {
      const child = facts.rowsByExistingId.get(childId)?.[0];
      return !child || child.values.parent_id === row.key;
    });
    if (staying.length > 0) {
      problems.push({
        column: 'kind',
        message: `"${row.values.name}" has activities listed under it, so it must stay a group (or move them to another group first).`,
      });
    }
  }
  const prices = (facts.priceKinds.get(ownId) ?? []).filter(
    (price) => !facts.importedPrices.has(String(price.id)),
  );
  const unfit =
    kind === 'group'
      ? prices
      : prices.filter((price) => price.kind !== (kind === 'ticketed' ? 'ticket' : 'standard'));
  if (unfit.length > 0) {
    problems.push({
      column: 'kind',
      message:
        kind === 'group'
          ? `"${row.values.name}" has prices, and a group has none: it cannot become a group.`
          : `"${row.values.name}" has ${unfit[0]!.kind} prices, which a ${kind} activity does not take: change them in the prices file too.`,
    });
  }
  return problems;
}
