import type { CheckContext, ImportRow } from '../import-kind';
import { outlineOf, type CheckFacts } from './activity-check-facts';
import { kindOfStored, type ActivityKind } from './activity-kinds';

// The activities' checks against the rest of the import and the database, with the facts found
// once per import (activity-check-facts.ts).

export interface ActivityRow extends Record<string, unknown> {
  activity_id: string;
  lido_id: string | null;
  venue_id: string;
  parent_id: string | null;
  name: string;
  slug: string | null;
  kind: ActivityKind;
  description: string | null;
  location_ids: string[] | null;
  customer_chooses_location: boolean | null;
  anonymous_booking: boolean | null;
  sort_order: number | null;
  /** An image file of the import (`yoga.jpg`). */
  image: string | null;
  /** The image's version, filled in once every row is valid (`addImageVersions`). */
  image_version?: string | null;
  /** The activity's concept in the OpenActive activity list: its full @id, whatever the file wrote. */
  openactive_activity: string | null;
}

export type Problem = { column: string; message: string };

/** The parent must be a group of the same venue, and a group may not end up inside itself. */
export async function parentProblems(
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
export function locationProblems(
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
export function kindChangeProblems(
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
