import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishOpenDataChanges } from '../../contexts/openactive';
import {
  forgetAbandonedQuotes,
  publishPartnerOrders,
} from '../../contexts/openactive/partner-orders';
import { rowsOf } from '../../platform/db/raw-rows';
import { findOccurrence, setBooked, type TestOccurrence } from '../../test-support/occurrences';
import { createRpdeWalk, validateOpenActive } from '../../test-support/openactive-validation';
import { setUpSecondOperator } from '../../test-support/second-operator';
import { bearer, DESK_MANAGER, FRONT_DESK, PRIYA, signIn } from '../../test-support/sign-in';
import { createTestApp, productionSettings, type TestApp } from '../../test-support/test-app';

// Issue 44: a booking partner quotes (C1, C2), books (B), cancels (U) and deletes orders of the
// demo operator's sessions through the Open Booking API, and reads them in its Orders feed.
// TEST_NOW is Tuesday 20 October 2026, 10:00 in London.

const OPERATOR = 'lido-leisure';
const ORIGIN = 'http://localhost:3000';
const BASE = `${ORIGIN}/api/openactive/${OPERATOR}`;
const BOOKING = `${BASE}/booking`;
const MEDIA = 'application/vnd.openactive.booking+json; version=1';
const VENUE = 'swiss-cottage-leisure-centre';

let t: TestApp;
let keyA: string;
let keyB: string;

beforeAll(async () => {
  t = await createTestApp();
  const manager = bearer(await signIn(t.app, DESK_MANAGER.email, { as: 'staff' }));
  const add = async (name: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/booking-partners',
      headers: manager,
      payload: { name },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { key: string } }>().data.key;
  };
  keyA = await add('Active Finder');
  keyB = await add('Swim Together');
});
afterAll(async () => {
  await t.close();
});

interface Answer {
  status: number;
  type: string | undefined;
  body: Record<string, unknown> & {
    '@type'?: string;
    orderedItem?: (Record<string, unknown> & { error?: { '@type': string }[] })[];
  };
  raw: string;
}

async function call(
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  { key, body }: { key?: string | null; body?: unknown } = {},
): Promise<Answer> {
  const response = await t.app.inject({
    method,
    url,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(body === undefined ? {} : { 'content-type': MEDIA }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return {
    status: response.statusCode,
    type: response.headers['content-type'] as string | undefined,
    body: response.body ? response.json() : {},
    raw: response.body,
  };
}

const session = (activity: string, date: string, nth = 0) =>
  findOccurrence(t.db, { venue: VENUE, activity, date, nth });

/** The offer `@id`s of a session, as its series publishes them. */
async function offerOf(occurrence: TestOccurrence): Promise<{ id: string; price: number }> {
  const [row] = await rowsOf<{ schedule_id: number; price_id: number; price_pence: number }>(
    t.db,
    sql`select o.schedule_id::float8 as schedule_id, p.id as price_id, p.price_pence
      from occurrences o join pricing_options p on p.category_id = o.category_id
      where o.id = ${occurrence.id} order by p.id limit 1`,
  );
  if (!row) throw new Error('no price');
  return {
    id: `${BASE}/session-series/${row.schedule_id}#/offers/${row.price_id}`,
    price: row.price_pence / 100,
  };
}

const broker = { '@type': 'Organization', name: 'Active Finder', url: 'https://finder.example' };
const customer = {
  '@type': 'Person',
  email: 'geoff.capes@example.com',
  givenName: 'Geoff',
  familyName: 'Capes',
};

async function orderRequest(
  type: 'OrderQuote' | 'Order',
  sessions: TestOccurrence[],
  extra: Record<string, unknown> = {},
) {
  const items = [];
  let total = 0;
  for (const [position, occurrence] of sessions.entries()) {
    const offer = await offerOf(occurrence);
    total += offer.price;
    items.push({
      '@type': 'OrderItem',
      position,
      acceptedOffer: offer.id,
      orderedItem: `${BASE}/scheduled-sessions/${occurrence.id}`,
    });
  }
  return {
    '@context': 'https://openactive.io/',
    '@type': type,
    brokerRole: 'https://openactive.io/AgentBroker',
    broker,
    seller: `${BASE}/seller`,
    orderedItem: items,
    ...(type === 'Order'
      ? {
          customer,
          totalPaymentDue: { '@type': 'PriceSpecification', price: total, priceCurrency: 'GBP' },
          payment: { '@type': 'Payment', identifier: `pay-${randomUUID()}` },
        }
      : {}),
    ...extra,
  };
}

async function booked(occurrenceId: number): Promise<number> {
  const [row] = await rowsOf<{ booked: number }>(
    t.db,
    sql`select booked from occurrences where id = ${occurrenceId}`,
  );
  return Number(row?.booked);
}

const itemErrors = (answer: Answer) =>
  (answer.body.orderedItem ?? []).map((item) => item.error?.[0]?.['@type'] ?? null);

describe('the Open Booking API refuses first', () => {
  it('answers an unknown endpoint before asking who is calling', async () => {
    const answer = await call('GET', `${BOOKING}/no-such-thing`);
    expect(answer.status).toBe(404);
    expect(answer.type).toMatch(/^application\/vnd\.openactive\.booking\+json; version=1/);
    expect(answer.body).toEqual({
      '@context': 'https://openactive.io/',
      '@type': 'UnknownOrIncorrectEndpointError',
      description: expect.any(String) as string,
    });
    expect(await validateOpenActive(answer.body, 'OpenBookingError')).toEqual([]);
  });

  it('refuses a request without a key, and one with a key that is not live', async () => {
    const uuid = randomUUID();
    const without = await call('PUT', `${BOOKING}/order-quote-templates/${uuid}`, { body: {} });
    expect([without.status, without.body['@type']]).toEqual([401, 'NoAPITokenError']);
    const wrong = await call('PUT', `${BOOKING}/order-quote-templates/${uuid}`, {
      key: `lido_oa_${'x'.repeat(43)}`,
      body: {},
    });
    expect([wrong.status, wrong.body['@type']]).toEqual([401, 'InvalidAPITokenError']);
    const feed = await call('GET', `${BOOKING}/orders-rpde`);
    expect([feed.status, feed.body['@type']]).toEqual([401, 'NoAPITokenError']);
  });
});

describe('who may call it', () => {
  const quote = async (authorization: Record<string, string>) => {
    const yoga = await session('yoga', '2026-10-21');
    const response = await t.app.inject({
      method: 'PUT',
      url: `${BOOKING}/order-quote-templates/${randomUUID()}`,
      headers: { ...authorization, 'content-type': MEDIA },
      payload: JSON.stringify(await orderRequest('OrderQuote', [yoga])),
    });
    return [response.statusCode, response.json<{ '@type': string }>()['@type']];
  };

  it('refuses a customer, a receptionist and a manager: only a partner key books', async () => {
    const invalid = [401, 'InvalidAPITokenError'];
    expect(await quote(bearer(await signIn(t.app, PRIYA.email)))).toEqual(invalid);
    expect(await quote(bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' })))).toEqual(
      invalid,
    );
    expect(await quote(bearer(await signIn(t.app, DESK_MANAGER.email, { as: 'staff' })))).toEqual(
      invalid,
    );
    expect(await quote({ authorization: `Bearer ${keyA}` })).toEqual([200, 'OrderQuote']);
  });

  it('refuses a key of another operator’s partner, and a revoked key', async () => {
    const other = await setUpSecondOperator(t.app, t.db);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/booking-partners',
      headers: other.manager,
      payload: { name: 'Elsewhere Apps' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const { key: otherKey } = added.json<{ data: { key: string } }>().data;
    expect(await quote({ authorization: `Bearer ${otherKey}` })).toEqual([
      401,
      'InvalidAPITokenError',
    ]);
    const manager = bearer(await signIn(t.app, DESK_MANAGER.email, { as: 'staff' }));
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/booking-partners',
      headers: manager,
      payload: { name: 'Gone Apps' },
    });
    const partner = made.json<{ data: { id: number; key: string } }>().data;
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/booking-partners/${partner.id}/revoke`,
      headers: manager,
    });
    expect(await quote({ authorization: `Bearer ${partner.key}` })).toEqual([
      401,
      'InvalidAPITokenError',
    ]);
  });

  it('has no test interface outside demo mode', async () => {
    const production = await createTestApp(productionSettings);
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: `/api/openactive/${OPERATOR}/booking/test-interface/actions`,
        headers: { 'content-type': MEDIA },
        payload: JSON.stringify({ '@type': 'test:SellerRequestedCancellationSimulateAction' }),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json<{ '@type': string }>()['@type']).toBe('UnknownOrIncorrectEndpointError');
    } finally {
      await production.close();
    }
  });

  it('limits each partner’s requests, answering TooManyRequestsError with Retry-After', async () => {
    const limited = await createTestApp({
      LIDO_RATE_LIMITS: 'on',
      RATE_LIMIT_OPEN_BOOKING: { max: 2, windowMs: 60_000 },
    });
    try {
      const feed = (key: string) =>
        limited.app.inject({
          method: 'GET',
          url: `${BOOKING}/orders-rpde`,
          headers: { authorization: `Bearer ${key}` },
        });
      const statuses = [];
      for (let request = 0; request < 3; request += 1) {
        statuses.push((await feed(`lido_oa_${'a'.repeat(43)}`)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
      const refused = await feed(`lido_oa_${'a'.repeat(43)}`);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.json<{ '@type': string }>()['@type']).toBe('TooManyRequestsError');
      // Another key is counted on its own.
      expect((await feed(`lido_oa_${'b'.repeat(43)}`)).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('is announced on the dataset site, for partners to find', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${ORIGIN}/openactive` });
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.body)?.[1];
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      accessService: { '@type': 'WebAPI', endpointUrl: BOOKING },
    });
  });
});

describe('C1 and C2', () => {
  it('quote the order and hold its places for the lease, amended when asked again', async () => {
    const yoga = await session('yoga', '2026-10-21');
    const before = await booked(yoga.id);
    const uuid = randomUUID();
    const c1 = await call('PUT', `${BOOKING}/order-quote-templates/${uuid}`, {
      key: keyA,
      body: await orderRequest('OrderQuote', [yoga]),
    });
    expect(c1.status, c1.raw).toBe(200);
    expect(c1.type).toBe(MEDIA);
    expect(await validateOpenActive(c1.body, 'C1Response')).toEqual([]);
    expect(c1.body).toMatchObject({
      '@type': 'OrderQuote',
      '@id': `${BOOKING}/order-quotes/${uuid}`,
      orderRequiresApproval: false,
      lease: { '@type': 'Lease', leaseExpires: expect.any(String) as string },
      seller: { '@id': `${BASE}/seller`, taxMode: 'https://openactive.io/TaxGross' },
    });
    expect(await booked(yoga.id)).toBe(before + 1);
    // The places left as this order sees them: its own lease not counted.
    expect(c1.body.orderedItem?.[0]?.orderedItem).toMatchObject({
      remainingAttendeeCapacity: yoga.capacity - before,
    });

    // The same uuid with another session: the first place goes back, the second is held.
    const pilates = await session('pilates', '2026-10-21');
    const pilatesBefore = await booked(pilates.id);
    const c2 = await call('PUT', `${BOOKING}/order-quotes/${uuid}`, {
      key: keyA,
      body: await orderRequest('OrderQuote', [pilates], { customer }),
    });
    expect(c2.status, c2.raw).toBe(200);
    expect(await validateOpenActive(c2.body, 'C2Response')).toEqual([]);
    expect(await booked(yoga.id)).toBe(before);
    expect(await booked(pilates.id)).toBe(pilatesBefore + 1);

    const deleted = await call('DELETE', `${BOOKING}/order-quotes/${uuid}`, { key: keyA });
    expect(deleted.status).toBe(204);
    expect(await booked(pilates.id)).toBe(pilatesBefore);
    // Deleting it again, or one never made, is still 204.
    expect((await call('DELETE', `${BOOKING}/order-quotes/${uuid}`, { key: keyA })).status).toBe(
      204,
    );
  });

  it('answers each item its own error, 409, and holds the others', async () => {
    const full = await session('yoga', '2026-10-23');
    await setBooked(t.db, full.id, full.capacity);
    const open = await session('pilates', '2026-10-22');
    const openBefore = await booked(open.id);
    const request = await orderRequest('OrderQuote', [full, open]);
    const answer = await call('PUT', `${BOOKING}/order-quote-templates/${randomUUID()}`, {
      key: keyA,
      body: request,
    });
    expect(answer.status, answer.raw).toBe(409);
    expect(itemErrors(answer)).toEqual(['OpportunityIsFullError', null]);
    expect(await validateOpenActive(answer.body, 'C1ResponseOrderItemError')).toEqual([]);
    expect(await booked(open.id)).toBe(openBefore + 1);
    expect(answer.body.totalPaymentDue).toMatchObject({
      price: (await offerOf(open)).price,
    });

    const incomplete = await call('PUT', `${BOOKING}/order-quote-templates/${randomUUID()}`, {
      key: keyA,
      body: {
        ...request,
        orderedItem: [
          {
            '@type': 'OrderItem',
            position: 0,
            orderedItem: `${BASE}/scheduled-sessions/${open.id}`,
          },
          { '@type': 'OrderItem', position: 1, acceptedOffer: (await offerOf(open)).id },
        ],
      },
    });
    expect(incomplete.status, incomplete.raw).toBe(409);
    expect(itemErrors(incomplete)).toEqual([
      'IncompleteOrderItemError',
      'IncompleteOrderItemError',
    ]);
  });

  it('names what is missing outside the items', async () => {
    const yoga = await session('yoga', '2026-10-24');
    const request = await orderRequest('OrderQuote', [yoga]);
    const url = `${BOOKING}/order-quotes/${randomUUID()}`;
    const noCustomer = await call('PUT', url, { key: keyA, body: request });
    expect([noCustomer.status, noCustomer.body['@type']]).toEqual([
      400,
      'IncompleteCustomerDetailsError',
    ]);
    const noBroker = await call('PUT', url, {
      key: keyA,
      body: { ...request, customer, broker: { '@type': 'Organization' } },
    });
    expect([noBroker.status, noBroker.body['@type']]).toEqual([
      400,
      'IncompleteBrokerDetailsError',
    ]);
    const wrongType = await call('PUT', url, { key: keyA, body: { ...request, '@type': 'Order' } });
    expect(wrongType.body['@type']).toBe('UnexpectedOrderTypeError');
  });
});

describe('an abandoned quote', () => {
  it('is forgotten a day on, its uuid free to quote afresh', async () => {
    const yoga = await session('yoga', '2026-10-24');
    const uuid = randomUUID();
    const quoted = await call('PUT', `${BOOKING}/order-quote-templates/${uuid}`, {
      key: keyA,
      body: await orderRequest('OrderQuote', [yoga]),
    });
    expect(quoted.status, quoted.raw).toBe(200);
    const rows = () =>
      rowsOf(t.db, sql`select 1 from openactive_partner_orders where uuid = ${uuid}`);
    expect(await forgetAbandonedQuotes(t.db, t.clock.now())).toBeGreaterThanOrEqual(0);
    expect(await rows()).toHaveLength(1);
    const dayOn = new Date(t.clock.now().getTime() + 24 * 60 * 60 * 1000 + 1);
    expect(await forgetAbandonedQuotes(t.db, dayOn)).toBeGreaterThan(0);
    expect(await rows()).toHaveLength(0);
  });
});

describe('B', () => {
  it('books the quoted order paid by the partner, and answers the same order again', async () => {
    const yoga = await session('yoga', '2026-10-25');
    const before = await booked(yoga.id);
    const uuid = randomUUID();
    await call('PUT', `${BOOKING}/order-quote-templates/${uuid}`, {
      key: keyA,
      body: await orderRequest('OrderQuote', [yoga]),
    });
    const request = await orderRequest('Order', [yoga]);
    const b = await call('PUT', `${BOOKING}/orders/${uuid}`, { key: keyA, body: request });
    expect(b.status, b.raw).toBe(201);
    expect(b.type).toBe(MEDIA);
    expect(await validateOpenActive(b.body, 'BResponse')).toEqual([]);
    expect(b.body.orderedItem?.[0]).toMatchObject({
      orderItemStatus: 'https://openactive.io/OrderItemConfirmed',
    });
    // The quote's hold became the booking: one place taken, not two.
    expect(await booked(yoga.id)).toBe(before + 1);

    const again = await call('PUT', `${BOOKING}/orders/${uuid}`, { key: keyA, body: request });
    expect([again.status, again.raw]).toEqual([201, b.raw]);
    expect(await booked(yoga.id)).toBe(before + 1);

    const other = await call('PUT', `${BOOKING}/orders/${uuid}`, {
      key: keyA,
      body: { ...request, payment: { '@type': 'Payment', identifier: 'another' } },
    });
    expect([other.status, other.body['@type']]).toEqual([500, 'OrderAlreadyExistsError']);

    const [order] = await rowsOf<{
      customer_id: number;
      booked_through: string;
      tender_type: string;
      reference: string;
      amount_pence: number;
    }>(
      t.db,
      sql`select o.customer_id, o.booked_through, p.tender_type, p.reference, p.amount_pence
        from openactive_partner_orders po
        join orders o on o.id = po.order_id join payments p on p.order_id = o.id
        where po.uuid = ${uuid}`,
    );
    expect(order).toEqual({
      customer_id: expect.any(Number) as number,
      booked_through: 'Active Finder',
      tender_type: 'partner',
      reference: (request.payment as { identifier: string }).identifier,
      amount_pence: Math.round(Number(request.totalPaymentDue?.price) * 100),
    });

    // At the desk (front of house acting for the guest), the booking names the partner.
    const desk = bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }));
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/my-account/bookings?filter=future&selected_user_id=${order!.customer_id}`,
      headers: desk,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<{ data: object[] }>().data).toEqual([
      expect.objectContaining({
        booked_through: 'Active Finder',
        awards_credit: { can_be_awarded: false, message: expect.any(String) as string },
      }),
    ]);
  });

  it('books without a quote, and refuses a wrong total or payment', async () => {
    const pilates = await session('pilates', '2026-10-24');
    const request = await orderRequest('Order', [pilates]);
    const url = () => `${BOOKING}/orders/${randomUUID()}`;
    const wrongTotal = await call('PUT', url(), {
      key: keyA,
      body: {
        ...request,
        totalPaymentDue: { '@type': 'PriceSpecification', price: 0.01, priceCurrency: 'GBP' },
      },
    });
    expect([wrongTotal.status, wrongTotal.body['@type']]).toEqual([
      400,
      'TotalPaymentDueMismatchError',
    ]);
    const { payment: _payment, ...unpaid } = request;
    const missing = await call('PUT', url(), { key: keyA, body: unpaid });
    expect([missing.status, missing.body['@type']]).toEqual([400, 'MissingPaymentDetailsError']);
    const incomplete = await call('PUT', url(), {
      key: keyA,
      body: { ...request, payment: { '@type': 'Payment' } },
    });
    expect([incomplete.status, incomplete.body['@type']]).toEqual([
      400,
      'IncompletePaymentDetailsError',
    ]);
    const direct = await call('PUT', url(), { key: keyA, body: request });
    expect(direct.status, direct.raw).toBe(201);
  });

  it('gives the last place to one of two partners racing for it', async () => {
    const last = await session('spin', '2026-10-22');
    await setBooked(t.db, last.id, last.capacity - 1);
    const [first, second] = await Promise.all(
      [keyA, keyB].map(async (key) =>
        call('PUT', `${BOOKING}/orders/${randomUUID()}`, {
          key,
          body: await orderRequest('Order', [last]),
        }),
      ),
    );
    const statuses = [first!.status, second!.status].sort();
    expect(statuses).toEqual([201, 409]);
    const refused = first!.status === 409 ? first! : second!;
    expect(itemErrors(refused)).toEqual(['OpportunityIsFullError']);
    expect(await booked(last.id)).toBe(last.capacity);
  });
});

describe('several places of one session', () => {
  it('are held, booked and cancelled together', async () => {
    const spin = await session('spin', '2026-10-24');
    const before = await booked(spin.id);
    const uuid = randomUUID();
    const c1 = await call('PUT', `${BOOKING}/order-quote-templates/${uuid}`, {
      key: keyA,
      body: await orderRequest('OrderQuote', [spin, spin]),
    });
    expect(c1.status, c1.raw).toBe(200);
    expect(await booked(spin.id)).toBe(before + 2);
    const b = await call('PUT', `${BOOKING}/orders/${uuid}`, {
      key: keyA,
      body: await orderRequest('Order', [spin, spin]),
    });
    expect(b.status, b.raw).toBe(201);
    expect(await booked(spin.id)).toBe(before + 2);
    const ids = (b.body.orderedItem ?? []).map((item) => String(item['@id']));
    expect(ids).toEqual([
      expect.stringMatching(/#\/orderedItem\/\d+-1$/),
      expect.stringMatching(/#\/orderedItem\/\d+-2$/),
    ]);
    const cancel = (itemIds: string[]) =>
      call('PATCH', `${BOOKING}/orders/${uuid}`, {
        key: keyA,
        body: {
          '@context': 'https://openactive.io/',
          '@type': 'Order',
          orderedItem: itemIds.map((id) => ({
            '@type': 'OrderItem',
            '@id': id,
            orderItemStatus: 'https://openactive.io/CustomerCancelled',
          })),
        },
      });
    const one = await cancel([ids[0]!]);
    expect([one.status, one.body['@type']]).toEqual([400, 'CancellationNotPermittedError']);
    expect((await cancel(ids)).status).toBe(204);
    expect(await booked(spin.id)).toBe(before);
  });

  it('are refused when fewer are left than asked for', async () => {
    const last = await session('spin', '2026-10-25');
    await setBooked(t.db, last.id, last.capacity - 1);
    const answer = await call('PUT', `${BOOKING}/order-quote-templates/${randomUUID()}`, {
      key: keyA,
      body: await orderRequest('OrderQuote', [last, last]),
    });
    expect(answer.status, answer.raw).toBe(409);
    // The one place left is there; the second is more than the session has; nothing is held.
    expect(itemErrors(answer)).toEqual([null, 'OpportunityHasInsufficientCapacityError']);
    expect(await booked(last.id)).toBe(last.capacity - 1);
  });

  it('say which places another order’s lease holds', async () => {
    const leased = await session('body-pump', '2026-10-25');
    await setBooked(t.db, leased.id, leased.capacity - 1);
    const first = await call('PUT', `${BOOKING}/order-quote-templates/${randomUUID()}`, {
      key: keyA,
      body: await orderRequest('OrderQuote', [leased]),
    });
    expect(first.status, first.raw).toBe(200);
    const second = await call('PUT', `${BOOKING}/order-quote-templates/${randomUUID()}`, {
      key: keyB,
      body: await orderRequest('OrderQuote', [leased]),
    });
    expect(second.status, second.raw).toBe(409);
    expect(itemErrors(second)).toEqual(['OpportunityCapacityIsReservedByLeaseError']);
  });
});

describe('the Orders feed, U and deletion', () => {
  let uuid: string;
  let itemId: string;
  let yoga: TestOccurrence;

  beforeAll(async () => {
    yoga = await session('spin', '2026-10-21');
    uuid = randomUUID();
    const b = await call('PUT', `${BOOKING}/orders/${uuid}`, {
      key: keyA,
      body: await orderRequest('Order', [yoga]),
    });
    expect(b.status, b.raw).toBe(201);
    itemId = String(b.body.orderedItem?.[0]?.['@id']);
    // B answers once the order is in the partner's Orders feed: no publishing run is needed.
  });

  async function ordersFeed(key: string) {
    const walk = createRpdeWalk({ isOrdersFeed: true });
    const items: { id: string; state: string; modified: number; data?: Record<string, unknown> }[] =
      [];
    let url = `${BOOKING}/orders-rpde`;
    for (let page = 0; page < 50; page += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${key}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      const json = response.json<{ next: string; items: typeof items }>();
      expect(
        walk.check({
          url,
          json,
          status: response.statusCode,
          contentType: String(response.headers['content-type']),
          cacheControl: String(response.headers['cache-control']),
        }),
      ).toEqual([]);
      items.push(...json.items);
      if (json.items.length === 0) return items;
      url = json.next;
    }
    throw new Error('the Orders feed did not end');
  }

  const latest = async (key: string) => {
    const items = await ordersFeed(key);
    return items.filter((item) => item.id === uuid).at(-1);
  };

  it('shows a partner its orders once they change, and never another partner’s', async () => {
    // Booked and unchanged: the partner knows it already, and the feed waits for a change.
    await publishPartnerOrders(t.db);
    expect(await latest(keyA)).toBeUndefined();
    expect(await latest(keyB)).toBeUndefined();
    // Nor can the other partner cancel or delete it.
    const patch = await call('PATCH', `${BOOKING}/orders/${uuid}`, {
      key: keyB,
      body: {
        '@context': 'https://openactive.io/',
        '@type': 'Order',
        orderedItem: [
          {
            '@type': 'OrderItem',
            '@id': itemId,
            orderItemStatus: 'https://openactive.io/CustomerCancelled',
          },
        ],
      },
    });
    expect(patch.body['@type']).toBe('OrderItemNotWithinOrderError');
    const deleted = await call('DELETE', `${BOOKING}/orders/${uuid}`, { key: keyB });
    expect([deleted.status, deleted.body['@type']]).toEqual([404, 'UnknownOrderError']);
  });

  it('cancels as the customer asks, once, and the feed says so', async () => {
    const cancel = (item: Record<string, unknown>, root: Record<string, unknown> = {}) =>
      call('PATCH', `${BOOKING}/orders/${uuid}`, {
        key: keyA,
        body: {
          '@context': 'https://openactive.io/',
          '@type': 'Order',
          orderedItem: [item],
          ...root,
        },
      });
    const item = {
      '@type': 'OrderItem',
      '@id': itemId,
      orderItemStatus: 'https://openactive.io/CustomerCancelled',
    };
    expect((await cancel(item, { '@id': `${BOOKING}/orders/${uuid}` })).body['@type']).toBe(
      'PatchContainsExcessivePropertiesError',
    );
    expect(
      (await cancel({ ...item, orderItemStatus: 'https://openactive.io/SellerCancelled' })).body[
        '@type'
      ],
    ).toBe('PatchNotAllowedOnPropertyError');
    expect(
      (await cancel({ ...item, '@id': `${BOOKING}/orders/${uuid}#/orderedItem/1` })).body['@type'],
    ).toBe('OrderItemIdInvalidError');
    const before = await booked(yoga.id);
    const done = await cancel(item);
    expect(done.status, done.raw).toBe(204);
    expect(await booked(yoga.id)).toBe(before - 1);
    expect((await cancel(item)).status).toBe(204);
    expect(await booked(yoga.id)).toBe(before - 1);
    // The refund is the partner's to give: recorded against it, not as account credit.
    const refunds = await rowsOf<{ tender_type: string; amount_pence: number }>(
      t.db,
      sql`select p.tender_type, p.amount_pence from payments p
        join openactive_partner_orders po on po.order_id = p.order_id
        where po.uuid = ${uuid} and p.amount_pence < 0`,
    );
    expect(refunds.map((refund) => refund.tender_type)).toEqual(['partner']);
    // In the feed by the time U is answered, and in the other partner's never.
    const cancelled = await latest(keyA);
    expect(cancelled?.data?.orderedItem).toMatchObject([
      { orderItemStatus: 'https://openactive.io/CustomerCancelled' },
    ]);
    expect(await validateOpenActive(cancelled?.data, 'OrdersFeed')).toEqual([]);
    expect(await latest(keyB)).toBeUndefined();
  });

  it('says SellerCancelled when the venue cancels the session', async () => {
    const swim = await session('aqua-aerobics', '2026-10-22');
    const sold = randomUUID();
    const b = await call('PUT', `${BOOKING}/orders/${sold}`, {
      key: keyA,
      body: await orderRequest('Order', [swim]),
    });
    expect(b.status, b.raw).toBe(201);
    const manager = bearer(await signIn(t.app, DESK_MANAGER.email, { as: 'staff' }));
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/occurrences/${swim.id}/cancel`,
      headers: manager,
      payload: { reason: 'The pool is closed.' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await publishPartnerOrders(t.db)).toBeGreaterThan(0);
    const items = await ordersFeed(keyA);
    expect(items.filter((item) => item.id === sold).at(-1)?.data?.orderedItem).toMatchObject([
      { orderItemStatus: 'https://openactive.io/SellerCancelled' },
    ]);
  });

  it('refuses to cancel once the session has started', async () => {
    const started = await session('body-pump', '2026-10-23');
    const order = randomUUID();
    const b = await call('PUT', `${BOOKING}/orders/${order}`, {
      key: keyA,
      body: await orderRequest('Order', [started]),
    });
    expect(b.status, b.raw).toBe(201);
    const now = t.clock.now();
    t.clock.set(new Date(started.startsAt.getTime() + 60_000));
    try {
      const refused = await call('PATCH', `${BOOKING}/orders/${order}`, {
        key: keyA,
        body: {
          '@context': 'https://openactive.io/',
          '@type': 'Order',
          orderedItem: [
            {
              '@type': 'OrderItem',
              '@id': b.body.orderedItem?.[0]?.['@id'],
              orderItemStatus: 'https://openactive.io/CustomerCancelled',
            },
          ],
        },
      });
      expect([refused.status, refused.body['@type']]).toEqual([
        400,
        'CancellationNotPermittedError',
      ]);
    } finally {
      t.clock.set(now);
    }
  });

  it('deletes the order from the partner’s records, and its uuid for good', async () => {
    // OpenActive's clients send their media type on a DELETE without a body.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${BOOKING}/orders/${uuid}`,
      headers: { authorization: `Bearer ${keyA}`, 'content-type': MEDIA },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await call('DELETE', `${BOOKING}/orders/${uuid}`, { key: keyA })).status).toBe(204);
    await publishPartnerOrders(t.db);
    expect(await latest(keyA)).toMatchObject({ state: 'deleted' });
    const again = await call('PUT', `${BOOKING}/orders/${uuid}`, {
      key: keyA,
      body: await orderRequest('Order', [yoga]),
    });
    expect(again.body['@type']).toBe('OrderAlreadyExistsError');
    const unknown = await call('DELETE', `${BOOKING}/orders/${randomUUID()}`, { key: keyA });
    expect([unknown.status, unknown.body['@type']]).toEqual([404, 'UnknownOrderError']);
  });
});

describe('the open data', () => {
  it('lets every organizer take open bookings', async () => {
    await publishOpenDataChanges(t.db, t.clock.now(), { maxBatches: 1_000 });
    const response = await t.app.inject({ method: 'GET', url: `${BASE}/session-series` });
    const [item] = response.json<{ items: { data: { organizer: object } }[] }>().items;
    expect(item?.data.organizer).toMatchObject({ isOpenBookingAllowed: true });
  });
});
