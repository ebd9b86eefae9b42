import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALEX, bearer, FRONT_DESK, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { assertTermsAccepted } from './terms.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getTerms = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('GET /api/terms?cart_id=', () => {
  it('answers the terms a checkout accepts by id, to anyone, with or without a trailing slash', async () => {
    const customer = await signIn(t.app, ALEX.email);
    const staff = await signIn(t.app, FRONT_DESK.email, { as: 'staff' });
    for (const [url, token] of [
      ['/api/terms?cart_id=107288259', undefined],
      ['/api/terms/?cart_id=1', customer],
      ['/api/terms', staff],
    ] as const) {
      const response = await getTerms(url, token);
      expect(response.statusCode).toBe(200);
      const { data } = response.json<{ data: { id: number; title: string; body: string }[] }>();
      expect(data.map((terms) => terms.id)).toEqual([1]);
      expect(data[0]?.title).toBe('Booking terms and conditions');
      expect(Object.keys(data[0] ?? {}).sort()).toEqual(['body', 'id', 'title']);
    }
  });

  it('refuses a cart id that is not a number with 422', async () => {
    expect((await getTerms('/api/terms?cart_id=abc')).statusCode).toBe(422);
  });
});

describe('accepting the terms', () => {
  it('passes when every current terms document is accepted by id, or by the tick box', async () => {
    await expect(assertTermsAccepted(t.db, [1])).resolves.toBeUndefined();
    await expect(assertTermsAccepted(t.db, ['1'])).resolves.toBeUndefined();
    await expect(assertTermsAccepted(t.db, [true])).resolves.toBeUndefined();
  });

  it('refuses terms that are not the current ones with the field named', async () => {
    await expect(assertTermsAccepted(t.db, [2])).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { terms: ['Please accept the terms and conditions.'] },
    });
  });
});
