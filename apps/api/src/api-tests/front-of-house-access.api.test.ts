import { randomUUID } from 'node:crypto';
import * as contract from '@lido/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALEX, bearer, JAMIE, signIn } from '../test-support/sign-in';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Every front-of-house route (the contract's `/api/foh/` group) is for staff alone: signed out it
// is a 401, and a customer — a family lead included — gets 403 "Unauthorised." even with a request
// a member of staff could make. Each route needs a sample request here, so a new desk route
// cannot be added without being held to the rule.

interface Sample {
  url: string;
  payload?: object;
}

const samples: Record<string, Sample> = {
  'POST /api/foh/checkout/pay': {
    url: '/api/foh/checkout/pay',
    payload: {
      payments: [{ tender_type: 'cash', amount: 2000 }],
      selected_user_id: JAMIE.id,
      terms: [1],
    },
  },
  'GET /api/foh/vouchers/:code': { url: '/api/foh/vouchers/LIDO-GIFT-2000' },
  'GET /api/foh/takings': { url: '/api/foh/takings?date=2026-10-20' },
  'POST /api/foh/cash-ups': {
    url: '/api/foh/cash-ups',
    payload: { date: '2026-10-20', counted_cash: 1000 },
  },
  'GET /api/foh/customers': { url: '/api/foh/customers?search=okoro' },
  'POST /api/foh/customers': {
    url: '/api/foh/customers',
    payload: { first_name: 'Maya', last_name: 'Reed' },
  },
  'POST /api/foh/walk-ins': { url: '/api/foh/walk-ins', payload: {} },
  'PUT /api/foh/basket/items/:cartItemId/price': {
    url: '/api/foh/basket/items/1/price',
    payload: { selected_user_id: JAMIE.id, price: 500, reason: 'Court light out' },
  },
  'GET /api/foh/orders/:id/receipt': { url: '/api/foh/orders/1/receipt' },
  'POST /api/foh/orders/:id/receipt/email': { url: '/api/foh/orders/1/receipt/email', payload: {} },
  'POST /api/foh/orders/:id/refunds': {
    url: '/api/foh/orders/1/refunds',
    payload: { booking_ids: [1], refund_to: 'credit', reason: 'Pool closed' },
  },
};

const deskRoutes = (Object.values(contract) as unknown[])
  .filter(
    (value): value is contract.RouteDefinition =>
      typeof value === 'object' && value !== null && 'method' in value && 'path' in value,
  )
  .filter((route) => route.path.startsWith('/api/foh/'))
  .map((route) => `${route.method} ${route.path}`)
  .sort();

let t: TestApp;
let alex: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  alex = bearer(await signIn(t.app, ALEX.email));
});
afterAll(() => t.close());

describe('the front-of-house routes', () => {
  it('each have a sample request here', () => {
    expect(deskRoutes.length).toBeGreaterThanOrEqual(11);
    expect(Object.keys(samples).sort()).toEqual(deskRoutes);
  });

  it.each(deskRoutes)('%s: 401 signed out, 403 to a customer', async (route) => {
    const [method = 'GET'] = route.split(' ');
    const sample = samples[route];
    if (!sample) throw new Error(`no sample request for ${route}`);
    const call = (headers: Record<string, string>) =>
      t.app.inject({
        method: method as 'GET' | 'POST' | 'PUT',
        url: sample.url,
        headers: { ...headers, 'idempotency-key': randomUUID() },
        ...(sample.payload ? { payload: sample.payload } : {}),
      });
    expect((await call({})).statusCode).toBe(401);
    const asCustomer = await call(alex);
    expect(asCustomer.statusCode, asCustomer.body).toBe(403);
    expect(asCustomer.json()).toMatchObject({ message: 'Unauthorised.' });
  });
});
