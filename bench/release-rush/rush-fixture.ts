// The release-rush scene, written straight into the database before the servers start: a
// class of `sessions` occurrences with `places` each, released tomorrow, and `customers` signed
// in beforehand (each with a live auth session, as after a sign-in the day before).
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/platform/db/client';
import { createSecretToken } from '../../apps/api/src/modules/accounts';
import { extendOccurrenceHorizon } from '../../apps/api/src/modules/timetable';

export interface RushScene {
  tokens: string[];
  occurrenceIds: number[];
  publicIds: string[];
  places: number;
}

const VENUE_ID = 90001;
const CATEGORY_ID = '01941f29-7c00-7bed-8b5c-52e0b5c0ffee';
const FIRST_SCHEDULE = 900_001;
const FIRST_CUSTOMER = 500_001;

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

export async function buildRushScene(
  db: Database,
  {
    customers,
    sessions,
    places,
    date,
  }: { customers: number; sessions: number; places: number; date: string },
): Promise<RushScene> {
  const now = new Date();
  await db.execute(sql`
    insert into categories (id, venue_id, parent_id, slug, name, v1_type, v2_type, allows_anonymous_bookings)
    values (${CATEGORY_ID}, ${VENUE_ID}, null, 'release-rush-spin', 'Release Rush Spin',
      'class_templates', 'classes', false)
    on conflict (id) do nothing`);
  await db.execute(sql`
    insert into pricing_options (id, category_id, name, kind, price_pence, member_price_pence)
    values (990001, ${CATEGORY_ID}, 'Standard', 'standard', 650, null)
    on conflict (id) do nothing`);

  for (let index = 0; index < sessions; index++) {
    const scheduleId = FIRST_SCHEDULE + index;
    // One schedule per session, each a minute apart from 06:00 on the bench date.
    const minutes = 6 * 60 + index;
    const startTime = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    await db.execute(sql`
      insert into schedules (id, category_id, venue_id, location_id, kind, name, weekday, start_time, duration_minutes, capacity)
      values (${scheduleId}, ${CATEGORY_ID}, ${VENUE_ID}, null, 'class', 'Release Rush Spin',
        extract(isodow from ${date}::date), ${startTime}, 45, ${places})
      on conflict (id) do nothing`);
  }
  // The sessions themselves come from their schedules, as every occurrence does (timetable owns
  // occurrences and their places); the horizon reaches the bench date.
  const daysAhead = Math.ceil((Date.parse(`${date}T00:00:00Z`) - now.getTime()) / 86_400_000) + 1;
  await extendOccurrenceHorizon(db, now, Math.max(daysAhead, 1));
  const occurrences = await rows<{ id: number; public_id: string }>(
    db,
    sql`select id::float8 as id, public_id from occurrences
      where category_id = ${CATEGORY_ID} and date = ${date}::date order by starts_at`,
  );

  const tokens: string[] = [];
  const batch = 500;
  for (let start = 0; start < customers; start += batch) {
    const customerValues = [];
    const sessionValues = [];
    for (let index = start; index < Math.min(customers, start + batch); index++) {
      const id = FIRST_CUSTOMER + index;
      const { token, hash } = createSecretToken();
      tokens.push(token);
      customerValues.push(
        sql`(${id}, 1, ${`RUSH${String(index).padStart(6, '0')}`}, ${`rush${index}@bench.lido.example`}, 'Rush', ${`Customer ${index}`}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)`,
      );
      sessionValues.push(
        sql`(gen_random_uuid(), ${hash}, ${id}, ${now.toISOString()}::timestamptz, ${new Date(now.getTime() + 86_400_000).toISOString()}::timestamptz)`,
      );
    }
    await db.execute(sql`
      insert into customers (id, operator_id, reference, email, first_name, last_name, created_at, updated_at)
      values ${sql.join(customerValues, sql`, `)}`);
    await db.execute(sql`
      insert into auth_sessions (id, token_hash, customer_id, created_at, expires_at)
      values ${sql.join(sessionValues, sql`, `)}`);
  }
  return {
    tokens,
    occurrenceIds: occurrences.map((row) => Number(row.id)),
    publicIds: occurrences.map((row) => row.public_id),
    places,
  };
}

export interface RushOutcome {
  bookings: number;
  oversoldSessions: number;
  /** Places counted as taken that no booking or hold accounts for, or the reverse. */
  inconsistentSessions: number;
  holdsLeft: number;
}

export async function measureOutcome(db: Database, occurrenceIds: number[]): Promise<RushOutcome> {
  const ids = sql.raw(`(${occurrenceIds.join(',')})`);
  const [summary] = await rows<{
    bookings: number;
    oversold: number;
    inconsistent: number;
    holds: number;
  }>(
    db,
    sql`select
      (select coalesce(sum(quantity), 0)::int from bookings where occurrence_id in ${ids} and status = 'booked') as bookings,
      (select count(*)::int from occurrences o where o.id in ${ids} and (o.booked > o.capacity or
        (select coalesce(sum(quantity), 0) from bookings b where b.occurrence_id = o.id and b.status = 'booked') > o.capacity)) as oversold,
      (select count(*)::int from occurrences o where o.id in ${ids} and o.booked <>
        (select coalesce(sum(quantity), 0) from bookings b where b.occurrence_id = o.id and b.status = 'booked')
        + (select coalesce(sum(quantity), 0) from cart_items c where c.occurrence_id = o.id)) as inconsistent,
      (select count(*)::int from cart_items where occurrence_id in ${ids}) as holds`,
  );
  return {
    bookings: summary?.bookings ?? 0,
    oversoldSessions: summary?.oversold ?? 0,
    inconsistentSessions: summary?.inconsistent ?? 0,
    holdsLeft: summary?.holds ?? 0,
  };
}
