import {
  findActivityFacts,
  findActivityIdsBySlug,
  findActivityOutlines,
  findChildActivityIdsOf,
  findLocationVenues,
  findPricingOptionKindsOf,
  type ActivityOutline,
} from '../../../venue-setup/catalogue';
import type { CheckContext, ImportRow } from '../import-kind';
import { kindOfStored, type ActivityKind } from './activity-kinds';
import { slugOfRow } from './shared-columns';

// The per-import indexes behind the activities' checks (and other kinds' questions about an
// activity): worked out once per import and kept with its check context.

export type AnyRow = ImportRow<Record<string, unknown>>;

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
export interface CheckFacts {
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

export function checkFacts(context: CheckContext): Promise<CheckFacts> {
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
    const slug = slugOfRow(row.values);
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
export async function outlineOf(
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
