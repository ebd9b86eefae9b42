import { randomUUID } from 'node:crypto';
import type { MembershipsReport, TakingsReport, UtilisationReport } from '@lido/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/raw-rows';
import { testCards } from '@lido/emulators/opayo';
import { cardCheckout, type Authorisation } from '../../../test-support/card-checkout';
import { COURT_PENCE, deskCalls, TOM_ID } from '../../../test-support/desk-calls';
import { findOccurrence, type TestOccurrence } from '../../../test-support/occurrences';
import {
  ALEX,
  bearer,
  DESK_MANAGER,
  FRONT_DESK,
  JAMIE,
  PRIYA,
  signIn,
} from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';

// A week at Swiss Cottage (Monday 19 to Sunday 25 October 2026), all bought on Tuesday the 20th
// for badminton courts on Friday the 23rd: at the desk, Jamie pays £20 cash for the 07:00 court
// (£7.15 change) and Tom pays on the terminal for the 08:00; Jamie pays £12.85 cash for the 09:00
// and is refunded in cash; online, Priya pays by card for the 10:00. On the day Jamie comes to
// the 07:00 and Tom misses the 08:00.

const SWISS_COTTAGE = FRONT_DESK.venueId;
const BRITANNIA = 90002;
const WEEK = 'from=2026-10-19&to=2026-10-25';

let t: TestApp;
let manager: Record<string, string>;
let receptionist: Record<string, string>;
let customer: Record<string, string>;
let priyaCardPence = 0;

const { courtFor, payFor } = deskCalls(
  () => t.app,
  () => t.db,
);
const checkout = cardCheckout(() => t.app);

const get = (url: string, headers: Record<string, string> = manager) =>
  t.app.inject({ method: 'GET', url, headers });

async function bookingOn(court: TestOccurrence, customerId: number): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    t.db,
    sql`select id::float8 as id from bookings
      where occurrence_id = ${court.id} and customer_id = ${customerId}`,
  );
  if (!row) throw new Error(`no booking on ${court.id} for ${customerId}`);
  return row.id;
}

function paidAtDesk(response: { statusCode: number; body: string; json: () => unknown }) {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { complete_order_id: number }).complete_order_id;
}

/** Badminton courts at Swiss Cottage on the 23rd: their sessions, places and bookings. */
async function badmintonOnThe23rd() {
  const [row] = await rowsOf<{ sessions: number; places: number; booked: number }>(
    t.db,
    sql`select count(distinct o.id)::int as sessions,
        (select sum(capacity) from occurrences o2 join categories c2 on c2.id = o2.category_id
          where o2.venue_id = ${SWISS_COTTAGE} and c2.slug = 'badminton-60min'
            and o2.date = '2026-10-23')::int as places,
        coalesce(sum(b.quantity) filter (where b.status = 'booked'), 0)::int as booked
      from occurrences o join categories c on c.id = o.category_id
        left join bookings b on b.occurrence_id = o.id
      where o.venue_id = ${SWISS_COTTAGE} and c.slug = 'badminton-60min' and o.date = '2026-10-23'`,
  );
  return row!;
}

let bookedBefore = 0;
/** The week's badminton at Swiss Cottage as the report saw it before the courts were bought. */
let badmintonBefore: UtilisationReport['rows'][number] | undefined;

const badmintonRow = async () =>
  (await get(`/api/admin/reports/utilisation?${WEEK}&group_by=activity`))
    .json<{ data: UtilisationReport }>()
    .data.rows.find((row) => row.label === 'Badminton 60min');

beforeAll(async () => {
  t = await createTestApp();
  manager = bearer(await signIn(t.app, DESK_MANAGER.email, { as: 'staff' }));
  receptionist = bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }));
  customer = bearer(await signIn(t.app, ALEX.email));
  bookedBefore = (await badmintonOnThe23rd()).booked;
  badmintonBefore = await badmintonRow();

  const jamiesCourt = await courtFor(JAMIE.id, receptionist);
  paidAtDesk(await payFor(JAMIE.id, [{ tender_type: 'cash', amount: 2000 }], receptionist));
  const tomsCourt = await courtFor(TOM_ID, manager);
  paidAtDesk(
    await payFor(
      TOM_ID,
      [{ tender_type: 'terminal', amount: COURT_PENCE, info: { reference: 'AUTH 000042' } }],
      manager,
    ),
  );
  const refundedCourt = await courtFor(JAMIE.id, receptionist);
  const refundedOrder = paidAtDesk(
    await payFor(JAMIE.id, [{ tender_type: 'cash', amount: COURT_PENCE }], receptionist),
  );
  const refunded = await t.app.inject({
    method: 'POST',
    url: `/api/foh/orders/${refundedOrder}/refunds`,
    headers: { ...receptionist, 'idempotency-key': randomUUID() },
    payload: {
      booking_ids: [await bookingOn(refundedCourt, JAMIE.id)],
      refund_to: 'original',
      reason: 'Court closed for a leak',
    },
  });
  expect(refunded.statusCode, refunded.body).toBe(201);

  const priya = await signIn(t.app, PRIYA.email);
  const priyasCourt = await findOccurrence(t.db, {
    venue: 'swiss-cottage-leisure-centre',
    activity: 'badminton-60min',
    date: '2026-10-23',
    time: '10:00',
  });
  await checkout.holdInBasket(priya, priyasCourt);
  const { prepared, response } = await checkout.payWith(priya, testCards.frictionless);
  priyaCardPence = prepared.amount.raw;
  const completed = await checkout.complete(priya, {
    transaction_uuid: response.json<Authorisation>().transaction_uuid,
    item_hash: prepared.item_hash,
  });
  expect(completed.statusCode, completed.body).toBe(200);

  // Friday, five minutes into the 08:00 court: the register is taken.
  t.clock.set(new Date(tomsCourt.startsAt.getTime() + 5 * 60_000));
  const onTheDay = bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }));
  for (const [court, customerId, attendance] of [
    [jamiesCourt, JAMIE.id, 'attended'],
    [tomsCourt, TOM_ID, 'no_show'],
  ] as const) {
    const marked = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/bookings/${await bookingOn(court, customerId)}/attendance`,
      headers: onTheDay,
      payload: { attendance },
    });
    expect(marked.statusCode, marked.body).toBe(200);
  }
  t.clock.set(TEST_NOW);
});
afterAll(() => t.close());

describe('who may see the reports', () => {
  const routes = [
    `/api/admin/reports/utilisation?${WEEK}`,
    `/api/admin/reports/utilisation.csv?${WEEK}`,
    `/api/admin/reports/takings?${WEEK}`,
    `/api/admin/reports/takings.csv?${WEEK}`,
    `/api/admin/reports/memberships?${WEEK}`,
    `/api/admin/reports/memberships.csv?${WEEK}`,
  ];

  it('answers 401 signed out, 403 "Unauthorised." to a customer and 403 with the reason to a receptionist', async () => {
    for (const url of routes) {
      expect((await get(url, {})).statusCode, url).toBe(401);
      const refused = await get(url, customer);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ message: 'Unauthorised.' });
      const receptionistRefused = await get(url, receptionist);
      expect(receptionistRefused.statusCode, url).toBe(403);
      expect(receptionistRefused.json()).toMatchObject({
        message: 'Only a manager can see the reports.',
      });
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('refuses bad dates, an end before the start and more than 366 days, naming the field', async () => {
    const cases = [
      ['from=2026-13-01&to=2026-10-25', 'from', 'The date is not a valid calendar date.'],
      ['from=19/10/2026&to=2026-10-25', 'from', 'The date must be in the format YYYY-MM-DD.'],
      ['to=2026-10-25', 'from', 'The start of the period is required.'],
      ['from=2026-10-19', 'to', 'The end of the period is required.'],
      ['from=2026-10-19&to=2026-10-18', 'to', 'The end of the period cannot be before its start.'],
      ['from=2025-10-19&to=2026-10-20', 'to', 'A report can cover at most 366 days.'],
    ] as const;
    for (const [query, field, message] of cases) {
      for (const report of ['utilisation', 'takings.csv', 'memberships']) {
        const response = await get(`/api/admin/reports/${report}?${query}`);
        expect(response.statusCode, `${report}?${query}`).toBe(422);
        expect(response.json<{ errors: Record<string, string[]> }>().errors[field]?.[0]).toBe(
          message,
        );
      }
    }
    // 366 days, both ends counted, is allowed.
    expect((await get('/api/admin/reports/takings?from=2025-10-20&to=2026-10-20')).statusCode).toBe(
      200,
    );
    const grouping = await get(`/api/admin/reports/utilisation?${WEEK}&group_by=instructor`);
    expect(grouping.statusCode).toBe(422);
    expect(grouping.json<{ errors: Record<string, string[]> }>().errors.group_by).toEqual([
      'Group by activity, location or day.',
    ]);
  });

  it("reports on another of the operator's venues when asked, and on no other", async () => {
    const britannia = await get(`/api/admin/reports/takings?${WEEK}&venue_id=${BRITANNIA}`);
    expect(britannia.statusCode).toBe(200);
    const report = britannia.json<{ data: TakingsReport }>().data;
    expect(report.venue.id).toBe(BRITANNIA);
    expect(report.rows).toEqual([]);
    expect(report.venues.map((venue) => venue.id)).toContain(SWISS_COTTAGE);
    const unknown = await get(`/api/admin/reports/utilisation?${WEEK}&venue_id=999999`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'There is no such venue.' });
  });
});

describe('the utilisation report', () => {
  it("counts the week's badminton sessions, places, bookings, attendance and no-shows exactly", async () => {
    const response = await get(`/api/admin/reports/utilisation?${WEEK}&group_by=activity`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<{ data: UtilisationReport }>().data;
    expect(report).toMatchObject({
      from: '2026-10-19',
      to: '2026-10-25',
      venue: { id: SWISS_COTTAGE, name: expect.any(String) as string },
      group_by: 'activity',
    });
    const [weekBadminton] = await rowsOf<{
      sessions: number;
      places: number;
      booked: number;
      attended: number;
      no_shows: number;
    }>(
      t.db,
      sql`select count(*)::int as sessions, sum(capacity)::int as places,
          sum(booked)::int as booked, sum(attended)::int as attended, sum(no_shows)::int as no_shows
        from (select o.id, o.capacity,
            coalesce(sum(b.quantity) filter (where b.status = 'booked'), 0) as booked,
            coalesce(sum(b.quantity) filter (where b.status = 'booked' and b.attended), 0) as attended,
            coalesce(sum(b.quantity) filter (where b.status = 'booked' and b.no_show), 0) as no_shows
          from occurrences o join categories c on c.id = o.category_id
            left join bookings b on b.occurrence_id = o.id
          where o.venue_id = ${SWISS_COTTAGE} and c.slug = 'badminton-60min'
            and o.date between '2026-10-19' and '2026-10-25'
          group by o.id) per_session`,
    );
    const badminton = report.rows.find((row) => row.label === 'Badminton 60min');
    expect(badminton).toMatchObject({
      sessions: weekBadminton!.sessions,
      places: weekBadminton!.places,
      booked: weekBadminton!.booked,
      attended: weekBadminton!.attended,
      no_shows: weekBadminton!.no_shows,
    });
    // What this week's courts added: three places booked, one attended, one missed.
    expect(badminton).toMatchObject({
      sessions: badmintonBefore!.sessions,
      places: badmintonBefore!.places,
      booked: badmintonBefore!.booked + 3,
      attended: badmintonBefore!.attended + 1,
      no_shows: badmintonBefore!.no_shows + 1,
    });
    // Jamie's 07:00, Tom's 08:00 and Priya's 10:00; the refunded 09:00 was cancelled.
    expect((await badmintonOnThe23rd()).booked).toBe(bookedBefore + 3);
    expect(badminton!.utilisation_percent).toBe(
      Math.round((weekBadminton!.booked * 1000) / weekBadminton!.places) / 10,
    );
    const sum = (pick: (row: UtilisationReport['rows'][number]) => number) =>
      report.rows.reduce((total, row) => total + pick(row), 0);
    expect(report.total).toMatchObject({
      label: 'Total',
      sessions: sum((row) => row.sessions),
      places: sum((row) => row.places),
      booked: sum((row) => row.booked),
      attended: sum((row) => row.attended),
      no_shows: sum((row) => row.no_shows),
    });
  });

  it('groups by day and by location, each adding up to the same week', async () => {
    const byActivity = (await get(`/api/admin/reports/utilisation?${WEEK}`)).json<{
      data: UtilisationReport;
    }>().data;
    const byDay = (await get(`/api/admin/reports/utilisation?${WEEK}&group_by=day`)).json<{
      data: UtilisationReport;
    }>().data;
    const byLocation = (
      await get(`/api/admin/reports/utilisation?${WEEK}&group_by=location`)
    ).json<{ data: UtilisationReport }>().data;
    expect(byDay.rows.map((row) => row.key)).toEqual([
      '2026-10-19',
      '2026-10-20',
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
    ]);
    const [friday] = await rowsOf<{ attended: number; no_shows: number }>(
      t.db,
      sql`select coalesce(sum(b.quantity) filter (where b.attended), 0)::int as attended,
          coalesce(sum(b.quantity) filter (where b.no_show), 0)::int as no_shows
        from bookings b join occurrences o on o.id = b.occurrence_id
        where o.venue_id = ${SWISS_COTTAGE} and o.date = '2026-10-23' and b.status = 'booked'`,
    );
    expect(byDay.rows.find((row) => row.key === '2026-10-23')).toMatchObject(friday!);
    expect(byDay.total).toEqual(byActivity.total);
    expect(byLocation.total).toEqual(byActivity.total);
  });

  it('downloads as a CSV file with a header row, one row per group', async () => {
    const response = await get(`/api/admin/reports/utilisation.csv?${WEEK}&group_by=day`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      'filename="utilisation-by-day-swiss-cottage-leisure-centre-2026-10-19-to-2026-10-25.csv"',
    );
    const report = (await get(`/api/admin/reports/utilisation?${WEEK}&group_by=day`)).json<{
      data: UtilisationReport;
    }>().data;
    const expected = [
      'Day,Sessions,Places,Booked,Attended,No-shows,Utilisation (%)',
      ...report.rows.map((row) =>
        [
          row.key,
          row.sessions,
          row.places,
          row.booked,
          row.attended,
          row.no_shows,
          row.utilisation_percent ?? '',
        ].join(','),
      ),
    ];
    expect(response.body).toBe(`\uFEFF${expected.join('\r\n')}\r\n`);
  });
});

describe('the takings report', () => {
  it('sums the desk as the end of day does, with online card payments, refunds netted', async () => {
    const response = await get(`/api/admin/reports/takings?${WEEK}`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<{ data: TakingsReport }>().data;
    const money = (raw: number) => ({
      raw,
      formatted: `${raw < 0 ? '-' : ''}£${(Math.abs(raw) / 100).toFixed(2)}`,
    });
    const row = (
      tender: string,
      label: string,
      count: number,
      taken: number,
      refunded: number,
    ) => ({
      date: '2026-10-20',
      tender_type: tender,
      label,
      count,
      taken: money(taken),
      refunded: money(refunded),
      net: money(taken + refunded),
    });
    expect(report.rows).toEqual([
      row('card', 'Card', 1, priyaCardPence, 0),
      // £20 and £12.85 handed over, £7.15 given back; £12.85 paid back from the till.
      row('cash', 'Cash', 3, 2 * COURT_PENCE, -COURT_PENCE),
      row('terminal', 'Card (at the desk)', 1, COURT_PENCE, 0),
    ]);
    expect(report.total).toEqual({
      ...row('', 'Total', 5, priyaCardPence + 3 * COURT_PENCE, -COURT_PENCE),
      date: '',
    });
    expect(report.by_tender.map((tender) => [tender.tender_type, tender.net.raw])).toEqual([
      ['card', priyaCardPence],
      ['cash', COURT_PENCE],
      ['terminal', COURT_PENCE],
    ]);

    // The desk's share is what the end of day shows for the 20th.
    const endOfDay = await get('/api/foh/takings?date=2026-10-20');
    const deskTotal = endOfDay.json<{ data: { total: { raw: number } } }>().data.total.raw;
    expect(report.total.net.raw - priyaCardPence).toBe(deskTotal);
  });

  it('leaves out days outside the period', async () => {
    const later = await get('/api/admin/reports/takings?from=2026-10-21&to=2026-10-25');
    expect(later.json<{ data: TakingsReport }>().data).toMatchObject({
      rows: [],
      by_tender: [],
      total: { count: 0, net: { raw: 0 } },
    });
  });

  it('downloads as a CSV file with amounts in pounds to two decimals', async () => {
    const response = await get(`/api/admin/reports/takings.csv?${WEEK}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      'filename="takings-swiss-cottage-leisure-centre-2026-10-19-to-2026-10-25.csv"',
    );
    const card = (priyaCardPence / 100).toFixed(2);
    expect(response.body).toBe(
      '\uFEFFDate,Tender,Payments,Taken (GBP),Refunded (GBP),Net (GBP)\r\n' +
        `2026-10-20,Card,1,${card},0.00,${card}\r\n` +
        '2026-10-20,Cash,3,25.70,-12.85,12.85\r\n' +
        '2026-10-20,Card (at the desk),1,12.85,0.00,12.85\r\n',
    );
  });
});

describe('the memberships report', () => {
  const PLAN = 9901;

  beforeAll(async () => {
    const [venue] = await rowsOf<{ operator_id: number }>(
      t.db,
      sql`select operator_id from venues where id = ${SWISS_COTTAGE}`,
    );
    await t.db.execute(
      sql`insert into membership_plans (id, operator_id, name, description, monthly_price_pence, sort_order)
        values (${PLAN}, ${venue!.operator_id}, 'Report, "Test" plan', 'For the report', 3000, 99)`,
    );
    // Held all along; held before and ending within; joining within; joining and ending within
    // (its last day the period's last); held before; never paid for; ended before.
    const held = [
      [1002, 'active', '2026-01-01', null],
      [1003, 'active', '2026-01-01', '2026-10-21'],
      [1006, 'active', '2026-10-22', null],
      [1007, 'active', '2026-10-19', '2026-10-25'],
      [1002, 'frozen', '2025-06-01', null],
      [1003, 'pending', '2026-10-20', null],
      [1006, 'expired', '2026-02-01', '2026-09-30'],
    ] as const;
    for (const [customerId, status, startsOn, endsOn] of held) {
      await t.db.execute(
        sql`insert into memberships (customer_id, plan_id, home_venue_id, status, starts_on, ends_on)
          values (${customerId}, ${PLAN}, ${SWISS_COTTAGE}, ${status}, ${startsOn}, ${endsOn})`,
      );
    }
  });

  it('counts members of each plan at the start and end, joined, ended, and the churn', async () => {
    const response = await get(`/api/admin/reports/memberships?${WEEK}`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<{ data: MembershipsReport }>().data;
    expect(report.rows.find((row) => row.plan_id === PLAN)).toEqual({
      plan_id: PLAN,
      plan: 'Report, "Test" plan',
      active_at_start: 3,
      joined: 2,
      ended: 2,
      active_at_end: 3,
      churn_percent: 66.7,
    });
    for (const row of report.rows) {
      expect(row.active_at_end).toBe(row.active_at_start + row.joined - row.ended);
    }
    const sum = (pick: (row: MembershipsReport['rows'][number]) => number) =>
      report.rows.reduce((total, row) => total + pick(row), 0);
    expect(report.total).toMatchObject({
      plan_id: null,
      plan: 'All plans',
      active_at_start: sum((row) => row.active_at_start),
      joined: sum((row) => row.joined),
      ended: sum((row) => row.ended),
      active_at_end: sum((row) => row.active_at_end),
    });
  });

  it('downloads as a CSV file, quoting a plan name with a comma and quotes', async () => {
    const response = await get(`/api/admin/reports/memberships.csv?${WEEK}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      'filename="memberships-2026-10-19-to-2026-10-25.csv"',
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Plan,Active at start,Joined,Ended,Active at end,Churn (%)');
    expect(lines).toContain('"Report, ""Test"" plan",3,2,2,3,66.7');
    expect(lines.at(-1)).toBe('');
  });
});
