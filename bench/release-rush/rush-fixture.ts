// The release-rush scene, written straight into the database before the servers start: a
// class of `sessions` occurrences with `places` each, released tomorrow, and `customers` signed
// in beforehand (each with a live auth session, as after a sign-in the day before). With an
// `opening`, the class is released at that moment instead, and the operator's waiting room is on.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../apps/api/src/platform/db/client';
import { migrateDatabase } from '../../apps/api/src/platform/db/migrate';
import { seedDemoData } from '../../apps/api/src/seed/seed-demo-data';
import { tomorrowInLondon } from '../local-servers';
import { createSecretToken } from '../../apps/api/src/contexts/people/accounts';
import { extendOccurrenceHorizon } from '../../apps/api/src/contexts/timetable/timetable';

export interface RushScene {
  venueSlug: string;
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
    opening,
  }: {
    customers: number;
    sessions: number;
    places: number;
    date: string;
    /** The class's release (venue-local `HH:MM`, the day before `date`), behind a waiting room. */
    opening?: { releaseTime: string; preQueueMinutes: number };
  },
): Promise<RushScene> {
  const now = new Date();
  await db.execute(sql`
    insert into categories (id, venue_id, parent_id, slug, name, v1_type, v2_type, allows_anonymous_bookings,
      release_days_before, release_time)
    values (${CATEGORY_ID}, ${VENUE_ID}, null, 'release-rush-spin', 'Release Rush Spin',
      'class_templates', 'classes', false, ${opening ? 1 : 6}, ${opening?.releaseTime ?? '22:00'})
    on conflict (id) do nothing`);
  if (opening) {
    await db.execute(sql`
      insert into release_queue_settings (operator_id, enabled, pre_queue_minutes, admission_minutes, updated_at)
      values ((select operator_id from venues where id = ${VENUE_ID}), true, ${opening.preQueueMinutes}, 20, now())
      on conflict (operator_id) do update set enabled = true, pre_queue_minutes = excluded.pre_queue_minutes`);
  }
  const [venue] = await rows<{ slug: string }>(
    db,
    sql`select slug from venues where id = ${VENUE_ID}`,
  );
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
    venueSlug: venue?.slug ?? '',
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

/** Each pass's place in the waiting room's line (Lido keeps only the pass's SHA-256). */
export async function placesInLine(
  db: Database,
  passes: readonly string[],
): Promise<Map<string, number>> {
  const byHash = new Map(
    passes.map((pass) => [createHash('sha256').update(pass).digest('base64url'), pass]),
  );
  const places = await rows<{ pass_hash: string; position: number | null }>(
    db,
    sql`select t.pass_hash, t.position from release_queue_tickets t
      join release_queues q on q.id = t.queue_id where q.venue_id = ${VENUE_ID}`,
  );
  const result = new Map<string, number>();
  for (const place of places) {
    const pass = byHash.get(place.pass_hash);
    if (pass && place.position !== null) result.set(pass, place.position);
  }
  return result;
}

export interface MoneyOutcome {
  /** Card payments taken (or being taken) with no booking behind them: must be 0. */
  cardsTakenWithoutBooking: number;
  /** Authorisations with no order yet: the reconciliation sweep gives them back once stale. */
  authorisationsInFlight: number;
  /** Orders whose recorded payments do not add up to their total: must be 0. */
  unbalancedOrders: number;
}

export async function measureMoney(db: Database): Promise<MoneyOutcome> {
  const [summary] = await rows<{ taken: number; in_flight: number; unbalanced: number }>(
    db,
    sql`select
      (select count(*)::int from card_transactions ct where ct.status in ('completed', 'released')
        and not exists (select 1 from bookings b where b.order_id = ct.order_id and b.status = 'booked')) as taken,
      (select count(*)::int from card_transactions where status in ('pending', 'challenge', 'authorised')) as in_flight,
      (select count(*)::int from orders o where o.total_pence <> (select coalesce(sum(p.amount_pence), 0)
        from payments p where p.order_id = o.id and p.amount_pence > 0 and p.status in ('pending', 'succeeded', 'refunded'))) as unbalanced`,
  );
  return {
    cardsTakenWithoutBooking: summary?.taken ?? 0,
    authorisationsInFlight: summary?.in_flight ?? 0,
    unbalancedOrders: summary?.unbalanced ?? 0,
  };
}

/**
 * A release on a whole minute at least `leadMs` from now: its instant, its venue-local time and
 * the date of the sessions it releases (the day after, as the scene releases them one day ahead).
 */
export function openingAfter(leadMs: number): {
  opensAt: number;
  releaseTime: string;
  date: string;
} {
  const opensAt = Math.ceil((Date.now() + leadMs) / 60_000) * 60_000;
  const releaseTime = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(opensAt));
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(opensAt + 86_400_000),
  );
  return { opensAt, releaseTime, date };
}

/**
 * A fresh database made ready for a rush: migrated, seeded with the demo data, and the scene
 * written; released tomorrow, or at `opening` behind the waiting room.
 */
export async function writeRushDatabase(
  handle: DatabaseHandle,
  {
    opening,
    ...counts
  }: {
    customers: number;
    sessions: number;
    places: number;
    opening: ReturnType<typeof openingAfter> | null;
  },
): Promise<RushScene> {
  await migrateDatabase(handle);
  await seedDemoData(handle.db, { siteUrl: 'http://localhost:3000', now: new Date() });
  return buildRushScene(handle.db, {
    ...counts,
    date: opening?.date ?? tomorrowInLondon(),
    opening: opening ? { releaseTime: opening.releaseTime, preQueueMinutes: 15 } : undefined,
  });
}
