import { PaymentRecord } from '@lido/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALEX, bearer, FRONT_DESK, PRIYA, SAM, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
let alex: string;
let priya: string;
beforeAll(async () => {
  t = await createTestApp();
  [alex, priya] = await Promise.all([signIn(t.app, ALEX.email), signIn(t.app, PRIYA.email)]);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GET /api/my-account/payments', () => {
  it('lists payments latest first with amounts, formatted amounts and tender types', async () => {
    const response = await get('/api/my-account/payments', alex);
    expect(response.statusCode).toBe(200);
    const data = z.array(PaymentRecord).parse(response.json<{ data: unknown }>().data);
    expect(data.length).toBe(4);
    const created = data.map((payment) => payment.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    expect(new Set(data.map((payment) => payment.tender_type))).toEqual(
      new Set(['card', 'cash', 'offline-voucher']),
    );
    const cash = data.find((payment) => payment.tender_type === 'cash');
    expect(cash).toMatchObject({
      amount: { raw: 4500, formatted: '£45.00' },
      tender_type_label: 'Cash',
      description: '10 Swim Pass',
      status: 'succeeded',
    });
    expect(cash?.date).toMatch(/^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]+ \d{4}$/);
  });

  it("never shows one customer another's payments", async () => {
    const mine = z
      .array(PaymentRecord)
      .parse((await get('/api/my-account/payments', priya)).json<{ data: unknown }>().data);
    expect(mine.map((payment) => payment.id)).toEqual([6005]);
    const guessed = await get(`/api/my-account/payments?selected_user_id=${ALEX.id}`, priya);
    expect(guessed.statusCode).toBe(403);
    expect(guessed.body).not.toContain('OPY-');
  });

  it("shows a junior's (empty) history to their parent, and a customer's to staff of their venue", async () => {
    const junior = await get(`/api/my-account/payments?selected_user_id=${SAM.id}`, alex);
    expect(junior.json()).toEqual({ data: [] });
    const staff = await signIn(t.app, FRONT_DESK.email, { as: 'staff' });
    const forAlex = await get(`/api/my-account/payments?selected_user_id=${ALEX.id}`, staff);
    expect(forAlex.statusCode).toBe(200);
    expect(forAlex.json<{ data: unknown[] }>().data).toHaveLength(4);
  });
});
