import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goCardlessSandboxWebhookSecret } from '@lido/emulators/gocardless';
import { createTestApp, type TestApp } from '../../test-support/test-app';

// In demo mode GoCardless is the built-in emulator, which signs the webhooks it sends to Lido's
// public webhook address. Two demo databases (two copies of the seeded test database, each as a
// fresh demo starts on) must not share the secret, nor use one anybody could read in the code.

let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp();
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

const body = JSON.stringify({ events: [], meta: { webhook_id: 'WB0000SECRET' } });
const signed = (secret: string) => createHmac('sha256', secret).update(body).digest('hex');
const deliver = (t: TestApp, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/gocardless',
    headers: { 'content-type': 'application/json', 'webhook-signature': signature },
    payload: body,
  });

describe("the demo's GoCardless webhook secret", () => {
  it('is not the secret every demo once shared', async () => {
    expect((await deliver(first, signed('lido-demo-webhook-secret'))).statusCode).toBe(498);
    expect((await deliver(second, signed('lido-demo-webhook-secret'))).statusCode).toBe(498);
  });

  it("is drawn at random for each database, kept, and opens that database's webhook alone", async () => {
    const secretOf = (t: TestApp) => goCardlessSandboxWebhookSecret(t.db, t.clock);
    const firstSecret = await secretOf(first);
    const secondSecret = await secretOf(second);
    expect(firstSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(secondSecret).not.toBe(firstSecret);
    // The app drew it at start; asking again gives the same one.
    expect(await secretOf(first)).toBe(firstSecret);

    expect((await deliver(first, signed(firstSecret))).statusCode).toBe(204);
    expect((await deliver(second, signed(secondSecret))).statusCode).toBe(204);
    expect((await deliver(second, signed(firstSecret))).statusCode).toBe(498);
  });
});
