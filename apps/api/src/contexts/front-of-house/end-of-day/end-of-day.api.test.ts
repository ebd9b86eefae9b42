import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateIn, addCalendarDays } from '@lido/calendar-date';
import { rowsOf } from '../../../platform/db/raw-rows';
import { COURT_PENCE, deskCalls, TOM_ID } from '../../../test-support/desk-calls';
import {
  ALEX,
  bearer,
  FRONT_DESK,
  JAMIE,
  signIn,
  signInOtherVenueStaff,
} from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';
import { deskAuditEntries } from '../../people/desk-audit/desk-audit.tables';
import { CASH_UP_IN_FUTURE } from './end-of-day.service';

// A day at Swiss Cottage's desk: Jordan Reid (receptionist) takes £20 in cash for Jamie's £12.85
// court (£7.15 change); Dana Whitfield (manager) takes Tom's on the terminal.

const MANAGER = { id: 802, email: 'manager@lido.example' };
const TODAY = calendarDateIn(TEST_NOW);

let t: TestApp;
let jordan: Record<string, string>;
let dana: Record<string, string>;
let alex: Record<string, string>;

const { courtFor, payFor } = deskCalls(
  () => t.app,
  () => t.db,
);

beforeAll(async () => {
  t = await createTestApp();
  jordan = bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }));
  dana = bearer(await signIn(t.app, MANAGER.email, { as: 'staff' }));
  alex = bearer(await signIn(t.app, ALEX.email));

  await courtFor(JAMIE.id, jordan);
  const cash = await payFor(JAMIE.id, [{ tender_type: 'cash', amount: 2000 }], jordan);
  expect(cash.statusCode, cash.body).toBe(200);
  await courtFor(TOM_ID, dana);
  const card = await payFor(
    TOM_ID,
    [{ tender_type: 'terminal', amount: COURT_PENCE, info: { reference: 'AUTH 000042' } }],
    dana,
  );
  expect(card.statusCode, card.body).toBe(200);
});
afterAll(() => t.close());

const takings = (headers: Record<string, string>, date = TODAY) =>
  t.app.inject({ method: 'GET', url: `/api/foh/takings?date=${date}`, headers });

const cashUp = (headers: Record<string, string>, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/foh/cash-ups',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: body,
  });

interface Takings {
  by_tender: { tender_type: string; label: string; count: number; amount: { raw: number } }[];
  by_staff: { name: string; tenders: { tender_type: string; amount: { raw: number } }[] }[];
  total: { raw: number; formatted: string };
  cash: { expected: { raw: number }; change_given: { raw: number } };
  cash_ups: { counted: { raw: number }; difference: { raw: number; formatted: string } }[];
}

describe("a day's takings at the desk", () => {
  it("add up to the day's payments taken at the venue's desk, by tender and by member of staff", async () => {
    const response = await takings(jordan);
    expect(response.statusCode, response.body).toBe(200);
    const day = response.json<{ data: Takings }>().data;

    // The sum of the day's tenders, read from the payments themselves.
    const [recorded] = await rowsOf<{ total: number }>(
      t.db,
      sql`select coalesce(sum(p.amount_pence), 0)::int as total from payments p
        join staff_users s on s.id = p.staff_user_id
        where s.venue_id = ${FRONT_DESK.venueId}
          and (p.created_at at time zone 'Europe/London')::date = ${TODAY}::date`,
    );
    expect(day.total.raw).toBe(recorded?.total);
    expect(day.total).toEqual({ raw: 2 * COURT_PENCE, formatted: '£25.70' });
    expect(day.by_tender.reduce((sum, tender) => sum + tender.amount.raw, 0)).toBe(day.total.raw);
    expect(day.by_tender).toEqual([
      { tender_type: 'cash', label: 'Cash', count: 1, amount: { raw: 1285, formatted: '£12.85' } },
      {
        tender_type: 'terminal',
        label: 'Card (at the desk)',
        count: 1,
        amount: { raw: 1285, formatted: '£12.85' },
      },
    ]);
    expect(
      day.by_staff.map((staff) => [
        staff.name,
        staff.tenders.map((tender) => [tender.tender_type, tender.amount.raw]),
      ]),
    ).toEqual([
      ['Jordan Reid', [['cash', 1285]]],
      ['Dana Whitfield', [['terminal', 1285]]],
    ]);
    // £20 handed over, £7.15 given back: £12.85 should be in the till.
    expect(day.cash.expected.raw).toBe(1285);
    expect(day.cash.change_given.raw).toBe(715);
  });

  it('are empty on a day nothing was taken, and for another venue', async () => {
    const yesterday = (await takings(jordan, addCalendarDays(TODAY, -1))).json<{ data: Takings }>();
    expect(yesterday.data).toMatchObject({ by_tender: [], by_staff: [], total: { raw: 0 } });
    const britannia = bearer(await signInOtherVenueStaff(t.app, t.db));
    const elsewhere = (await takings(britannia)).json<{ data: Takings }>();
    expect(elsewhere.data).toMatchObject({ venue_id: 90002, total: { raw: 0 }, by_staff: [] });
  });
});

describe('cashing up', () => {
  it('records the count against the cash expected, with the difference, and audits it', async () => {
    const short = await cashUp(jordan, { date: TODAY, counted_cash: 1280, note: 'Till 1' });
    expect(short.statusCode, short.body).toBe(201);
    expect(short.json()).toMatchObject({
      data: {
        date: TODAY,
        expected: { raw: 1285, formatted: '£12.85' },
        counted: { raw: 1280, formatted: '£12.80' },
        difference: { raw: -5, formatted: '-£0.05' },
        counted_by: 'Jordan Reid',
        note: 'Till 1',
      },
    });
    const recount = await cashUp(dana, { date: TODAY, counted_cash: 1285 });
    expect(recount.json()).toMatchObject({
      data: { difference: { raw: 0 }, counted_by: 'Dana Whitfield', note: null },
    });

    const day = (await takings(jordan)).json<{ data: Takings }>().data;
    expect(day.cash_ups.map((count) => [count.counted.raw, count.difference.formatted])).toEqual([
      [1280, '-£0.05'],
      [1285, '£0.00'],
    ]);
    const audited = await t.db
      .select({ staffUserId: deskAuditEntries.staffUserId, details: deskAuditEntries.details })
      .from(deskAuditEntries)
      .where(eq(deskAuditEntries.action, 'cash-up'));
    expect(audited).toEqual([
      {
        staffUserId: FRONT_DESK.id,
        details: { date: TODAY, expected_pence: 1285, counted_pence: 1280, difference_pence: -5 },
      },
      {
        staffUserId: MANAGER.id,
        details: { date: TODAY, expected_pence: 1285, counted_pence: 1285, difference_pence: 0 },
      },
    ]);
  });

  it('refuses a day that has not begun, and a count it cannot read (422)', async () => {
    const tomorrow = await cashUp(jordan, { date: addCalendarDays(TODAY, 1), counted_cash: 0 });
    expect(tomorrow.statusCode).toBe(422);
    expect(tomorrow.json()).toMatchObject({ message: CASH_UP_IN_FUTURE });
    for (const counted_cash of [-1, 10.5, '100', null]) {
      expect((await cashUp(jordan, { date: TODAY, counted_cash })).statusCode).toBe(422);
    }
  });
});

describe('who may see the takings and cash up', () => {
  it('refuses customers (403) and anonymous callers (401) on every end-of-day route', async () => {
    expect((await takings(alex)).statusCode).toBe(403);
    expect((await takings({})).statusCode).toBe(401);
    expect((await cashUp(alex, { date: TODAY, counted_cash: 0 })).statusCode).toBe(403);
    expect((await cashUp({}, { date: TODAY, counted_cash: 0 })).statusCode).toBe(401);
  });
});
