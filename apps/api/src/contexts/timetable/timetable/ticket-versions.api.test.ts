import {
  OccurrenceDetail,
  TicketPrices,
  TicketSessionV1,
  TicketSessionV2,
  dataEnvelope,
} from '@lido/contract';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { operators } from '../../venue-setup/venues/venues.tables';

/**
 * SPEC.md section 5: the booking site calls the v2 tickets endpoint on and after the operator's
 * migration date and v1 before it. As for times and slots, Lido answers both for every date over
 * the same sessions, so the date decides only which one a client calls.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await t.db.update(operators).set({ migrationDate: '2026-01-01' });
});

const VENUE = 'swiss-cottage-leisure-centre';
const TICKETS = `/api/activities/venue/${VENUE}/activity-category/swimming/activity/public-swim`;
// TEST_NOW is Tuesday 20 October 2026.
const THURSDAY = '2026-10-22';
/** Every date the tests ask for is before this migration date, and after the seeded one. */
const LATER_MIGRATION = '2026-12-01';

const get = (url: string) => t.app.inject({ method: 'GET', url });
const v1Sessions = async (date = THURSDAY) =>
  dataEnvelope(z.array(TicketSessionV1)).parse(
    (await get(`${TICKETS}/tickets?date=${date}`)).json(),
  ).data;
const v2Sessions = async (date = THURSDAY) =>
  dataEnvelope(z.array(TicketSessionV2)).parse(
    (await get(`${TICKETS}/v2/tickets?date=${date}`)).json(),
  ).data;

/** The rows of the v2 slots quoted in live-api.md (fixtures/README.md): no tickets capture exists. */
const slotsV2Fixture = JSON.parse(
  readFileSync(new URL('./fixtures/slots-v2.json', import.meta.url), 'utf8'),
) as { data: Record<string, unknown>[] };

describe('v1 and v2 tickets side by side', () => {
  it.each([
    ['on or after the migration date', '2026-01-01'],
    ['before the migration date', LATER_MIGRATION],
  ])('answers both %s: numeric ids in v1, opaque ids in v2', async (_, migrationDate) => {
    await t.db.update(operators).set({ migrationDate });
    const v1 = await v1Sessions();
    const v2 = await v2Sessions();
    expect(v1).toHaveLength(4);
    expect(v2).toHaveLength(v1.length);
    expect(v1.every((session) => session.cart_type === 'activity')).toBe(true);
    expect(v2.every((session) => session.cart_type === 'purchasableOccurrence')).toBe(true);
    expect(v2.every((session) => !/^\d+$/.test(session.id))).toBe(true);
  });

  it('lists the same sessions in both, each v1 id naming the v2 id beside it', async () => {
    const v1 = await v1Sessions();
    const v2 = await v2Sessions();
    const { id: _v1, cart_type: _v1Type, ...sameInV1 } = v1[0] ?? {};
    const { id: _v2, cart_type: _v2Type, ...sameInV2 } = v2[0] ?? {};
    expect(sameInV1).toEqual(sameInV2);
    for (const [index, session] of v1.entries()) {
      const detail = await get(`/api/v1/activities/occurrences/${session.id}`);
      expect(dataEnvelope(OccurrenceDetail).parse(detail.json()).data.v2_id).toBe(v2[index]?.id);
    }
  });

  it('defaults both to today at the venue', async () => {
    const v1 = await get(`${TICKETS}/tickets`);
    const v2 = await get(`${TICKETS}/v2/tickets`);
    const dates = (response: typeof v1) =>
      response.json<{ data: { date: { raw: string } }[] }>().data.map((row) => row.date.raw);
    expect(new Set(dates(v1))).toEqual(new Set(['2026-10-20']));
    expect(dates(v2)).toEqual(dates(v1));
  });

  it('gives v2 ticket rows the live v2 session keys, with their ticket types', async () => {
    const [session] = (await get(`${TICKETS}/v2/tickets?date=${THURSDAY}`)).json<{
      data: Record<string, unknown>[];
    }>().data;
    const slotKeys = Object.keys(slotsV2Fixture.data[0] ?? {});
    expect(Object.keys(session ?? {}).sort()).toEqual([...slotKeys, 'ticket_types'].sort());
  });

  it('answers 404 for an activity outside the category in both', async () => {
    const other = `/api/activities/venue/${VENUE}/activity-category/sports-hall-activities/activity/public-swim`;
    expect((await get(`${other}/tickets`)).statusCode).toBe(404);
    expect((await get(`${other}/v2/tickets`)).statusCode).toBe(404);
  });

  it('tags v2 tickets for conditional GET, as the other availability reads', async () => {
    const first = await get(`${TICKETS}/v2/tickets?date=${THURSDAY}`);
    const again = await t.app.inject({
      method: 'GET',
      url: `${TICKETS}/v2/tickets?date=${THURSDAY}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('ticket prices in both versions, on any date', () => {
  const price = (activityId: string | number, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/activities/price/${VENUE}/ticket/${activityId}`,
      payload: body,
    });

  it.each([
    ['on or after the migration date', '2026-01-01'],
    ['before the migration date', LATER_MIGRATION],
  ])(
    'prices a session by its v1 id and by activity and v2 id alike %s',
    async (_, migrationDate) => {
      await t.db.update(operators).set({ migrationDate });
      const [v1] = await v1Sessions();
      const [v2] = await v2Sessions();
      const byV1 = await price(v1?.id ?? 0, { is_v2: false });
      const byV2 = await price('public-swim', { is_v2: true, occurrence_id: v2?.id });
      const prices = (response: typeof byV1) =>
        dataEnvelope(TicketPrices).parse(response.json()).data;
      expect(prices(byV1)).toMatchObject({ occurrence_id: v1?.id, is_v2: false });
      expect(prices(byV2)).toMatchObject({ occurrence_id: v2?.id, is_v2: true });
      expect(prices(byV1).tickets).toEqual(prices(byV2).tickets);
      expect(prices(byV2).tickets.map((ticket) => ticket.price.raw)).toEqual(
        v2?.ticket_types.map((ticket) => ticket.price.raw),
      );
    },
  );
});
