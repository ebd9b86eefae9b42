import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { bookedCount } from '../../../test-support/occurrences';
import { openTestDatabase } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';
import { claimPlaces } from '../../timetable/timetable';
import { createAnonymousCart, insertCartItem, listCartItems } from './basket.repository';
import { releaseExpiredHolds } from './holds.repository';

const MINUTE = 60_000;
let handle: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ handle, drop } = await openTestDatabase());
});
afterAll(async () => {
  await drop();
});

/** Sessions with room for two more, each with a ticket type to hold them under. */
async function roomyOccurrences(count: number) {
  const rows = await rowsOf<{ id: number; pricing_option_id: number; booked: number }>(
    handle.db,
    sql`select o.id::float8 as id, o.booked,
        (select min(po.id) from pricing_options po where po.category_id = o.category_id) as pricing_option_id
      from occurrences o
      where o.capacity - o.booked >= 2
        and exists (select 1 from pricing_options po where po.category_id = o.category_id)
      order by o.id
      limit ${count}`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

describe('the hold sweep', () => {
  it('gives the places of each expired hold back exactly once when several processes sweep at once', async () => {
    const db = handle.db;
    const sessions = await roomyOccurrences(8);
    const now = new Date(TEST_NOW.getTime() + 60 * MINUTE);
    const carts = await Promise.all(
      [0, 1].map(() => createAnonymousCart(db, randomUUID(), TEST_NOW)),
    );
    const cartIds = carts.map((cart) => cart.id);
    for (const [index, session] of sessions.entries()) {
      await db.transaction(async (tx) => {
        expect(await claimPlaces(tx, session.id, 2)).toBe(true);
        await insertCartItem(tx, {
          cartId: cartIds[index % 2] ?? 0,
          occurrenceId: session.id,
          pricingOptionId: session.pricing_option_id,
          purchasedForCustomerId: null,
          quantity: 2,
          unitPricePence: 500,
          pricePence: 1000,
          isSinglePlace: false,
          // Half ran out before `now`, half are still live.
          holdExpiresAt: new Date(now.getTime() + (index < 4 ? -MINUTE : MINUTE)),
          createdAt: TEST_NOW,
        });
      });
    }

    const released = await Promise.all(
      [0, 1, 2, 3].map(() => releaseExpiredHolds(db, now, { limit: 2 })),
    );
    let more = released.reduce((sum, count) => sum + count, 0);
    // A sweep that found every row locked by another stops early; the next run picks up the rest.
    while (more < 4) {
      const again = await releaseExpiredHolds(db, now);
      if (again === 0) break;
      more += again;
    }

    expect(more).toBe(4);
    for (const [index, session] of sessions.entries()) {
      expect(await bookedCount(db, session.id)).toBe(session.booked + (index < 4 ? 0 : 2));
    }
    const left = (await Promise.all(cartIds.map((id) => listCartItems(db, id)))).flat();
    const byId = (a: number, b: number) => a - b;
    expect(left.map((item) => item.occurrenceId).sort(byId)).toEqual(
      sessions
        .slice(4)
        .map((session) => session.id)
        .sort(byId),
    );
  });
});
