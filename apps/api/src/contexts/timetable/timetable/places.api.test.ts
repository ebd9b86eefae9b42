import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../platform/db/client';
import {
  bookedCount,
  findOccurrence,
  setBooked,
  type TestOccurrence,
} from '../../../test-support/occurrences';
import { openTestDatabase } from '../../../test-support/test-app';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../platform/db/raw-rows';
import { changeCapacities, claimPlaces, givePlacesBack, removeGivingPlacesBack } from './places';

const VENUE = 'swiss-cottage-leisure-centre';
let handle: DatabaseHandle;
let drop: () => Promise<void>;
let swim: TestOccurrence;
let yoga: TestOccurrence;

beforeAll(async () => {
  ({ handle, drop } = await openTestDatabase());
  swim = await findOccurrence(handle.db, {
    venue: VENUE,
    activity: 'public-swim',
    date: '2026-10-22',
  });
  yoga = await findOccurrence(handle.db, { venue: VENUE, activity: 'yoga', date: '2026-10-24' });
});
afterAll(async () => {
  await drop();
});

describe('the places of an occurrence', () => {
  it('are claimed while free, and a claim past the capacity is refused without changing the count', async () => {
    const db = handle.db;
    await setBooked(db, swim.id, swim.capacity - 2);
    expect(await claimPlaces(db, swim.id, 2)).toBe(true);
    expect(await bookedCount(db, swim.id)).toBe(swim.capacity);
    expect(await claimPlaces(db, swim.id, 1)).toBe(false);
    expect(await bookedCount(db, swim.id)).toBe(swim.capacity);
  });

  it('go to exactly as many claimants as there are free places when they all claim at once', async () => {
    const db = handle.db;
    await setBooked(db, swim.id, swim.capacity - 3);
    const claims = await Promise.all(
      Array.from({ length: 10 }, () => db.transaction((tx) => claimPlaces(tx, swim.id, 1))),
    );
    expect(claims.filter(Boolean)).toHaveLength(3);
    expect(await bookedCount(db, swim.id)).toBe(swim.capacity);
  });

  it('are given back one occurrence at a time, or for many removed rows at once summed per occurrence', async () => {
    const db = handle.db;
    await setBooked(db, swim.id, 5);
    await setBooked(db, yoga.id, 3);
    // Stands in for a `delete … returning occurrence_id, quantity` of three holds.
    const removed = await removeGivingPlacesBack(
      db,
      sql`select * from (values (${swim.id}::bigint, 2), (${yoga.id}::bigint, 1), (${swim.id}::bigint, 1))
        as removed(occurrence_id, quantity)`,
    );
    expect(removed).toBe(3);
    expect(await bookedCount(db, swim.id)).toBe(2);
    expect(await bookedCount(db, yoga.id)).toBe(2);
    await givePlacesBack(db, yoga.id, 2);
    expect(await bookedCount(db, yoga.id)).toBe(0);
  });

  it('are never given back beyond those taken', async () => {
    const db = handle.db;
    await setBooked(db, yoga.id, 1);
    await expect(givePlacesBack(db, yoga.id, 2)).rejects.toThrow();
    expect(await bookedCount(db, yoga.id)).toBe(1);
  });

  it('are resized together, each never below the places already taken', async () => {
    const db = handle.db;
    await setBooked(db, swim.id, 5);
    await setBooked(db, yoga.id, 0);
    const changed = await changeCapacities(db, [
      { occurrenceId: swim.id, capacity: 4 },
      { occurrenceId: yoga.id, capacity: 7 },
    ]);
    expect(changed).toEqual([yoga.id]);
    const rows = await rowsOf<{ id: number; capacity: number }>(
      db,
      sql`select id::float8 as id, capacity from occurrences where id in (${swim.id}, ${yoga.id})`,
    );
    const capacities = new Map(rows.map((row) => [Number(row.id), row.capacity]));
    expect(capacities.get(swim.id)).toBe(swim.capacity);
    expect(capacities.get(yoga.id)).toBe(7);
    expect(await changeCapacities(db, [])).toEqual([]);
  });
});
