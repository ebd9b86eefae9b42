import type { ValidationError } from '@lido/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxApi } from '@lido/emulators/opayo/testing';
import { changedTables, countWrites, snapshotDatabase } from '../test-support/database-snapshot';
import { nestedJson } from '../test-support/hostile-values';
import { ALEX, bearer, signIn } from '../test-support/sign-in';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { MAX_JSON_DEPTH } from '../platform/http/input-guard';

// What the edge answers for input no field may hold, and the sentences of its 422s. The fuzz
// test (test-support/hostile-input-suite.ts) sends such input everywhere; this file says what comes back.

let t: TestApp;
let customer: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  customer = bearer(await signIn(t.app, ALEX.email));
});
afterAll(async () => {
  await t.close();
});

const BASE = '/api/activities/venue/swiss-cottage-leisure-centre/activity/badminton-60min';

describe('text no field may hold', () => {
  it('refuses a NUL in a path parameter with a 422 naming it', async () => {
    const response = await t.app.inject({ url: '/api/v1/activities/occurrences/%00' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The id may not contain a NUL character.',
      errors: { id: ['The id may not contain a NUL character.'] },
      status: 422,
    });
  });

  it('refuses a NUL in the query string', async () => {
    const response = await t.app.inject({ url: `${BASE}/times?date=2026-10-22%00` });
    expect(response.statusCode).toBe(422);
    expect(response.json<ValidationError>().errors).toEqual({
      date: ['The date may not contain a NUL character.'],
    });
  });

  it('refuses a NUL or a lone surrogate anywhere in a JSON body, naming the field by its path', async () => {
    const nul = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/authorise',
      headers: customer,
      payload: { billing_first_name: 'Al\u0000ex' },
    });
    expect(nul.statusCode).toBe(422);
    expect(nul.json<ValidationError>().errors).toEqual({
      billing_first_name: ['The billing first name may not contain a NUL character.'],
    });
    const surrogate = await t.app.inject({
      method: 'POST',
      url: '/api/activities/cart/add',
      headers: customer,
      payload: { items: [{ id: '\uD800', type: 'activity' }] },
    });
    expect(surrogate.statusCode).toBe(422);
    expect(surrogate.json<ValidationError>().errors).toEqual({
      'items.0.id': ['The id must be valid Unicode text.'],
    });
  });

  it('guards the Opayo emulator as well', async () => {
    const response = await t.app.inject({ url: `${sandboxApi}/transactions/%00` });
    expect(response.statusCode).toBe(422);
  });
});

describe('deep JSON', () => {
  it('refuses a body nested thousands deep before any hook reads it, Idempotency-Key or not', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/activities/cart',
      headers: { ...customer, 'content-type': 'application/json', 'idempotency-key': 'deep-1' },
      payload: `{"items":${nestedJson(5_000)}}`,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ValidationError>().errors).toEqual({
      request: [`The request body may not be nested more than ${MAX_JSON_DEPTH} levels deep.`],
    });
  });

  it(`lets a body nested ${MAX_JSON_DEPTH} deep through to the route's own checks`, async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/activities/cart/add',
      headers: { ...customer, 'content-type': 'application/json' },
      payload: `{"items":${nestedJson(MAX_JSON_DEPTH - 1)}}`,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ValidationError>().errors).toEqual({
      'items.0': ['Item 1 of the items must be an object.'],
    });
  });
});

describe('ids', () => {
  it('refuses an id beyond PostgreSQL integers with a 422, in paths, queries and bodies', async () => {
    const inPath = await t.app.inject({
      url: '/api/checkout/orders/2147483648',
      headers: customer,
    });
    expect(inPath.statusCode).toBe(422);
    expect(inPath.json<ValidationError>().errors).toEqual({
      orderId: ['The order id must be a whole number from 1 to 2147483647.'],
    });
    const inQuery = await t.app.inject({
      url: '/api/my-account/details?selected_user_id=2147483648',
      headers: customer,
    });
    expect(inQuery.statusCode).toBe(422);
    const inBody = await t.app.inject({
      method: 'POST',
      url: '/api/activities/cart/add',
      headers: customer,
      payload: { items: [{ id: 2_147_483_648, type: 'activity' }] },
    });
    expect(inBody.statusCode).toBe(422);
    expect(inBody.json<ValidationError>().errors).toEqual({
      'items.0.id': ['The id must be a whole number from 1 to 2147483647.'],
    });
  });

  it('refuses the numeric form of a v1-or-v2 id out of range, and looks a v2 id up as it is', async () => {
    const v1 = await t.app.inject({ url: `${BASE}/class/2147483648` });
    expect(v1.statusCode).toBe(422);
    const v2 = await t.app.inject({ url: '/api/v1/activities/occurrences/not-an-occurrence' });
    expect(v2.statusCode).toBe(404);
  });
});

describe('validation messages', () => {
  it('words schema failures as sentences, not zod’s messages', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/activities/cart/1',
      headers: customer,
      payload: { options: { quantity: 1.5, pricing_option_id: 'two' } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The quantity must be a whole number. (and 1 more error)',
      errors: {
        'options.quantity': ['The quantity must be a whole number.'],
        'options.pricing_option_id': [
          'The pricing option id must be a whole number from 1 to 2147483647.',
        ],
      },
      status: 422,
    });
  });

  it('says a missing body is required', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/activities/cart/add' });
    expect(response.statusCode).toBe(422);
    expect(response.json<ValidationError>().errors).toEqual({
      request: ['The request body is required.'],
    });
  });
});

describe('database snapshots', () => {
  it('notice a write, even of the same values, and not a read or a rolled-back write', async () => {
    await countWrites(t.db);
    const before = await snapshotDatabase(t.db);
    await t.db.execute(sql`select count(*) from occurrences`);
    await t.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`update venues set name = 'Gone' where id = (select min(id) from venues)`,
        );
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
    await t.db.execute(sql`update venues set name = name where id = (select min(id) from venues)`);
    // The venue, and the open data feeds' note that it changed (migration 0059's trigger).
    expect(changedTables(before, await snapshotDatabase(t.db)).sort()).toEqual([
      'openactive_source_changes',
      'venues',
    ]);
  });
});
