import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readEnv } from './platform/env';
import { findDemoAccounts } from './seed/demo-accounts';
import { createTestApp, productionSettings, type TestApp } from './test-support/test-app';

const apiDirectory = fileURLToPath(new URL('..', import.meta.url));

/**
 * Starts the real server, bundled as `npm start` runs it, with only these settings; it must refuse
 * before listening.
 */
function startServer(env: Record<string, string>) {
  return spawnSync(process.execPath, [join(inject('serverBundles'), 'server.js')], {
    cwd: apiDirectory,
    env: { LOG_LEVEL: 'silent', PORT: '0', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('outside demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(productionSettings);
  });
  afterAll(async () => {
    await t.close();
  });

  it('has no development mailbox, so reset links can never be read from it', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(list.statusCode).toBe(404);
    const message = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox/1' });
    expect(message.statusCode).toBe(404);
  });

  it('has no Opayo emulator to take pretend payments', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/opayo/api/v1/merchant-session-keys',
      headers: {
        authorization: `Basic ${Buffer.from('lido-sandbox-integration-key:lido-sandbox-integration-password').toString('base64')}`,
      },
      payload: { vendorName: 'lidosandbox' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('names the real payment provider and mail transport in the health check', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'ok',
      mode: 'production',
      payments: 'opayo',
      directDebits: 'gocardless',
      email: 'smtp',
    });
  });

  it('does not ask the sites to show the demo badge', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/client' });
    expect(response.json<{ data: { demo_mode: boolean } }>().data.demo_mode).toBe(false);
  });
});

describe('in demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LIDO_DEMO: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('opens the development mailbox to this computer only', async () => {
    const local = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(local.statusCode).toBe(200);
    for (const remoteAddress of ['203.0.113.7', '::ffff:192.0.2.10', '2001:db8::1']) {
      const remote = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress });
      expect(remote.statusCode).toBe(403);
      expect(remote.json()).toMatchObject({
        message: 'The development mailbox answers only on this computer.',
      });
      const message = await t.app.inject({
        method: 'GET',
        url: '/api/dev/mailbox/1',
        remoteAddress,
      });
      expect(message.statusCode).toBe(403);
    }
  });

  it('does not trust a forwarded address to open the mailbox', async () => {
    const config = await createTestApp({ LIDO_DEMO: true, TRUST_PROXY: ['203.0.113.7'] });
    try {
      const response = await config.app.inject({
        method: 'GET',
        url: '/api/dev/mailbox',
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await config.close();
    }
  });

  it('refuses a request a proxy on this computer forwarded, unless told a proxy may', async () => {
    for (const headers of [
      { 'x-forwarded-for': '198.51.100.4' },
      { forwarded: 'for=198.51.100.4' },
      { 'x-forwarded-host': 'demo.example' },
    ]) {
      const forwarded = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', headers });
      expect(forwarded.statusCode, JSON.stringify(headers)).toBe(403);
      expect(forwarded.json()).toMatchObject({
        message: 'The development mailbox answers only on this computer.',
      });
    }
    const allowed = await createTestApp({ LIDO_DEMO: true, DEV_MAILBOX_FORWARDED: true });
    try {
      const response = await allowed.app.inject({
        method: 'GET',
        url: '/api/dev/mailbox',
        headers: { 'x-forwarded-for': '198.51.100.4' },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await allowed.close();
    }
  });

  it('says in the health check that payments and email are emulated', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toMatchObject({
      mode: 'demo',
      payments: 'opayo-emulator',
      directDebits: 'gocardless-emulator',
      email: 'development-mailbox',
    });
  });

  it('asks the sites to show the demo badge', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/client' });
    expect(response.json<{ data: { demo_mode: boolean } }>().data.demo_mode).toBe(true);
  });

  it('finds the demo accounts whose password is public', async () => {
    expect(await findDemoAccounts(t.db)).toEqual(
      expect.arrayContaining(['alex.morgan@example.com', 'frontdesk@lido.example']),
    );
  });
});

// The server refuses these settings before it opens a database, so the run on PostgreSQL would
// repeat them word for word: they run in the embedded run only.
describe.skipIf(readEnv().DATABASE_URL)('starting the server', () => {
  it('refuses production without Opayo, GoCardless and SMTP settings, naming every one missing', () => {
    const result = startServer({ NODE_ENV: 'production' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Lido will not start');
    expect(result.stderr).toContain(
      'OPAYO_BASE_URL, OPAYO_INTEGRATION_KEY, OPAYO_INTEGRATION_PASSWORD, OPAYO_VENDOR_NAME, GOCARDLESS_ACCESS_TOKEN, GOCARDLESS_WEBHOOK_SECRET, SMTP_URL',
    );
    expect(result.stderr).not.toContain('    at ');
  });

  it('names only what is still missing', () => {
    const result = startServer({
      NODE_ENV: 'production',
      OPAYO_BASE_URL: 'https://pi-test.sagepay.com/api/v1',
      OPAYO_INTEGRATION_KEY: 'key',
      OPAYO_INTEGRATION_PASSWORD: 'password',
      OPAYO_VENDOR_NAME: 'vendor',
      GOCARDLESS_ACCESS_TOKEN: 'live_token',
      GOCARDLESS_WEBHOOK_SECRET: 'secret',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('these settings are missing: SMTP_URL.');
  });

  it('refuses half a GoCardless account, in demo mode too, with a message', () => {
    const result = startServer({ LIDO_DEMO: '1', GOCARDLESS_ACCESS_TOKEN: 'sandbox_token' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'GOCARDLESS_ACCESS_TOKEN is set: set GOCARDLESS_WEBHOOK_SECRET too',
    );
    expect(result.stderr).not.toContain('    at ');
  });

  it('refuses half an Opayo account, in demo mode too, with a message', () => {
    const result = startServer({
      LIDO_DEMO: '1',
      OPAYO_BASE_URL: 'https://pi-test.sagepay.com/api/v1',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'set OPAYO_INTEGRATION_KEY, OPAYO_INTEGRATION_PASSWORD and OPAYO_VENDOR_NAME too',
    );
    expect(result.stderr).not.toContain('    at ');
  });

  it('refuses an invalid setting with a message, not a stack trace', () => {
    const result = startServer({ LIDO_DEMO: 'maybe' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('LIDO_DEMO');
    expect(result.stderr).not.toContain('    at ');
  });

  it('refuses a read replica without the primary it replicates', () => {
    const result = startServer({
      LIDO_DEMO: '1',
      DATABASE_READ_URL: 'postgres://reader@127.0.0.1:5432/replica',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('DATABASE_READ_URL names a replica of DATABASE_URL');
  });
});
