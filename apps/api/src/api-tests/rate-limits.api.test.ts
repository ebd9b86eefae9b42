import { randomUUID } from 'node:crypto';
import * as contract from '@lido/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../platform/env';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { limitRules, RATE_LIMITED_MESSAGE } from '../platform/http/rate-limit-rules';

const perMinute = (max: number) => ({ max, windowMs: 60_000 });

const forgotten = (remoteAddress: string, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url: '/api/auth/customer/forgotten-password',
  payload: { email_or_reference: 'nobody@example.org' },
  remoteAddress,
  headers,
});

const addToBasket = (remoteAddress: string, cartUuid?: string): InjectOptions => ({
  method: 'POST',
  url: '/api/activities/cart/add',
  // The limit is counted before the body is read, so any body will do.
  payload: { items: [] },
  remoteAddress,
  headers: cartUuid ? { 'x-cart-uuid': cartUuid } : {},
});

async function statuses(t: TestApp, requests: InjectOptions[]): Promise<number[]> {
  const answers = [];
  for (const request of requests) answers.push((await t.app.inject(request)).statusCode);
  return answers;
}

describe('which routes are limited', () => {
  // Writes left unlimited on purpose: signing out, the session handover a signed-in site makes,
  // and the card issuer's 3-D Secure answer (limiting it could lose a payment).
  const exempt = [
    'POST /api/auth/logout',
    'POST /api/auth/session',
    'POST /api/checkout/3ds-notification',
  ];

  it('limits every other write of the contract, so a new write route cannot be left out', () => {
    const limited = new Set(
      limitRules(readEnv()).flatMap((rule) => rule.routes.map((r) => `${r.method} ${r.path}`)),
    );
    const writes = (Object.values(contract) as unknown[])
      .filter(
        (value): value is contract.RouteDefinition =>
          typeof value === 'object' && value !== null && 'method' in value && 'path' in value,
      )
      .filter((route) => route.method !== 'GET')
      .map((route) => `${route.method} ${route.path}`);
    expect(writes.length).toBeGreaterThan(20);
    expect(writes.filter((route) => !limited.has(route)).sort()).toEqual(exempt);
  });
});

describe('rate limits on public writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      LIDO_RATE_LIMITS: 'on',
      RATE_LIMIT_PASSWORD_RESET: perMinute(3),
      RATE_LIMIT_BASKET: perMinute(4),
      RATE_LIMIT_NEW_BASKET: perMinute(2),
      RATE_LIMIT_BASKET_ADDRESS: perMinute(100),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 with Retry-After and a message once an address has used its allowance', async () => {
    const answers = await statuses(
      t,
      Array.from({ length: 3 }, () => forgotten('198.51.100.1')),
    );
    expect(answers).toEqual([200, 200, 200]);
    const limited = await t.app.inject(forgotten('198.51.100.1'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: RATE_LIMITED_MESSAGE, code: 'RATE_LIMITED' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('counts each client address on its own', async () => {
    await statuses(
      t,
      Array.from({ length: 4 }, () => forgotten('198.51.100.2')),
    );
    expect((await t.app.inject(forgotten('198.51.100.3'))).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For unless a proxy is trusted, so a forged header does not reset the count', async () => {
    const forged = Array.from({ length: 4 }, (_, index) =>
      forgotten('198.51.100.4', { 'x-forwarded-for': `203.0.113.${index}` }),
    );
    expect(await statuses(t, forged)).toEqual([200, 200, 200, 429]);
  });

  it('limits writes to one basket, whichever address they come from', async () => {
    const basket = randomUUID();
    const answers = await statuses(
      t,
      Array.from({ length: 5 }, (_, index) => addToBasket(`192.0.2.${index + 1}`, basket)),
    );
    expect(answers.slice(0, 4)).not.toContain(429);
    expect(answers[4]).toBe(429);
    // Another basket is not held back.
    expect((await t.app.inject(addToBasket('192.0.2.9', randomUUID()))).statusCode).not.toBe(429);
  });

  it('limits how many new anonymous baskets one address opens', async () => {
    const answers = await statuses(
      t,
      Array.from({ length: 3 }, () => addToBasket('192.0.2.50')),
    );
    expect(answers.slice(0, 2)).not.toContain(429);
    expect(answers[2]).toBe(429);
  });
});

describe('behind a trusted proxy', () => {
  it('counts the client address the proxy reports', async () => {
    const t = await createTestApp({
      LIDO_RATE_LIMITS: 'on',
      TRUST_PROXY: ['10.0.0.0/8'],
      RATE_LIMIT_PASSWORD_RESET: perMinute(2),
    });
    try {
      const viaProxy = (client: string) => forgotten('10.1.2.3', { 'x-forwarded-for': client });
      expect(
        await statuses(t, [
          viaProxy('203.0.113.1'),
          viaProxy('203.0.113.1'),
          viaProxy('203.0.113.1'),
        ]),
      ).toEqual([200, 200, 429]);
      // Another customer behind the same load balancer is not affected.
      expect((await t.app.inject(viaProxy('203.0.113.2'))).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('LIDO_RATE_LIMITS=off', () => {
  it('lets load tests through without limits', async () => {
    const t = await createTestApp({
      LIDO_RATE_LIMITS: 'off',
      RATE_LIMIT_PASSWORD_RESET: perMinute(1),
    });
    try {
      expect(
        await statuses(
          t,
          Array.from({ length: 3 }, () => forgotten('198.51.100.9')),
        ),
      ).toEqual([200, 200, 200]);
    } finally {
      await t.close();
    }
  });
});
