import {
  type Cart,
  type ChangesReport,
  type ListedPrice,
  MEMBER_PRICE_ABOVE_PRICE,
  ONLY_MANAGER_CHANGES_PRICE_LISTS,
  type VenuePriceLists,
} from '@lido/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonColumn, rowsOf } from '../../../platform/db/raw-rows';
import { basketCalls, slot } from '../../../test-support/basket-calls';
import { findOccurrence } from '../../../test-support/occurrences';
import {
  bearer,
  DESK_MANAGER,
  FRONT_DESK,
  PRIYA,
  signIn,
  signInOtherOperatorManager,
} from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';

// Dana Whitfield manages Swiss Cottage (90001) for Lido's demo operator; Jordan Reid is its
// receptionist. TEST_NOW is Tuesday 20 October 2026.
const VENUE = 'swiss-cottage-leisure-centre';
const PRICES_URL = `/api/admin/venues/${VENUE}/prices`;
const PUBLIC = `/api/activities/venue/${VENUE}`;

let t: TestApp;
let manager: Record<string, string>;
const { add } = basketCalls(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  manager = bearer(await signIn(t.app, DESK_MANAGER.email, { as: 'staff' }));
});
afterAll(async () => {
  await t.close();
});

async function priceLists(headers = manager): Promise<VenuePriceLists> {
  const response = await t.app.inject({ method: 'GET', url: PRICES_URL, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: VenuePriceLists }>().data;
}

async function activityPrices(name: string): Promise<ListedPrice[]> {
  const activity = (await priceLists()).activities.find((each) => each.name === name);
  if (!activity) throw new Error(`no ${name} at Swiss Cottage`);
  return activity.prices;
}

async function priceOf(activity: string, name?: string): Promise<ListedPrice> {
  const prices = await activityPrices(activity);
  const price = name === undefined ? prices[0] : prices.find((each) => each.name === name);
  if (!price) throw new Error(`no ${name ?? 'price'} for ${activity}`);
  return price;
}

const change = (id: number, payload: object, headers: Record<string, string> = manager) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/prices/${id}`, headers, payload });

/** The price a customer sees on the public times of an activity on a date. */
async function publicPrice(activity: string, date: string): Promise<string | undefined> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${PUBLIC}/activity/${activity}/v2/times?date=${date}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { price: { formatted_amount: string } }[] }>().data[0]?.price
    .formatted_amount;
}

interface AuditEntry {
  staff_user_id: number;
  venue_id: number;
  details: Record<string, unknown>;
}

async function priceAuditEntries(priceId: number): Promise<AuditEntry[]> {
  const rows = await rowsOf<AuditEntry & { details: unknown }>(
    t.db,
    sql`select staff_user_id, venue_id, details from desk_audit_entries
      where action = 'price-list-changed' and (details->>'pricing_option_id')::int = ${priceId}
      order by id`,
  );
  return rows.map((row) => ({ ...row, details: jsonColumn(row.details, {}) }));
}

describe("a venue's price lists", () => {
  it('lists each bookable activity with its kind and its prices in the order customers see them', async () => {
    const { venue, activities } = await priceLists();
    expect(venue).toEqual({ id: 90001, slug: VENUE, name: 'Swiss Cottage Leisure Centre' });
    const byName = new Map(activities.map((activity) => [activity.name, activity]));
    expect(byName.get('Yoga')).toMatchObject({
      kind: 'class',
      prices: [{ kind: 'standard', price_pence: 850, member_price_pence: 0 }],
    });
    expect(byName.get('Badminton 60min')).toMatchObject({
      kind: 'slot',
      prices: [{ kind: 'standard', price_pence: 1285, member_price_pence: 980 }],
    });
    expect(byName.get('Public Swim')?.kind).toBe('ticketed');
    expect(
      byName.get('Public Swim')?.prices.map((price) => [price.name, price.kind, price.price_pence]),
    ).toEqual([
      ['Adult', 'ticket', 550],
      ['Junior', 'ticket', 300],
      ['Concession', 'ticket', 350],
    ]);
  });

  it('leaves out the groups activities are listed under, and names activities as the public API does', async () => {
    const groups = await rowsOf<{ id: string }>(
      t.db,
      sql`select id from categories where venue_id = 90001 and v2_type is null`,
    );
    expect(groups.length).toBeGreaterThan(0);
    const ids = (await priceLists()).activities.map((activity) => activity.id);
    expect(ids).not.toEqual(expect.arrayContaining([groups[0]?.id]));
    const yoga = (await priceLists()).activities.find((activity) => activity.name === 'Yoga');
    const publicYoga = await t.app.inject({ method: 'GET', url: `${PUBLIC}/categories/yoga` });
    expect(publicYoga.json<{ data: { id: string } }>().data.id).toBe(yoga?.id);
  });
});

describe('changing a price', () => {
  it('changes the price and member price, and the public times show the new price at once', async () => {
    const spin = await priceOf('Spin');
    // Read first, so the timetable has the day cached at the old price.
    expect(await publicPrice('spin', '2026-10-21')).toBe('£9.00');
    const response = await change(spin.id, { price_pence: 950, member_price_pence: 500 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: ListedPrice }>().data).toEqual({
      ...spin,
      price_pence: 950,
      member_price_pence: 500,
    });
    expect(await priceOf('Spin')).toMatchObject({ price_pence: 950, member_price_pence: 500 });
    expect(await publicPrice('spin', '2026-10-21')).toBe('£9.50');
  });

  it('lets members pay the price when the member price is taken away', async () => {
    const squash = await priceOf('Squash 40min');
    const response = await change(squash.id, { member_price_pence: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: ListedPrice }>().data.member_price_pence).toBeNull();
  });

  it('keeps the price a place was put in a basket at; places taken after pay the new one', async () => {
    const pilates = await priceOf('Pilates');
    const before = await findOccurrence(t.db, {
      venue: VENUE,
      activity: 'pilates',
      date: '2026-10-22',
    });
    const added = await add([slot(before)]);
    expect(added.statusCode, added.body).toBe(200);
    const basket = added.json<{ data: Cart }>().data;
    expect(basket.items[0]?.price.raw).toBe(850);

    expect((await change(pilates.id, { price_pence: 1000 })).statusCode).toBe(200);

    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/activities/cart',
      headers: { 'x-cart-uuid': basket.uuid },
    });
    expect(kept.json<{ data: Cart }>().data.items[0]?.price.raw).toBe(850);
    const stored = await rowsOf<{ unit_price_pence: number; price_pence: number }>(
      t.db,
      sql`select unit_price_pence, price_pence from cart_items
        where id = ${basket.items[0]?.id ?? 0}`,
    );
    expect(stored).toEqual([{ unit_price_pence: 850, price_pence: 850 }]);

    const after = await findOccurrence(t.db, {
      venue: VENUE,
      activity: 'pilates',
      date: '2026-10-24',
    });
    const later = await add([slot(after)]);
    expect(later.json<{ data: Cart }>().data.items[0]?.price.raw).toBe(1000);
  });

  it('refuses a member price above the price, by the field, and changes nothing', async () => {
    const body = await priceOf('Body Pump');
    const response = await change(body.id, { member_price_pence: 901 });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      member_price_pence: [MEMBER_PRICE_ABOVE_PRICE],
    });
    // Lowering the price below the member price kept is refused the same way.
    const badminton = await priceOf('Badminton 60min');
    const lowered = await change(badminton.id, { price_pence: 900 });
    expect(lowered.statusCode).toBe(422);
    expect(lowered.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty(
      'member_price_pence',
    );
    expect(await priceOf('Body Pump')).toEqual(body);
    expect(await priceAuditEntries(body.id)).toEqual([]);
  });

  it('names each wrong field', async () => {
    const aqua = await priceOf('Aqua Aerobics');
    const response = await change(aqua.id, {
      price_pence: 100_001,
      member_price_pence: 2.5,
      name: ' ',
    });
    expect(response.statusCode).toBe(422);
    expect(
      Object.keys(response.json<{ errors: Record<string, string[]> }>().errors).sort(),
    ).toEqual(['member_price_pence', 'name', 'price_pence']);
    expect((await change(aqua.id, { price_pence: -1 })).statusCode).toBe(422);
    expect((await change(aqua.id, { name: 'x'.repeat(61) })).statusCode).toBe(422);
    expect(await priceOf('Aqua Aerobics')).toEqual(aqua);
  });

  it("keeps both of two managers' changes made at once, each audited from the other's", async () => {
    const concession = await priceOf('Public Swim', 'Concession');
    const [price, memberPrice] = await Promise.all([
      change(concession.id, { price_pence: 400 }),
      change(concession.id, { member_price_pence: 200 }),
    ]);
    expect([price.statusCode, memberPrice.statusCode]).toEqual([200, 200]);
    expect(await priceOf('Public Swim', 'Concession')).toMatchObject({
      price_pence: 400,
      member_price_pence: 200,
    });
    const entries = await priceAuditEntries(concession.id);
    expect(entries.map((entry) => entry.details.after)).toEqual(
      expect.arrayContaining([{ price: '£4.00' }, { member_price: '£2.00' }]),
    );
  });

  it('answers 404 for a price that does not exist', async () => {
    expect((await change(999_999, { price_pence: 100 })).statusCode).toBe(404);
  });

  it('changes once for a request sent again with its Idempotency-Key', async () => {
    const adult = await priceOf('Family Swim', 'Adult');
    const headers = { ...manager, 'idempotency-key': 'family-swim-adult-400' };
    const first = await change(adult.id, { price_pence: 400 }, headers);
    const again = await change(adult.id, { price_pence: 400 }, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await priceAuditEntries(adult.id)).toHaveLength(1);
  });
});

describe('the audit of price changes', () => {
  it('records only the fields changed, as money, by the manager at the venue', async () => {
    const junior = await priceOf('Public Swim', 'Junior');
    const response = await change(junior.id, {
      price_pence: 320,
      member_price_pence: 0,
      name: 'Junior (under 16)',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await priceAuditEntries(junior.id)).toEqual([
      {
        staff_user_id: DESK_MANAGER.id,
        venue_id: 90001,
        details: {
          pricing_option_id: junior.id,
          activity: 'Public Swim',
          name: 'Junior (under 16)',
          before: { price: '£3.00', name: 'Junior' },
          after: { price: '£3.20', name: 'Junior (under 16)' },
        },
      },
    ]);
    // The same change again changes nothing and records nothing.
    expect((await change(junior.id, { price_pence: 320 })).statusCode).toBe(200);
    expect(await priceAuditEntries(junior.id)).toHaveLength(1);
  });

  it('shows price changes in the Changes report', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports/changes?from=2026-10-20&to=2026-10-20',
      headers: manager,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = response.json<{ data: ChangesReport }>().data;
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          at: TEST_NOW.toISOString(),
          by: 'Dana Whitfield',
          action: 'price-list-changed',
          label: 'Prices changed',
          subject: 'Spin: Standard',
          before: 'price £9.00, member price £0.00',
          after: 'price £9.50, member price £5.00',
        },
        expect.objectContaining({
          subject: 'Squash 40min: Court hire',
          before: 'member price £8.00',
          after: 'member price none',
        }),
        expect.objectContaining({
          subject: 'Public Swim: Junior (under 16)',
          before: 'price £3.00, name Junior',
          after: 'price £3.20, name Junior (under 16)',
        }),
      ]),
    );
  });
});

describe('who may see and change prices', () => {
  const calls = () => [
    { method: 'GET' as const, url: PRICES_URL },
    { method: 'PATCH' as const, url: '/api/admin/prices/1', payload: {} },
  ];

  it('asks anyone not signed in to sign in', async () => {
    for (const call of calls()) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
    }
  });

  it('refuses customers and receptionists', async () => {
    const customer = bearer(await signIn(t.app, PRIYA.email));
    const receptionist = bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }));
    for (const call of calls()) {
      expect((await t.app.inject({ ...call, headers: customer })).statusCode, call.url).toBe(403);
      const asReceptionist = await t.app.inject({ ...call, headers: receptionist });
      expect(asReceptionist.statusCode, call.url).toBe(403);
      expect(asReceptionist.json<{ message: string }>().message).toBe(
        ONLY_MANAGER_CHANGES_PRICE_LISTS,
      );
    }
  });

  it("lets the operator's managers in, at any of its venues", async () => {
    const britannia = await t.app.inject({
      method: 'GET',
      url: '/api/admin/venues/britannia-leisure-centre/prices',
      headers: manager,
    });
    expect(britannia.statusCode, britannia.body).toBe(200);
    const price = await priceOf('Yoga');
    expect((await change(price.id, {})).statusCode).toBe(200);
  });

  it("hides each operator's venues and prices from another's managers", async () => {
    const other = bearer(await signInOtherOperatorManager(t.app, t.db));
    const ours = await t.app.inject({ method: 'GET', url: PRICES_URL, headers: other });
    expect(ours.statusCode).toBe(404);
    const yoga = await priceOf('Yoga');
    expect((await change(yoga.id, { price_pence: 1 }, other)).statusCode).toBe(404);
    expect(await priceOf('Yoga')).toEqual(yoga);
    // Their own venue (Manchester Aquatics Centre, 90006) is theirs to see, and no longer Lido's manager's.
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/admin/venues/90006/prices',
      headers: other,
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const fromOurs = await t.app.inject({
      method: 'GET',
      url: '/api/admin/venues/90006/prices',
      headers: manager,
    });
    expect(fromOurs.statusCode).toBe(404);
  });
});
