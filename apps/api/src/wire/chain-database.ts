import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { operators } from '../contexts/venue-setup/venues';

// Arrangements the golden chain makes in its private test database before it starts.

/** Moves the operator's v1 → v2 migration date (the booking site's switch, not the API's). */
export async function setMigrationDate(db: Database, migrationDate: string): Promise<void> {
  await db.update(operators).set({ migrationDate });
}

/** Makes every session of one activity at one venue free, for members and everyone else. */
export async function makeActivityFree(db: Database, venue: string, activity: string) {
  await db.execute(sql`
    update pricing_options set price_pence = 0, member_price_pence = 0
    where category_id in (
      select c.id from categories c join venues v on v.id = c.venue_id
      where v.slug = ${venue} and c.slug = ${activity})`);
}

/** Card payment attempts on record: a zero-total checkout must not add one. */
export async function cardTransactionCount(db: Database): Promise<number> {
  const result: unknown = await db.execute(sql`select count(*)::int as n from card_transactions`);
  return Number((result as { rows: { n: number }[] }).rows[0]?.n);
}
