import { and, count, countDistinct, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, familyLinks, staffUsers } from '../modules/accounts/accounts.tables';
import { verifyPassword } from '../modules/accounts/password-hashing';
import { categories } from '../modules/catalogue/catalogue.tables';
import { memberships } from '../modules/memberships/memberships.tables';
import { extendOccurrenceHorizon } from '../modules/timetable/occurrence-horizon';
import { occurrences, scheduleInstructors, schedules } from '../modules/timetable/timetable.tables';
import { venues } from '../modules/venues/venues.tables';
import { openTestDatabase } from '../test-support/test-app';
import { TEST_HORIZON_DAYS, TEST_NOW } from '../test-support/test-clock';
import { DEMO_PASSWORD } from './demo-people';
import { seedDemoData } from './seed-demo-data';
import type { DatabaseHandle } from '../db/client';

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
});
