import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { readEnv } from '../../../platform/env';
import { DEMO_PASSWORD } from '../../../seed/demo-people';
import { httpCaller } from '../../../test-support/http-checkout';
import { findOccurrence } from '../../../test-support/occurrences';
import { killServerProcesses, startServerProcess } from '../../../test-support/server-process';
import { DESK_MANAGER } from '../../../test-support/sign-in';
import { recordChannel } from '../../../test-support/notifications';
import { openTestDatabase } from '../../../test-support/test-app';
import { AVAILABILITY_CACHE_TTL_MS, AVAILABILITY_CHANNEL } from './availability-cache';
import { findOperatedSession, moveOccurrence } from './operated-sessions';
import { changeCapacities, claimPlaces, givePlacesBack } from './places';

// The triggers of migration 0046 tell every API process what changed on `lido_availability`;
// several processes on one PostgreSQL database then serve a day from memory until it changes.

const { DATABASE_URL } = readEnv();
const VENUE = 'swiss-cottage-leisure-centre';
const THURSDAY = '2026-10-22';

describe('the availability triggers', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let db: Database;
  let channel: Awaited<ReturnType<typeof recordChannel>>;
  const notifiedBy = (change: () => Promise<unknown>) => channel.notifiedBy(change);

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.handle.db;
    channel = await recordChannel(database.handle, AVAILABILITY_CHANNEL);
  });

  afterAll(async () => {
    await channel.close();
    await database.drop();
  });

  async function session(activity: string) {
    const { id } = await findOccurrence(db, { venue: VENUE, activity, date: THURSDAY });
    const [row] = await rowsOf<{
      venue_id: number;
      category_id: string;
      location_id: number;
      parent_id: string | null;
    }>(
      db,
      sql`select o.venue_id, o.category_id, o.location_id, c.parent_id
        from occurrences o join categories c on c.id = o.category_id where o.id = ${id}`,
    );
    if (!row) throw new Error(`no ${activity} session`);
    return { id, ...row, day: `d:${row.venue_id}:${row.category_id}:${THURSDAY}` };
  }

  /** Moves a session to `date` at its own time, as the console's session operations do. */
  async function moveSession(id: number, date: string) {
    const operated = await findOperatedSession(db, id);
    if (!operated) throw new Error(`no session ${id}`);
    const time = new Intl.DateTimeFormat('en-GB', {
      timeZone: operated.timezone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(operated.startsAt);
    expect(await moveOccurrence(db, operated, { date, time })).toMatchObject({ moved: true });
  }

  it('tell a session’s day when it is booked, once per transaction however often it changes', async () => {
    const spin = await session('spin');
    expect(await notifiedBy(() => claimPlaces(db, spin.id, 1))).toEqual([spin.day]);
    expect(
      await notifiedBy(() =>
        db.transaction(async (tx) => {
          await givePlacesBack(tx, spin.id, 1);
          await claimPlaces(tx, spin.id, 1);
        }),
      ),
    ).toEqual([spin.day]);
  });

  it('tell each day a statement touched once, however many of its sessions it changed', async () => {
    const courts = await session('badminton-60min');
    const sessions = await rowsOf<{ id: number; capacity: number; date: string }>(
      db,
      sql`select id::float8 as id, capacity, to_char(date, 'YYYY-MM-DD') as date from occurrences
        where category_id = ${courts.category_id} and date between ${THURSDAY} and '2026-10-23'`,
    );
    expect(sessions.filter((row) => row.date === THURSDAY).length).toBeGreaterThan(1);
    expect(
      await notifiedBy(() =>
        changeCapacities(
          db,
          sessions.map((row) => ({ occurrenceId: row.id, capacity: row.capacity })),
        ),
      ),
    ).toEqual([courts.day, `d:${courts.venue_id}:${courts.category_id}:2026-10-23`]);
  });

  it('tell both days of a session moved to another, and a session’s day when one is added or removed', async () => {
    const spin = await session('spin');
    const friday = `d:${spin.venue_id}:${spin.category_id}:2026-10-23`;
    expect(await notifiedBy(() => moveSession(spin.id, '2026-10-23'))).toEqual([spin.day, friday]);
    expect(await notifiedBy(() => moveSession(spin.id, THURSDAY))).toEqual([spin.day, friday]);
    // No path of Lido adds one session or deletes any (the horizon adds whole days, sessions are
    // cancelled, not deleted), yet a tool or a hand may: the trigger is tried on a copy of its
    // own, which holds no one's place.
    expect(
      await notifiedBy(() =>
        db.execute(
          sql`insert into occurrences (public_id, schedule_id, category_id, venue_id, location_id,
              kind, name, date, starts_at, ends_at, capacity)
            select 'notified-copy', schedule_id, category_id, venue_id, location_id, kind, name,
              '2026-10-24', starts_at + interval '1 minute', ends_at, capacity
            from occurrences where id = ${spin.id}`,
        ),
      ),
    ).toEqual([`d:${spin.venue_id}:${spin.category_id}:2026-10-24`]);
    expect(
      await notifiedBy(() =>
        db.execute(sql`delete from occurrences where public_id = 'notified-copy'`),
      ),
    ).toEqual([`d:${spin.venue_id}:${spin.category_id}:2026-10-24`]);
  });

  it('tell nothing for a statement that changed no row', async () => {
    expect(
      await notifiedBy(() => db.execute(sql`update occurrences set booked = 0 where id = -1`)),
    ).toEqual([]);
  });

  it('tell a venue when one of its locations or the venue changes', async () => {
    const spin = await session('spin');
    expect(
      await notifiedBy(() =>
        db.execute(sql`update locations set name = name where id = ${spin.location_id}`),
      ),
    ).toEqual([`v:${spin.venue_id}`]);
    expect(
      await notifiedBy(() =>
        db.execute(sql`update venues set name = name where id = ${spin.venue_id}`),
      ),
    ).toEqual([`v:${spin.venue_id}`]);
  });

  it('tell an activity when it or its pricing changes, and its children when it does', async () => {
    const spin = await session('spin');
    expect(
      await notifiedBy(() =>
        db.execute(
          sql`update pricing_options set name = name where category_id = ${spin.category_id}`,
        ),
      ),
    ).toEqual([`c:${spin.category_id}`]);
    const [parent] = await rowsOf<{ id: string; children: string[] }>(
      db,
      sql`select parent.id, array_agg(child.id order by child.id) as children
        from categories parent join categories child on child.parent_id = parent.id
        group by parent.id order by parent.id limit 1`,
    );
    if (!parent) throw new Error('no activity with children in the test database');
    expect(
      await notifiedBy(() =>
        db.execute(sql`update categories set name = name where id = ${parent.id}`),
      ),
    ).toEqual([parent.id, ...parent.children].map((id) => `c:${id}`).sort());
  });

  it('tell everything when the operator changes', async () => {
    expect(await notifiedBy(() => db.execute(sql`update operators set name = name`))).toEqual([
      '*',
    ]);
  });
});

afterEach(killServerProcesses);

describe.skipIf(!DATABASE_URL)('anonymous availability on several API processes', () => {
  it('is served from memory, and shows a change another process commits before it would expire', async () => {
    const { handle, drop } = await openTestDatabase();
    try {
      const url = handle.connectionString ?? '';
      const [writer, reader] = await Promise.all([
        startServerProcess(url),
        startServerProcess(url),
      ]);
      if (!writer || !reader) throw new Error('the servers did not start');
      const spin = await findOccurrence(handle.db, {
        venue: VENUE,
        activity: 'spin',
        date: THURSDAY,
      });
      const dayUrl = `${reader.base}/api/activities/venue/${VENUE}/activity/spin/v2/times?date=${THURSDAY}`;
      const spacesOf = (body: string) =>
        (JSON.parse(body) as { data: { id?: string; spaces: number }[] }).data.find(
          (row) => row.id === spin.publicId,
        )?.spaces;
      const staff = String(
        (
          await httpCaller(writer.base)('POST', '/api/auth/staff/login', {
            username: DESK_MANAGER.email,
            password: DEMO_PASSWORD,
          })
        ).token,
      );
      let capacity = spin.capacity;

      // A busy machine may hold an attempt up past the cache's time-to-live: three tries.
      const attempts: string[] = [];
      for (let attempt = 0; attempt < 3 && !attempts.includes('seen in time'); attempt += 1) {
        // Whatever the reader cached expires: its next read builds the day afresh.
        await new Promise((resolve) => setTimeout(resolve, AVAILABILITY_CACHE_TTL_MS + 100));
        const builtFrom = Date.now();
        const before = await fetch(dayUrl).then((response) => response.text());

        // With every read of occurrences waiting on a lock, the reader still answers: from
        // memory, with no query (a version check would wait for the lock).
        const locking = new pg.Client({ connectionString: url });
        await locking.connect();
        const fromMemory = await (async () => {
          await locking.query('begin');
          await locking.query('lock table occurrences in access exclusive mode');
          try {
            const response = await fetch(dayUrl, { signal: AbortSignal.timeout(500) });
            return (await response.text()) === before;
          } catch {
            return false;
          } finally {
            await locking.end();
          }
        })();
        if (!fromMemory) {
          attempts.push('not from memory');
          continue;
        }

        // The writer raises the session's capacity; the reader's next reads show it, well
        // before its cached day would have expired on its own.
        capacity += 1;
        const raised = await fetch(`${writer.base}/api/staff/occurrences/${spin.id}/capacity`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${staff}` },
          body: JSON.stringify({ capacity }),
        });
        expect(raised.status).toBe(200);
        let seenAt: number | null = null;
        while (Date.now() < builtFrom + AVAILABILITY_CACHE_TTL_MS) {
          const body = await fetch(dayUrl).then((response) => response.text());
          if (
            spacesOf(body) !== spacesOf(before) &&
            Date.now() < builtFrom + AVAILABILITY_CACHE_TTL_MS
          ) {
            seenAt = Date.now();
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        attempts.push(seenAt === null ? 'not seen in time' : 'seen in time');
      }
      expect(attempts).toContain('seen in time');
    } finally {
      await drop();
    }
  }, 120_000);
});
