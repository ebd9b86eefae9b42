import { findActivityFacts, findLocationVenues, type V2Type } from '../../../venue-setup/catalogue';
import type { CheckContext } from '../import-kind';

/**
 * A venue as a check knows it: by the operator's id when the row naming it is in this import
 * (it may be new, or moving), else by Lido's id from the database.
 */
export type VenueReference = { key: string } | { id: number };

export type ActivityKind = 'group' | 'class' | 'court' | 'ticketed';

export interface ActivityAtCheck {
  venue: VenueReference;
  kind: ActivityKind;
  name: string;
}

const activityKindOfV2Type: Record<V2Type, ActivityKind> = {
  classes: 'class',
  resources: 'court',
  ticketed: 'ticketed',
};

export function activityKindOf(v2Type: V2Type | null): ActivityKind {
  return v2Type === null ? 'group' : activityKindOfV2Type[v2Type];
}

// Thousands of schedules name a few dozen activities: each is read once per import.
const lookups = new WeakMap<CheckContext, Map<string, Promise<unknown>>>();

function once<T>(context: CheckContext, key: string, read: () => Promise<T>): Promise<T> {
  let cache = lookups.get(context);
  if (!cache) {
    cache = new Map();
    lookups.set(context, cache);
  }
  let found = cache.get(key) as Promise<T> | undefined;
  if (!found) {
    found = read();
    cache.set(key, found);
  }
  return found;
}

/** An activity named by an import row: from this import if it is in it, else as imported before. */
export function activityAtCheck(
  context: CheckContext,
  key: string,
): Promise<ActivityAtCheck | undefined> {
  const row = (context.rows.get('activities') ?? []).find((candidate) => candidate.key === key);
  if (row) {
    return Promise.resolve({
      venue: { key: String(row.values.venue_id) },
      kind: row.values.kind as ActivityKind,
      name: String(row.values.name),
    });
  }
  const internalId = context.existingInternalId('activities', key);
  if (internalId === undefined) return Promise.resolve(undefined);
  return once(context, `activity ${internalId}`, async () => {
    const facts = (await findActivityFacts(context.db, [internalId])).get(internalId);
    return facts
      ? { venue: { id: facts.venueId }, kind: activityKindOf(facts.v2Type), name: facts.name }
      : undefined;
  });
}

/** The venue of a location named by an import row. */
export function locationVenueAtCheck(
  context: CheckContext,
  key: string,
): Promise<VenueReference | undefined> {
  const row = (context.rows.get('locations') ?? []).find((candidate) => candidate.key === key);
  if (row) return Promise.resolve({ key: String(row.values.venue_id) });
  const internalId = context.existingInternalId('locations', key);
  if (internalId === undefined) return Promise.resolve(undefined);
  return once(context, `location ${internalId}`, async () => {
    const venueId = (await findLocationVenues(context.db, [Number(internalId)])).get(
      Number(internalId),
    );
    return venueId === undefined ? undefined : { id: venueId };
  });
}

export function isSameVenue(context: CheckContext, a: VenueReference, b: VenueReference): boolean {
  if ('key' in a && 'key' in b) return a.key === b.key;
  if ('id' in a && 'id' in b) return a.id === b.id;
  const [byKey, byId] = 'key' in a ? [a, b as { id: number }] : [b as { key: string }, a];
  return context.existingInternalId('venues', byKey.key) === String(byId.id);
}
