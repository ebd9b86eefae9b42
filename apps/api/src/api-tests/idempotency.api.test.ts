import { defineRoute } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { fixedClock } from '../platform/clock';
import { openTestDatabase, testConfig } from '../test-support/test-app';
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
let ran = 0;
/** While set, the tally route waits for it before answering: a request still running. */
let gate: Promise<void> | null = null;
let entered: () => void = () => {};

beforeAll(async () => {
  const database = await openTestDatabase();
  drop = database.drop;
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

const post = (path: string, key: string, note = 'same') =>
  app.inject({
    method: 'POST',
    url: path,
    headers: { 'idempotency-key': key },
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
    const clear = () =>
      app.inject({
        method: 'DELETE',
        url: '/api/activities/cart',
        headers: { 'idempotency-key': 'clear-1' },
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
