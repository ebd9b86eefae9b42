import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inProcessFetch } from '@lido/emulators/opayo';
import { OPAYO_SANDBOX_CREDENTIALS, OPAYO_SANDBOX_PREFIX } from '@lido/emulators/opayo';
import { testCards } from '@lido/emulators/opayo';
import { cardCheckout, type Authorisation } from '../../../test-support/card-checkout';
import {
  bookedCount,
  findOccurrence,
  type TestOccurrence,
} from '../../../test-support/occurrences';
import type { Reconciliation } from '@lido/contract';
import {
  ALEX,
  bearer,
  FRONT_DESK,
  PRIYA,
  signIn,
  signInOtherOperatorManager,
} from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';
import { releaseExpiredHolds } from '../basket';
import { createOpayoProvider } from '../../money/payments/opayo-provider';
import type { PaymentProvider } from '../../money/payments/payment-provider';
import { cardTransactions } from '../../money/payments/payments.tables';

// Issue 10's acceptance: money is only ever taken for an order, and every attempt ends released
// with its order or aborted without one, whatever the customer or the server does in between.

const VENUE = 'swiss-cottage-leisure-centre';
const MINUTE = 60_000;
let t: TestApp;
let provider: PaymentProvider;
let priya: string;
let alex: string;
const { holdInBasket, complete, payWith, emptyBasket } = cardCheckout(() => t.app);

beforeAll(async () => {
  // Long sessions: these tests move the clock past the holds, not past a sign-in.
  t = await createTestApp({ SESSION_IDLE_MINUTES: 1440 });
  provider = createOpayoProvider({
    ...OPAYO_SANDBOX_CREDENTIALS,
    baseUrl: `http://lido.internal${OPAYO_SANDBOX_PREFIX}/api/v1`,
    browserUrl: `${OPAYO_SANDBOX_PREFIX}/api/v1`,
    mode: 'sandbox',
    fetch: inProcessFetch(t.app),
  });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  t.clock.set(TEST_NOW);
  priya = await signIn(t.app, PRIYA.email);
  alex = await signIn(t.app, ALEX.email);
  await emptyBasket(priya);
  await emptyBasket(alex);
});

const court = (time: string, nth = 0): Promise<TestOccurrence> =>
  findOccurrence(t.db, {
    venue: VENUE,
    activity: 'badminton-60min',
    date: '2026-10-24',
    time,
    nth,
  });

async function attempt(uuid: string) {
  const [row] = await t.db.select().from(cardTransactions).where(eq(cardTransactions.id, uuid));
  if (!row) throw new Error(`no attempt ${uuid}`);
  return row;
}

/** What the provider itself says happened to the money of an attempt. */
async function atProvider(uuid: string) {
  const { providerTransactionId } = await attempt(uuid);
  if (!providerTransactionId) throw new Error('the attempt never reached the provider');
  const lookup = await provider.getTransaction(providerTransactionId);
  if (lookup.kind !== 'found') throw new Error(`the provider answered ${lookup.kind}`);
  return lookup;
}

async function countOf(table: 'orders' | 'payments' | 'bookings') {
  const result: unknown = await t.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

async function authorised(token: string): Promise<{ uuid: string; itemHash: string }> {
  const { prepared, response } = await payWith(token, testCards.frictionless);
  expect(response.statusCode).toBe(200);
  const authorisation = response.json<Authorisation>();
  expect(authorisation.transaction_status).toBe('Authorised');
  return { uuid: authorisation.transaction_uuid, itemHash: prepared.item_hash };
}

async function reconciliationNeedingAttention(): Promise<unknown[]> {
  const staff = await signIn(t.app, FRONT_DESK.email, { as: 'staff' });
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/staff/reconciliation?date=2026-10-20',
    headers: bearer(staff),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { needing_attention: unknown[] } }>().data.needing_attention;
}

describe('a card is only ever charged for an order', () => {
  it('holds the money without taking it until the order is written, then releases it', async () => {
    await holdInBasket(priya, await court('09:00'));
    const { uuid, itemHash } = await authorised(priya);
    expect((await atProvider(uuid)).status).toBe('deferred');

    const completed = await complete(priya, { transaction_uuid: uuid, item_hash: itemHash });
    expect(completed.statusCode).toBe(200);
    expect((await attempt(uuid)).status).toBe('released');
    expect((await atProvider(uuid)).status).toBe('released');
  });

  it('aborts an authorisation the customer walked away from, once the sweep runs', async () => {
    const ordersBefore = await countOf('orders');
    await holdInBasket(priya, await court('10:00'));
    const { uuid } = await authorised(priya);

    t.clock.advance(40 * MINUTE);
    const run = await t.app.reconcilePayments();
    expect(run.aborted).toBeGreaterThanOrEqual(1);
    expect((await attempt(uuid)).status).toBe('aborted');
    expect((await atProvider(uuid)).status).toBe('aborted');
    expect(await countOf('orders')).toBe(ordersBefore);
    // Exactly once: a second sweep finds nothing left to do.
    expect(await t.app.reconcilePayments()).toEqual({
      released: 0,
      aborted: 0,
      refunded: 0,
      refused: 0,
      failed: 0,
    });
    expect(await reconciliationNeedingAttention()).toEqual([]);
  });

  it('aborts the earlier authorisation when a changed basket is authorised again, and takes the new total once', async () => {
    const first = await court('11:00');
    const second = await court('12:00');
    await holdInBasket(priya, first);
    const earlier = await authorised(priya);
    await holdInBasket(priya, second);
    const later = await authorised(priya);
    expect(later.uuid).not.toBe(earlier.uuid);
    expect((await attempt(earlier.uuid)).status).toBe('aborted');
    expect((await atProvider(earlier.uuid)).status).toBe('aborted');

    const completed = await complete(priya, {
      transaction_uuid: later.uuid,
      item_hash: later.itemHash,
    });
    expect(completed.statusCode).toBe(200);
    const taken = await atProvider(later.uuid);
    expect(taken.status).toBe('released');
    expect(taken.amountPence).toBe((await attempt(later.uuid)).amountPence);
  });

  it('makes one order and one release when the completion is sent ten times at once', async () => {
    await holdInBasket(priya, await court('13:00'));
    const { uuid, itemHash } = await authorised(priya);
    const ordersBefore = await countOf('orders');
    const paymentsBefore = await countOf('payments');

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        complete(priya, { transaction_uuid: uuid, item_hash: itemHash }),
      ),
    );
    const orderIds = new Set(
      answers.map((answer) => answer.json<{ complete_order_id: number }>().complete_order_id),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(orderIds.size).toBe(1);
    expect(await countOf('orders')).toBe(ordersBefore + 1);
    expect(await countOf('payments')).toBe(paymentsBefore + 1);
    expect((await atProvider(uuid)).status).toBe('released');
  });

  it('starts one card payment when the same basket is authorised five times at once', async () => {
    await holdInBasket(priya, await court('17:00'));
    const { prepare: prepareCheckout, cardIdentifier, authorise } = cardCheckout(() => t.app);
    const prepared = await prepareCheckout(priya);
    const card = await cardIdentifier(prepared, testCards.frictionless);
    // A customer pressing Pay five times.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        authorise(priya, {
          session_key: prepared.session_key,
          card_identifier: card,
          item_hash: prepared.item_hash,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 409),
      String(statuses),
    ).toBe(true);
    const live = (await t.db.select().from(cardTransactions)).filter(
      (row) => row.status === 'authorised',
    );
    expect(live.filter((row) => row.itemHash === prepared.item_hash)).toHaveLength(1);
  });

  it('never sells a court twice when its hold ran out and someone else took it before the completion', async () => {
    const slot = await court('14:00');
    await holdInBasket(priya, slot);
    const { uuid, itemHash } = await authorised(priya);

    // Past every renewal: the sweep gives the place back and Alex books it.
    t.clock.advance(40 * MINUTE);
    await releaseExpiredHolds(t.db, t.clock.now());
    await holdInBasket(alex, slot);

    const completed = await complete(priya, { transaction_uuid: uuid, item_hash: itemHash });
    expect(completed.statusCode).toBe(409);
    expect(await bookedCount(t.db, slot.id)).toBe(1);
    expect((await attempt(uuid)).status).toBe('aborted');
    expect((await atProvider(uuid)).status).toBe('aborted');
  });

  it('refuses to complete a basket whose hold ran out, and gives the card reservation back', async () => {
    await holdInBasket(priya, await court('15:00'));
    const { uuid, itemHash } = await authorised(priya);
    t.clock.advance(40 * MINUTE);

    const completed = await complete(priya, { transaction_uuid: uuid, item_hash: itemHash });
    expect(completed.statusCode).toBe(409);
    expect(completed.json<{ code: string; message: string }>()).toMatchObject({
      code: 'HOLD_EXPIRED',
      message: expect.stringContaining('run out') as unknown,
    });
    expect((await atProvider(uuid)).status).toBe('aborted');
  });
});

describe('GET /api/staff/reconciliation', () => {
  const report = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/staff/reconciliation?date=2026-10-20', headers });

  it('is for staff only', async () => {
    expect((await report()).statusCode).toBe(401);
    expect((await report(bearer(priya))).statusCode).toBe(403);
    const staff = await signIn(t.app, FRONT_DESK.email, { as: 'staff' });
    expect((await report(bearer(staff))).statusCode).toBe(200);
  });

  it('lists the day’s orders and payments by state, and an order whose payment was not yet released', async () => {
    await holdInBasket(priya, await court('16:00'));
    const { uuid } = await authorised(priya);
    const staff = await signIn(t.app, FRONT_DESK.email, { as: 'staff' });
    const body = (await report(bearer(staff))).json<{
      data: { orders: { count: number }; attempts: { status: string; count: number }[] };
    }>().data;
    expect(body.orders.count).toBeGreaterThanOrEqual(1);
    expect(body.attempts).toEqual(
      expect.arrayContaining([expect.objectContaining({ status: 'authorised', count: 1 })]),
    );
    await t.db
      .update(cardTransactions)
      .set({ updatedAt: new Date(TEST_NOW.getTime() - 60 * MINUTE) })
      .where(eq(cardTransactions.id, uuid));
    expect(await reconciliationNeedingAttention()).toEqual([
      expect.objectContaining({ transaction_uuid: uuid, status: 'authorised' }),
    ]);
    await t.app.reconcilePayments();
    expect(await reconciliationNeedingAttention()).toEqual([]);
  });

  it("is the day of the caller's own operator: another operator's staff see none of it", async () => {
    const ours = await signIn(t.app, FRONT_DESK.email, { as: 'staff' });
    const theirs = await signInOtherOperatorManager(t.app, t.db);
    const own = (await report(bearer(ours))).json<{ data: Reconciliation }>().data;
    expect(own.orders.count).toBeGreaterThanOrEqual(1);
    expect(own.attempts.length).toBeGreaterThanOrEqual(1);
    const other = (await report(bearer(theirs))).json<{ data: Reconciliation }>().data;
    expect(other).toMatchObject({
      orders: { count: 0, amount_pence: 0 },
      payments: [],
      credit: [],
      package_visits: [],
      benefit_uses: [],
      unbalanced_orders: [],
      attempts: [],
      needing_attention: [],
    });
  });

  it('refuses a date that is not a calendar date', async () => {
    const staff = await signIn(t.app, FRONT_DESK.email, { as: 'staff' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/staff/reconciliation?date=2026-02-30',
      headers: bearer(staff),
    });
    expect(response.statusCode).toBe(422);
  });
});
