import { randomUUID } from 'node:crypto';
import type { NewBookingPartner } from '@lido/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/raw-rows';
import { publishOpenDataChanges } from '../../../contexts/openactive';
import type { TestOccurrence } from '../../../test-support/occurrences';
import { validateOpenActive } from '../../../test-support/openactive-validation';
import { bearer, DESK_MANAGER, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { visitorCheckout } from '../../../test-support/visitor-checkout';

// The OpenActive test interface (demo only) against the whole app. TEST_NOW is Tuesday 20
// October 2026, 10:00 in London; the demo operator is `lido-leisure`, its site
// http://localhost:3000, so its open data's @ids start with that address.

const operator = 'lido-leisure';
const origin = 'http://localhost:3000';
const openData = `${origin}/api/openactive/${operator}`;
const testInterface = `/api/openactive/${operator}/booking/test-interface`;
const TI = 'https://openactive.io/test-interface#';

let t: TestApp;
const visitor = visitorCheckout(
  () => t.app,
  () => t.db,
);

beforeAll(async () => {
  t = await createTestApp();
  await publishOpenDataChanges(t.db, t.clock.now(), { maxBatches: 1_000 });
});
afterAll(async () => {
  await t.close();
});

type FeedItem = { state: string; id: string; modified: number; data?: Record<string, unknown> };

function opportunityRequest(criteria: string, type = 'ScheduledSession') {
  return {
    '@context': ['https://openactive.io/', 'https://openactive.io/test-interface'],
    '@type': type,
    superEvent: {
      '@type': 'SessionSeries',
      organizer: { '@type': 'Organization', '@id': `${openData}/seller` },
    },
    'test:testOpenBookingFlow': `${TI}OpenBookingSimpleFlow`,
    'test:testOpportunityCriteria': `${TI}${criteria}`,
  };
}

const createOpportunity = (dataset: string, criteria: string, type?: string, who = operator) =>
  t.app.inject({
    method: 'POST',
    url: `/api/openactive/${who}/booking/test-interface/datasets/${dataset}/opportunities`,
    payload: opportunityRequest(criteria, type),
  });

async function created(dataset: string, criteria: string) {
  const response = await createOpportunity(dataset, criteria);
  expect(response.statusCode, response.body).toBe(201);
  expect(response.headers['content-type']).toContain('application/vnd.openactive.booking+json');
  return response.json<{ '@id': string; superEvent: { '@id': string } }>();
}

const deleteDataset = (dataset: string) =>
  t.app.inject({ method: 'DELETE', url: `${testInterface}/datasets/${dataset}` });

/** Everything published after a change number, by `@id` (tombstones by feed item id). */
async function publishedSince(feed: string, after: number): Promise<FeedItem[]> {
  await publishOpenDataChanges(t.db, t.clock.now(), { maxBatches: 1_000 });
  const items: FeedItem[] = [];
  let url = `${openData}/${feed}${after > 0 ? `?afterChangeNumber=${after}` : ''}`;
  for (let page = 0; page < 100; page += 1) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ next: string; items: FeedItem[] }>();
    if (body.items.length === 0) return items;
    items.push(...body.items);
    url = body.next;
  }
  throw new Error(`${feed} did not end`);
}

async function lastChangeNumber(feed: string): Promise<number> {
  const [row] = await rowsOf<{ n: number | null }>(
    t.db,
    sql`select max(change_number)::float8 as n from openactive_feed_items where feed = ${feed}`,
  );
  return row?.n ?? 0;
}

const itemWithId = (items: FeedItem[], id: string) =>
  items.filter((item) => item.data?.['@id'] === id).at(-1)?.data;

const occurrenceIdOf = (opportunityId: string) => Number(opportunityId.split('/').at(-1));

describe('making sessions for test criteria', () => {
  const criteria = [
    'TestOpportunityBookable',
    'TestOpportunityBookableNoSpaces',
    'TestOpportunityBookableNonFree',
    'TestOpportunityBookableNonFreePrepaymentRequired',
    'TestOpportunityBookableNonFreeTaxGross',
    'TestOpportunityBookableCancellable',
    'TestOpportunityBookableNotCancellable',
    'TestOpportunityBookableOneSpace',
    'TestOpportunityBookableFiveSpaces',
  ];
  const withoutTwoPlaces = new Set([
    'TestOpportunityBookableNoSpaces',
    'TestOpportunityBookableOneSpace',
  ]);
  const made = new Map<
    string,
    { session: Record<string, unknown>; series: Record<string, unknown> }
  >();
  let sessionItems: FeedItem[] = [];

  beforeAll(async () => {
    const sessionsFrom = await lastChangeNumber('scheduled-sessions');
    const seriesFrom = await lastChangeNumber('session-series');
    const answers = new Map<string, { '@id': string; superEvent: { '@id': string } }>();
    for (const name of criteria) answers.set(name, await created('criteria-run', name));
    sessionItems = await publishedSince('scheduled-sessions', sessionsFrom);
    const seriesItems = await publishedSince('session-series', seriesFrom);
    for (const [name, answer] of answers) {
      const session = itemWithId(sessionItems, answer['@id']);
      const series = itemWithId(seriesItems, answer.superEvent['@id']);
      if (session && series) made.set(name, { session, series });
    }
  });

  it('answers each session’s @id and its series’ as the feeds publish them', () => {
    expect([...made.keys()]).toEqual(criteria);
    for (const { session, series } of made.values()) {
      expect(session['@id']).toMatch(new RegExp(`^${openData}/scheduled-sessions/\\d+$`));
      expect(session.superEvent).toBe(series['@id']);
      expect(series['@id']).toMatch(new RegExp(`^${openData}/session-series/\\d+$`));
    }
  });

  it('makes bookable sessions: scheduled more than 2 h ahead, places left, paid in advance, by a seller taking open bookings', () => {
    for (const name of criteria.filter((each) => each !== 'TestOpportunityBookableNoSpaces')) {
      const { session, series } = made.get(name)!;
      expect(session.eventStatus, name).toBe('https://schema.org/EventScheduled');
      if (!withoutTwoPlaces.has(name)) {
        expect(Number(session.remainingAttendeeCapacity), name).toBeGreaterThanOrEqual(2);
      }
      const startsAt = new Date(String(session.startDate)).getTime();
      expect(startsAt - t.clock.now().getTime(), name).toBeGreaterThan(2 * 3600_000);
      expect(series, name).toMatchObject({
        organizer: { isOpenBookingAllowed: true, taxMode: 'https://openactive.io/TaxGross' },
        activity: [{ inScheme: 'https://openactive.io/activity-list' }],
        offers: [
          {
            price: 10,
            priceCurrency: 'GBP',
            openBookingPrepayment: 'https://openactive.io/Required',
          },
        ],
      });
    }
  });

  it('leaves no spaces on a TestOpportunityBookableNoSpaces session, one and five on theirs', () => {
    expect(made.get('TestOpportunityBookableNoSpaces')!.session).toMatchObject({
      eventStatus: 'https://schema.org/EventScheduled',
      remainingAttendeeCapacity: 0,
    });
    expect(made.get('TestOpportunityBookableOneSpace')!.session).toMatchObject({
      remainingAttendeeCapacity: 1,
    });
    expect(made.get('TestOpportunityBookableFiveSpaces')!.session).toMatchObject({
      remainingAttendeeCapacity: 5,
    });
  });

  it('makes a cancellable session cancellable with a full refund until well after now, and a not cancellable one past its cut-off', () => {
    const latestCancellation = (name: string) => {
      const { session, series } = made.get(name)!;
      const [offer] = series.offers as Record<string, unknown>[];
      expect(offer?.allowCustomerCancellationFullRefund, name).toBe(true);
      const hours = Number(
        /^PT(\d+)H$/.exec(String(offer?.latestCancellationBeforeStartDate))?.[1],
      );
      return new Date(String(session.startDate)).getTime() - hours * 3600_000;
    };
    expect(latestCancellation('TestOpportunityBookableCancellable')).toBeGreaterThan(
      t.clock.now().getTime() + 24 * 3600_000,
    );
    expect(latestCancellation('TestOpportunityBookableNotCancellable')).toBeLessThan(
      t.clock.now().getTime(),
    );
  });

  it('publishes sessions that validate as bookable open data', async () => {
    const items = sessionItems.filter((item) =>
      [...made.values()].some(({ session }) => session['@id'] === item.data?.['@id']),
    );
    const page = {
      next: `${openData}/scheduled-sessions`,
      items,
      license: 'https://creativecommons.org/licenses/by/4.0/',
    };
    expect(await validateOpenActive(page, 'BookableRPDEFeed')).toEqual([]);
  });

  it('refuses an unknown criteria, a slot and another operator', async () => {
    const unknown = await createOpportunity(
      'criteria-run',
      'TestOpportunityBookableWithinValidFromBeforeStartDate',
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ '@type': 'OpenBookingError' });
    const slot = await createOpportunity('criteria-run', 'TestOpportunityBookable', 'Slot');
    expect(slot.statusCode).toBe(400);
    const elsewhere = await createOpportunity(
      'criteria-run',
      'TestOpportunityBookable',
      undefined,
      'someone-else',
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ '@type': 'NotFoundError' });
  });
});

/** A session the test interface made, as a visitor books it. */
async function testOccurrence(opportunityId: string): Promise<TestOccurrence> {
  const [row] = await rowsOf<{
    public_id: string;
    capacity: number;
    booked: number;
    starts_at: string;
  }>(
    t.db,
    sql`select public_id, capacity, booked, starts_at from occurrences
      where id = ${occurrenceIdOf(opportunityId)}`,
  );
  return {
    id: occurrenceIdOf(opportunityId),
    publicId: row!.public_id,
    capacity: row!.capacity,
    booked: row!.booked,
    locationId: null,
    startsAt: new Date(row!.starts_at),
  };
}

async function bookingsOf(orderId: number) {
  return rowsOf<{
    status: string;
    price_pence: number;
    refund_pence: number | null;
    late_fee_pence: number;
  }>(
    t.db,
    sql`select status, price_pence, refund_pence, late_fee_pence from bookings
      where order_id = ${orderId} order by id`,
  );
}

const bookedOn = async (opportunityId: string) => (await testOccurrence(opportunityId)).booked;

describe('deleting a test dataset', () => {
  it('takes its sessions and series off the feeds, cancels their bookings, and leaves other datasets and the timetable alone', async () => {
    const doomed = await created('doomed', 'TestOpportunityBookable');
    const kept = await created('kept', 'TestOpportunityBookable');
    const order = await visitor.bookAsVisitor(await testOccurrence(doomed['@id']));
    const othersCancelled = async () =>
      (
        await rowsOf<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from occurrences o join categories c on c.id = o.category_id
            where o.cancelled_at is not null and c.slug not like 'openactive-test-%'`,
        )
      )[0]!.n;
    const cancelledBefore = await othersCancelled();
    // Published first, so their leaving the feeds shows.
    const published = await publishedSince('scheduled-sessions', 0);
    expect(itemWithId(published, doomed['@id'])).toMatchObject({ remainingAttendeeCapacity: 19 });
    const sessionsFrom = await lastChangeNumber('scheduled-sessions');
    const seriesFrom = await lastChangeNumber('session-series');

    const deleted = await deleteDataset('doomed');
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(deleted.body).toBe('');

    const sessions = await publishedSince('scheduled-sessions', sessionsFrom);
    const series = await publishedSince('session-series', seriesFrom);
    const tombstone = (items: FeedItem[], id: string) =>
      items.find((item) => item.id === id.split('/').at(-1));
    expect(tombstone(sessions, doomed['@id'])).toMatchObject({ state: 'deleted' });
    expect(tombstone(series, doomed.superEvent['@id'])).toMatchObject({ state: 'deleted' });
    expect(tombstone(sessions, kept['@id'])).toBeUndefined();
    expect(await bookingsOf(order.orderId)).toEqual([
      { status: 'cancelled', price_pence: 1000, refund_pence: 1000, late_fee_pence: 0 },
    ]);
    expect(await bookedOn(doomed['@id'])).toBe(0);
    expect(await othersCancelled()).toBe(cancelledBefore);

    // Again, and for a dataset never made: nothing to do, and still 204.
    expect((await deleteDataset('doomed')).statusCode).toBe(204);
    expect((await deleteDataset('never-made')).statusCode).toBe(204);
    expect(
      await publishedSince('scheduled-sessions', await lastChangeNumber('scheduled-sessions')),
    ).toEqual([]);
    // A new run of the dataset makes a new activity, published again.
    const again = await created('doomed', 'TestOpportunityBookable');
    expect(
      itemWithId(await publishedSince('scheduled-sessions', sessionsFrom), again['@id']),
    ).toBeDefined();
  });
});

describe('the seller cancelling an order', () => {
  const runAction = (orderUuid: string, type = 'test:SellerRequestedCancellationSimulateAction') =>
    t.app.inject({
      method: 'POST',
      url: `${testInterface}/actions`,
      payload: {
        '@context': ['https://openactive.io/', 'https://openactive.io/test-interface'],
        '@type': type,
        object: { '@type': 'Order', '@id': `${openData}/booking/orders/${orderUuid}` },
      },
    });

  it('cancels every booking of the partner’s order with a full refund, once', async () => {
    const session = await created('seller-cancels', 'TestOpportunityBookableNotCancellable');
    const order = await visitor.bookAsVisitor(await testOccurrence(session['@id']));
    expect(await bookedOn(session['@id'])).toBe(1);
    const manager = bearer(await signIn(t.app, DESK_MANAGER.email, { as: 'staff' }));
    const partnerAdded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/booking-partners',
      headers: manager,
      payload: { name: 'Test suite partner' },
    });
    expect(partnerAdded.statusCode, partnerAdded.body).toBe(201);
    const partner = partnerAdded.json<{ data: NewBookingPartner }>().data;
    const uuid = randomUUID();
    const [booking] = await rowsOf<{ id: number }>(
      t.db,
      sql`select id::float8 as id from bookings where order_id = ${order.orderId}`,
    );
    // The order as B would have answered it, as far as the Orders feed reads it.
    const response = JSON.stringify({
      '@type': 'Order',
      orderedItem: [
        {
          '@type': 'OrderItem',
          '@id': `${openData}/booking/orders/${uuid}#/orderedItem/${booking!.id}`,
        },
      ],
    });
    await t.db.execute(sql`insert into openactive_partner_orders
        (operator_id, partner_id, uuid, state, order_id, order_response, created_at, updated_at)
      values (1, ${partner.id}, ${uuid}, 'booked', ${order.orderId}, ${response}, now(), now())`);

    // Past its cut-off, so the customer could not cancel it: the venue can, refunding it all.
    const cancelled = await runAction(uuid.toUpperCase());
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect(await bookingsOf(order.orderId)).toEqual([
      { status: 'cancelled', price_pence: 1000, refund_pence: 1000, late_fee_pence: 0 },
    ]);
    expect(await bookedOn(session['@id'])).toBe(0);
    // The partner's Orders feed says so by the time the action is answered.
    const [published] = await rowsOf<{ feed_data: string }>(
      t.db,
      sql`select feed_data from openactive_partner_orders where uuid = ${uuid}`,
    );
    expect(JSON.parse(published!.feed_data)).toMatchObject({
      orderedItem: [{ orderItemStatus: 'https://openactive.io/SellerCancelled' }],
    });

    expect((await runAction(uuid)).statusCode).toBe(204);
    expect(await bookedOn(session['@id'])).toBe(0);
  });

  it('answers an unknown order 404 and an action it does not simulate 400', async () => {
    const unknown = await runAction(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ '@type': 'NotFoundError' });
    const other = await runAction(randomUUID(), 'test:AccessCodeUpdateSimulateAction');
    expect(other.statusCode).toBe(400);
  });
});
