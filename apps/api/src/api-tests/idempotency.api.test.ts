import { randomUUID } from 'node:crypto';
import { defineRoute } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { fixedClock } from '../platform/clock';
import { openTestDatabase, testConfig } from '../test-support/test-app';
import { basketCalls, slot } from '../test-support/basket-calls';
import { findOccurrence } from '../test-support/occurrences';
import { TEST_NOW } from '../test-support/test-clock';
import { registerRoute } from '../platform/http/register-routes';

const tallyRoute = defineRoute({
  method: 'POST',
  path: '/api/test/tally',
  summary: 'Counts the requests that ran',
  tags: ['test'],
  auth: 'public',
  body: z.object({ note: z.string() }),
  response: z.object({ ran: z.number().int() }),
  errors: ['REQUEST_IN_PROGRESS'],
  idempotent: true,
});
// The same route without the contract's flag: nothing else tells the API to treat it differently.
const plainTallyRoute = defineRoute({
  ...tallyRoute,
  path: '/api/test/plain-tally',
  errors: [],
  idempotent: undefined,
});

let app: FastifyInstance;
let drop: () => Promise<void>;
let findSession: (date: string) => ReturnType<typeof findOccurrence>;
let ran = 0;
/** While set, the tally route waits for it before answering: a request still running. */
let gate: Promise<void> | null = null;
let entered: () => void = () => {};

beforeAll(async () => {
  const database = await openTestDatabase();
  drop = database.drop;
  findSession = (date) =>
    findOccurrence(database.handle.db, {
      venue: 'swiss-cottage-leisure-centre',
      activity: 'yoga',
      date,
    });
  app = await buildApp({
    db: database.handle.db,
    clock: fixedClock(TEST_NOW),
    config: testConfig(),
  });
  const handler = async () => {
    ran += 1;
    const seen = ran;
    entered();
    if (gate) await gate;
    return { ran: seen };
  };
  registerRoute(app, tallyRoute, handler);
  registerRoute(app, plainTallyRoute, handler);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
});

// An anonymous caller's keys are kept with their basket: these requests name one.
const basketUuid = randomUUID();
const post = (path: string, key: string, note = 'same') =>
  app.inject({
    method: 'POST',
    url: path,
    headers: { 'idempotency-key': key, 'x-cart-uuid': basketUuid },
    payload: { note },
  });

describe('which routes honour an Idempotency-Key', () => {
  it('replays the stored answer on a route the contract marks idempotent, without running it again', async () => {
    const before = ran;
    const first = await post(tallyRoute.path, 'tally-1');
    const again = await post(tallyRoute.path, 'tally-1');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(ran).toBe(before + 1);
  });

  it('runs every request on a route the contract does not mark idempotent, key or no key', async () => {
    const before = ran;
    const first = await post(plainTallyRoute.path, 'plain-1');
    const again = await post(plainTallyRoute.path, 'plain-1');
    expect(again.json()).not.toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(ran).toBe(before + 2);
  });

  it('gives the contract routes it marks idempotent the behaviour: clearing a basket twice with one key replays', async () => {
    const added = await basketCalls(() => app).add([slot(await findSession('2026-10-23'))]);
    const { uuid } = added.json<{ data: { uuid: string } }>().data;
    const clear = () =>
      app.inject({
        method: 'DELETE',
        url: '/api/activities/cart',
        headers: { 'idempotency-key': 'clear-1', 'x-cart-uuid': uuid },
      });
    expect((await clear()).statusCode).toBe(200);
    expect((await clear()).headers['idempotent-replayed']).toBe('true');
  });
});

describe('a duplicate that arrives while the first request still runs', () => {
  it('answers 409 REQUEST_IN_PROGRESS, then the stored answer once the first has finished', async () => {
    let open: () => void = () => {};
    gate = new Promise((resolve) => (open = resolve));
    const hasEntered = new Promise<void>((resolve) => (entered = resolve));
    const first = post(tallyRoute.path, 'slow-1');
    await hasEntered;

    const duplicate = await post(tallyRoute.path, 'slow-1');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      message: 'A request with this Idempotency-Key is still in progress.',
      code: 'REQUEST_IN_PROGRESS',
    });

    open();
    gate = null;
    const answered = await first;
    const replayed = await post(tallyRoute.path, 'slow-1');
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(answered.json());
  });
});

describe("an anonymous visitor's Idempotency-Key", () => {
  const { add } = basketCalls(() => app);
  const cartOf = (response: { json: () => unknown }) =>
    (response.json() as { data: { uuid: string; item_count: number } }).data;

  it('gives two anonymous visitors sending the same key to the add-to-basket call two different baskets', async () => {
    const yoga = await findSession('2026-10-23');
    const first = await add([slot(yoga)], { 'idempotency-key': 'first-add' });
    const second = await add([slot(yoga)], { 'idempotency-key': 'first-add' });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(cartOf(second).uuid).not.toBe(cartOf(first).uuid);
  });

  it("replays a key within the visitor's own basket, and never into another visitor's", async () => {
    const yoga = await findSession('2026-10-24');
    const mine = cartOf(await add([slot(yoga)])).uuid;
    const theirs = cartOf(await add([slot(yoga)])).uuid;
    const clear = (uuid: string) =>
      app.inject({
        method: 'DELETE',
        url: '/api/activities/cart',
        headers: { 'idempotency-key': 'clear-basket', 'x-cart-uuid': uuid },
      });

    const cleared = await clear(mine);
    expect(cartOf(cleared).item_count).toBe(0);
    const again = await clear(mine);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(cleared.json());

    const other = await clear(theirs);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(cartOf(other).uuid).toBe(theirs);
  });

  it('does not share a scope between visitors who send the same basket header that is no basket uuid', async () => {
    const yoga = await findSession('2026-10-25');
    const headers = { 'idempotency-key': 'made-up-basket', 'x-cart-uuid': 'not-a-basket' };
    const first = await add([slot(yoga)], headers);
    const second = await add([slot(yoga)], headers);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(cartOf(second).uuid).not.toBe(cartOf(first).uuid);
  });
});
