import { and, count, countDistinct, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, familyLinks, staffUsers } from '../contexts/people/accounts/accounts.tables';
import { verifyPassword } from '../contexts/people/accounts/password-hashing';
import { activityConcept } from '../contexts/venue-setup/catalogue';
import { categories } from '../contexts/venue-setup/catalogue/catalogue.tables';
import { memberships } from '../contexts/memberships/memberships/memberships.tables';
import { extendOccurrenceHorizon } from '../contexts/timetable/timetable/occurrence-horizon';
import {
  occurrences,
  scheduleInstructors,
  schedules,
} from '../contexts/timetable/timetable/timetable.tables';
import { venues } from '../contexts/venue-setup/venues/venues.tables';
import { openTestDatabase } from '../test-support/test-app';
import { TEST_HORIZON_DAYS, TEST_NOW } from '../test-support/test-clock';
import { DEMO_PASSWORD } from './demo-people';
import { importKinds, runImport } from '../contexts/back-office/operator-import';
import {
  importKeys,
  importRuns,
} from '../contexts/back-office/operator-import/operator-import.tables';
import { demoImportFiles } from './demo-catalogue-import';
import { seedDemoData } from './seed-demo-data';
import type { DatabaseHandle } from '../platform/db/client';

let handle: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ handle, drop } = await openTestDatabase());
});
afterAll(async () => {
  await drop();
});

const tableCounts = async () => {
  const db = handle.db;
  const [[v], [c], [s], [o], [p]] = await Promise.all([
    db.select({ n: count() }).from(venues),
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(schedules),
    db.select({ n: count() }).from(occurrences),
    db.select({ n: count() }).from(customers),
  ]);
  return { venues: v?.n, categories: c?.n, schedules: s?.n, occurrences: o?.n, customers: p?.n };
};

describe('the demo seed', () => {
  it('has at least 12 venues across the UK with postcodes and coordinates', async () => {
    const rows = await handle.db.select().from(venues);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    const towns = new Set(rows.map((venue) => venue.town));
    for (const town of [
      'London',
      'Manchester',
      'Birmingham',
      'Leeds',
      'Bristol',
      'Belfast',
      'Cardiff',
      'Edinburgh',
    ]) {
      expect(towns).toContain(town);
    }
    for (const venue of rows) {
      expect(venue.postcode).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/);
      expect(venue.lat).toBeGreaterThan(49);
      expect(venue.lat).toBeLessThan(61);
      expect(Number.isFinite(venue.lng)).toBe(true);
    }
  });

  it('gives every venue bookable activities of all three kinds', async () => {
    const kinds = await handle.db
      .select({ venueId: categories.venueId, kinds: countDistinct(categories.v2Type) })
      .from(categories)
      .groupBy(categories.venueId);
    const poolVenues = kinds.filter((row) => row.kinds === 3);
    expect(poolVenues.length).toBeGreaterThanOrEqual(12);
  });

  it('maps every bookable activity to a concept of the OpenActive activity list', async () => {
    const rows = await handle.db
      .select({
        name: categories.name,
        v2Type: categories.v2Type,
        openactiveActivityId: categories.openactiveActivityId,
      })
      .from(categories);
    const bookable = rows.filter((row) => row.v2Type !== null);
    expect(bookable.length).toBeGreaterThan(0);
    for (const row of bookable) {
      expect(activityConcept(row.openactiveActivityId ?? ''), row.name).toBeDefined();
    }
    const conceptOf = (name: string) =>
      activityConcept(rows.find((row) => row.name === name)!.openactiveActivityId!)?.prefLabel;
    expect(conceptOf('Badminton 60min')).toBe('Badminton');
    expect(conceptOf('Junior Swim Lessons')).toBe('Swimming Lessons');
  });

  it('materialises occurrences at least 14 days ahead, with instructors on classes', async () => {
    const [latest] = await handle.db.select({ date: max(occurrences.date) }).from(occurrences);
    const daysAhead =
      (Date.parse(`${latest?.date}T00:00:00Z`) - Date.parse('2026-10-20T00:00:00Z')) / 86_400_000;
    expect(daysAhead).toBeGreaterThanOrEqual(14);
    const [instructed] = await handle.db
      .select({ n: count() })
      .from(schedules)
      .innerJoin(scheduleInstructors, eq(scheduleInstructors.scheduleId, schedules.id))
      .where(eq(schedules.kind, 'class'));
    expect(instructed?.n).toBeGreaterThan(0);
  });

  it('keeps local start times across the change from BST to GMT', async () => {
    const [schedule] = await handle.db
      .select()
      .from(schedules)
      .where(
        and(
          eq(schedules.kind, 'slot'),
          eq(schedules.startTime, '07:00'),
          eq(schedules.venueId, 90001),
        ),
      )
      .limit(1);
    expect(schedule).toBeDefined();
    const rows = await handle.db
      .select({ date: occurrences.date, startsAt: occurrences.startsAt })
      .from(occurrences)
      .where(eq(occurrences.scheduleId, schedule!.id))
      .orderBy(occurrences.startsAt);
    const before = rows.find((row) => row.date < '2026-10-25');
    const after = rows.find((row) => row.date > '2026-10-25');
    // 07:00 in London is 06:00 UTC in summer time and 07:00 UTC after the clocks go back.
    expect(before?.startsAt.toISOString()).toMatch(/T06:00:00/);
    expect(after?.startsAt.toISOString()).toMatch(/T07:00:00/);
  });

  it('extends the horizon as days pass, without touching existing occurrences', async () => {
    const before = await tableCounts();
    expect(await extendOccurrenceHorizon(handle.db, TEST_NOW, TEST_HORIZON_DAYS)).toBe(0);
    const nextWeek = new Date(TEST_NOW.getTime() + 7 * 86_400_000);
    expect(await extendOccurrenceHorizon(handle.db, nextWeek, TEST_HORIZON_DAYS)).toBeGreaterThan(
      0,
    );
    const after = await tableCounts();
    expect(after.occurrences).toBeGreaterThan(before.occurrences ?? 0);
  });

  it('can be run again without duplicating anything', async () => {
    const before = await tableCounts();
    await seedDemoData(handle.db, { siteUrl: 'http://localhost:3000', now: TEST_NOW });
    expect(await tableCounts()).toEqual(before);
  });

  it('loads the venues, activities, prices, timetables and plans through the operator import', async () => {
    const keysOf = async (kind: string) =>
      (await handle.db.select({ n: count() }).from(importKeys).where(eq(importKeys.kind, kind)))[0]
        ?.n;
    const counts = await tableCounts();
    expect(await keysOf('venues')).toBe(counts.venues);
    expect(await keysOf('activities')).toBe(counts.categories);
    expect(await keysOf('schedules')).toBeGreaterThan(0);
    // The seed ran twice above; its second import found nothing to write, so made no run.
    const runs = await handle.db.select().from(importRuns);
    expect(runs).toHaveLength(1);
    expect(runs[0]?.staffUserId).toBeNull();

    // The same files again, as an operator would import them, change nothing.
    const again = await runImport(handle.db, importKinds, await demoImportFiles(), {
      dryRun: true,
      staffUserId: null,
      now: TEST_NOW,
    });
    expect(again.problems).toEqual([]);
    expect(again.kinds.map((kind) => kind.kind)).toEqual([
      'venues',
      'locations',
      'activities',
      'prices',
      'cancellation_policies',
      'schedules',
      'membership_plans',
    ]);
    for (const kind of again.kinds) {
      expect(kind, kind.kind).toMatchObject({ created: 0, updated: 0 });
    }
  });

  it('keeps the ids the live system’s fixtures and customers’ apps know', async () => {
    const [swissCottage] = await handle.db
      .select()
      .from(venues)
      .where(eq(venues.slug, 'swiss-cottage-leisure-centre'));
    expect(swissCottage?.id).toBe(90001);
    const [yoga] = await handle.db
      .select()
      .from(categories)
      .where(and(eq(categories.venueId, 90001), eq(categories.slug, 'yoga')));
    expect(yoga?.id).toBe('01941f29-7c00-745a-ae6f-ec244bfc70a4');
  });

  it('has a member with family members and a front-of-house user who can sign in', async () => {
    const [alex] = await handle.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'alex.morgan@example.com'));
    expect(alex?.passwordHash).toBeTruthy();
    expect(alex?.passwordHash).not.toContain(DEMO_PASSWORD);
    expect(await verifyPassword(alex!.passwordHash!, DEMO_PASSWORD)).toBe(true);
    const family = await handle.db
      .select()
      .from(familyLinks)
      .where(eq(familyLinks.parentCustomerId, alex!.id));
    expect(family.length).toBe(2);
    const active = await handle.db
      .select()
      .from(memberships)
      .where(eq(memberships.customerId, alex!.id));
    expect(active[0]?.status).toBe('active');
    const [staff] = await handle.db.select().from(staffUsers);
    expect(await verifyPassword(staff!.passwordHash, DEMO_PASSWORD)).toBe(true);
  });

  it('lets new customers be added after the seeded ones', async () => {
    const [row] = await handle.db
      .insert(customers)
      .values({ operatorId: 1, reference: 'LIDTEST0001', firstName: 'New', lastName: 'Customer' })
      .returning({ id: customers.id });
    expect(row?.id).toBeGreaterThan(1004);
  });

  it('refuses to seed over a demo database seeded before the demo was imported', async () => {
    // Such a database has the timetable without the import's keys: importing over it would give
    // every venue each session twice.
    await handle.db.delete(importKeys).where(eq(importKeys.kind, 'schedules'));
    const before = await tableCounts();
    await expect(
      seedDemoData(handle.db, { siteUrl: 'http://localhost:3000', now: TEST_NOW }),
    ).rejects.toThrow(/seeded by an earlier Lido/);
    expect(await tableCounts()).toEqual(before);
  });
});
