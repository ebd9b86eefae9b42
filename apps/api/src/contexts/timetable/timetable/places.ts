import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';

// The only writer of `occurrences.booked`, the places held or booked on an occurrence, and of
// `occurrences.capacity` once the occurrence is made. Callers pass their own transaction, so a
// count changes in the same commit as the hold or booking that explains it; the check
// constraint keeps it within 0 … capacity.

/**
 * Claims places with one conditional statement: it succeeds only while they are free and the
 * session is not cancelled, whatever else is running, so a place can never be sold twice nor on a
 * session the venue called off (the claim waits for a cancellation in flight, then sees it).
 */
export async function claimPlaces(
  db: Database,
  occurrenceId: number,
  places: number,
): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`update occurrences set booked = booked + ${places}
      where id = ${occurrenceId} and booked + ${places} <= capacity and cancelled_at is null
      returning id`,
  );
  return rows.length > 0;
}

/** Gives back places a hold or a booking had taken. */
export async function givePlacesBack(
  db: Database,
  occurrenceId: number,
  places: number,
): Promise<void> {
  await db.execute(
    sql`update occurrences set booked = booked - ${places} where id = ${occurrenceId}`,
  );
}

/**
 * Runs `removal` — a `delete … returning occurrence_id, quantity` of holds or bookings — and gives
 * their places back in the same statement, so the rows and their places always go together, with
 * no transaction to open when nothing is removed (the common case when a basket is read).
 * Answers how many rows were removed.
 */
export async function removeGivingPlacesBack(db: Database, removal: SQL): Promise<number> {
  const rows = await rowsOf<{ removed: number }>(
    db,
    sql`with removed as (${removal}), totals as (
        select occurrence_id, sum(quantity)::int as places from removed group by occurrence_id
      ), given_back as (
        update occurrences o set booked = o.booked - t.places
        from totals t where o.id = t.occurrence_id
        returning o.id
      )
      select count(*)::int as removed from removed`,
  );
  return rows[0]?.removed ?? 0;
}

/**
 * Sets a session's places, never below those already taken (one conditional statement, so a
 * claim racing it cannot end up oversold). Answers the session as it stands, or undefined when it
 * does not exist; `changed` is false when the places taken are more than the new capacity.
 */
export async function changeCapacity(
  db: Database,
  occurrenceId: number,
  capacity: number,
): Promise<{ changed: boolean; capacity: number; booked: number } | undefined> {
  const [updated] = await rowsOf<{ capacity: number; booked: number }>(
    db,
    sql`update occurrences set capacity = ${capacity}
      where id = ${occurrenceId} and booked <= ${capacity}
      returning capacity, booked`,
  );
  if (updated) return { changed: true, ...updated };
  const [current] = await rowsOf<{ capacity: number; booked: number }>(
    db,
    sql`select capacity, booked from occurrences where id = ${occurrenceId}`,
  );
  return current ? { changed: false, ...current } : undefined;
}

/**
 * Sets several sessions' places in one statement, each never below the places already taken
 * (as `changeCapacity`). Answers the ids whose capacity was set.
 */
export async function changeCapacities(
  db: Database,
  changes: readonly { occurrenceId: number; capacity: number }[],
): Promise<number[]> {
  if (changes.length === 0) return [];
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`update occurrences o set capacity = c.capacity
      from json_to_recordset(${JSON.stringify(changes)}::json)
        as c("occurrenceId" bigint, capacity integer)
      where o.id = c."occurrenceId" and o.booked <= c.capacity
      returning o.id::float8 as id`,
  );
  return rows.map((row) => Number(row.id));
}
