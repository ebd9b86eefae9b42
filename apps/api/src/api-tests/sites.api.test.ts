import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-people';
import { PRIYA } from '../test-support/sign-in';
import { createTestApp, type TestApp } from '../test-support/test-app';

// The three sites by host name (docs/decisions/021): one server answers for each, tells the
// browser where the other two are, shares one sign-in between them and sends a page asked of the
// wrong site to its own.

const indexHtml = '<!doctype html><html lang="en-GB"><title>Lido</title><div id="root"></div>';

let webDist: string;
let local: TestApp;
let named: TestApp;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'lido-web-'));
  writeFileSync(join(webDist, 'index.html'), indexHtml);
  local = await createTestApp({ WEB_DIST_DIR: webDist });
  named = await createTestApp({
    WEB_DIST_DIR: webDist,
    SITE_HOSTS: {
      bookings: 'bookings.example.org',
      myAccount: 'account.example.org',
      onlineJoining: 'join.example.org',
    },
    AUTH_COOKIE_DOMAIN: 'example.org',
    TRUST_PROXY: 1,
  });
});
afterAll(async () => {
  await local.close();
  await named.close();
  rmSync(webDist, { recursive: true, force: true });
});

const siteUrlsAt = async (t: TestApp, host: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/client',
    headers: { host, ...headers },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { site_urls: Record<string, string> } }>().data.site_urls;
};

const logInAt = (t: TestApp, host: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/customer/login',
    headers: { host, ...headers },
    payload: { username: PRIYA.email, password: DEMO_PASSWORD },
  });

describe('sites under a .localhost name, without configuration', () => {
  it('tells the browser where the other two sites are', async () => {
    expect(await siteUrlsAt(local, 'my-account.lido.localhost:3000')).toEqual({
      bookings: 'http://bookings.lido.localhost:3000',
      my_account: 'http://my-account.lido.localhost:3000',
      online_joining: 'http://join.lido.localhost:3000',
    });
  });

  it('shares the sign-in across them: the cookie is on the parent name', async () => {
    const response = await logInAt(local, 'bookings.lido.localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.cookies[0]).toMatchObject({ domain: 'lido.localhost', httpOnly: true });
  });

  it('is one site at localhost, as the quick start opens it', async () => {
    expect(new Set(Object.values(await siteUrlsAt(local, 'localhost:3000')))).toEqual(
      new Set(['http://localhost:3000']),
    );
    const response = await logInAt(local, 'localhost:3000');
    expect(response.cookies[0]?.domain).toBeUndefined();
    const page = await local.app.inject({
      method: 'GET',
      url: '/my-account',
      headers: { host: 'localhost:3000' },
    });
    expect(page.statusCode).toBe(200);
  });

  it('sends a page asked of the wrong site to its own', async () => {
    const page = await local.app.inject({
      method: 'GET',
      url: '/my-account/bookings?tab=past',
      headers: { host: 'bookings.lido.localhost:3000' },
    });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe(
      'http://my-account.lido.localhost:3000/my-account/bookings?tab=past',
    );
  });
});

describe('sites named by SITE_HOSTS', () => {
  it('reports the named hosts, over HTTPS behind the proxy', async () => {
    expect(await siteUrlsAt(named, 'join.example.org', { 'x-forwarded-proto': 'https' })).toEqual({
      bookings: 'https://bookings.example.org',
      my_account: 'https://account.example.org',
      online_joining: 'https://join.example.org',
    });
  });

  it('shares the sign-in on AUTH_COOKIE_DOMAIN', async () => {
    const response = await logInAt(named, 'bookings.example.org', { 'x-forwarded-proto': 'https' });
    expect(response.cookies[0]).toMatchObject({ domain: 'example.org', secure: true });
  });

  it('serves each site its own pages, the sign-in pages on all three, and redirects the rest', async () => {
    const get = (host: string, url: string) =>
      named.app.inject({ method: 'GET', url, headers: { host, 'x-forwarded-proto': 'https' } });
    expect((await get('account.example.org', '/my-account')).statusCode).toBe(200);
    expect((await get('join.example.org', '/join/501?venue=90001')).statusCode).toBe(200);
    expect((await get('account.example.org', '/login')).statusCode).toBe(200);
    const wrongSite = await get('account.example.org', '/location/britannia-leisure-centre');
    expect(wrongSite.statusCode).toBe(302);
    expect(wrongSite.headers.location).toBe(
      'https://bookings.example.org/location/britannia-leisure-centre',
    );
    // The API answers on every host: each site calls its own.
    expect((await get('join.example.org', '/api/activities/venues')).statusCode).toBe(200);
  });
});
