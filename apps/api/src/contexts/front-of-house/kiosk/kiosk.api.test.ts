import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITED_MESSAGE } from '../../../platform/http/rate-limit-rules';
import { DEMO_KIOSK_PIN } from '../../../seed/demo-kiosk';
import { ALEX, bearer, FRONT_DESK, signIn } from '../../../test-support/sign-in';
import { createTestApp, productionSettings, type TestApp } from '../../../test-support/test-app';
import { NO_KIOSK_PIN_MESSAGE, setKioskPin, WRONG_KIOSK_PIN_MESSAGE } from './kiosk.service';

const leave = (pin: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  ({
    method: 'POST',
    url: '/api/kiosk/leave',
    payload: { pin },
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  }) satisfies InjectOptions;

describe('POST /api/kiosk/leave', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers 204 with no body to the operator's staff PIN", async () => {
    const response = await t.app.inject(leave(DEMO_KIOSK_PIN));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('refuses a wrong PIN with 422 naming the pin field', async () => {
    const response = await t.app.inject(leave('1357'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: WRONG_KIOSK_PIN_MESSAGE,
      errors: { pin: [WRONG_KIOSK_PIN_MESSAGE] },
      status: 422,
    });
  });

  it('refuses a PIN that is not 4 to 8 digits with 422 naming the pin field', async () => {
    for (const pin of ['246', '123456789', '24a8', ' 2468', 2468, null]) {
      const response = await t.app.inject(leave(pin));
      expect(response.statusCode, JSON.stringify(pin)).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['pin']);
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/kiosk/leave', payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ errors: object }>().errors).toHaveProperty('pin');
  });

  it('never sends the PIN or its hash to the site', async () => {
    const client = await t.app.inject({ method: 'GET', url: '/api/client' });
    expect(client.body).not.toContain(DEMO_KIOSK_PIN);
    expect(client.body).not.toContain('argon2');
  });

  describe('answers the same whoever is signed in on the kiosk', () => {
    const callers = [
      ['an anonymous visitor', async () => ({})],
      ['a customer', async () => bearer(await signIn(t.app, ALEX.email))],
      ['staff', async () => bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }))],
    ] as const;
    for (const [who, headersOf] of callers) {
      it(`${who}: 204 to the right PIN, 422 to a wrong one`, async () => {
        const headers = await headersOf();
        expect((await t.app.inject(leave(DEMO_KIOSK_PIN, headers))).statusCode).toBe(204);
        const wrong = await t.app.inject(leave('0000', headers));
        expect(wrong.statusCode).toBe(422);
        expect(wrong.json()).toMatchObject({ errors: { pin: [WRONG_KIOSK_PIN_MESSAGE] } });
      });
    }
  });

  it('takes a PIN the operator changed, and no longer the old one', async () => {
    await setKioskPin(t.db, 1, '97531864', t.clock.now());
    expect((await t.app.inject(leave('97531864'))).statusCode).toBe(204);
    expect((await t.app.inject(leave(DEMO_KIOSK_PIN))).statusCode).toBe(422);
    await setKioskPin(t.db, 1, DEMO_KIOSK_PIN, t.clock.now());
  });
});

describe('an operator without a kiosk PIN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(productionSettings);
    await t.db.execute(sql`delete from kiosk_settings`);
  });
  afterAll(() => t.close());

  it('cannot have kiosk mode left with any PIN: 403 saying an operator must set one', async () => {
    for (const pin of [DEMO_KIOSK_PIN, '0000']) {
      const response = await t.app.inject(leave(pin));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: NO_KIOSK_PIN_MESSAGE });
    }
  });
});

describe('guessing the kiosk PIN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LIDO_RATE_LIMITS: 'on' });
  });
  afterAll(() => t.close());

  it('is limited to 5 tries in 5 minutes per address by default, the right PIN included', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push((await t.app.inject(leave('1111', {}, '198.51.100.7'))).statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422]);
    const limited = await t.app.inject(leave(DEMO_KIOSK_PIN, {}, '198.51.100.7'));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ message: RATE_LIMITED_MESSAGE });
    // Another kiosk (another address) is not held up by this one's guesses.
    expect((await t.app.inject(leave(DEMO_KIOSK_PIN, {}, '198.51.100.8'))).statusCode).toBe(204);
  });
});
