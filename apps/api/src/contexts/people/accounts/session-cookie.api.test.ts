import { BACKGROUND_REQUEST_HEADER } from '@lido/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/demo-people';
import { ALEX, bearer, FRONT_DESK, PRIYA, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';
import { authSessions } from './accounts.tables';
import { hashSecretToken } from './secret-tokens';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
/** The defaults: SESSION_IDLE_MINUTES=30, SESSION_LIFETIME_DAYS=1, AUTH_COOKIE_NAME=lido-session. */
const IDLE_MINUTES = 30;
const COOKIE = 'lido-session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.clock.set(TEST_NOW);
});

type InjectedResponse = Awaited<ReturnType<TestApp['app']['inject']>>;

const sessionCookieOf = (response: InjectedResponse) =>
  response.cookies.find((cookie) => cookie.name === COOKIE);

const setCookieHeaders = (response: InjectedResponse): string[] => {
  const header = response.headers['set-cookie'];
  if (header === undefined) return [];
  return Array.isArray(header) ? header : [String(header)];
};

const logIn = (app: TestApp['app'], username: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/customer/login',
    payload: { username, password: DEMO_PASSWORD },
    headers,
  });

/** Who `GET /api/auth/user` says is signed in, or the status when nobody is. */
async function whoIs(request: {
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
}): Promise<number | string> {
  const response = await t.app.inject({ method: 'GET', url: '/api/auth/user', ...request });
  if (response.statusCode !== 200) return response.statusCode;
  return response.json<{ data: { id: number } }>().data.id;
}

const withCookie = (token: string) => ({ cookies: { [COOKIE]: token } });
const inBackground = (token: string) => ({
  ...withCookie(token),
  headers: { [BACKGROUND_REQUEST_HEADER]: '1' },
});

async function expiresAtOf(token: string): Promise<Date | undefined> {
  const [row] = await t.db
    .select({ expiresAt: authSessions.expiresAt })
    .from(authSessions)
    .where(eq(authSessions.tokenHash, hashSecretToken(token)));
  return row?.expiresAt;
}

describe('the session cookie', () => {
  it('is set at sign-in with the token, HttpOnly, SameSite=Lax, path /, host-only and not Secure over http', async () => {
    const response = await logIn(t.app, PRIYA.email);
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({
      value: token,
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 24 * 60 * 60,
    });
    expect(cookie?.domain).toBeUndefined();
    expect(cookie?.secure).toBeUndefined();
  });

  it('is set on registration and on staff sign-in as well', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/register',
      payload: {
        first_name: 'Cookie',
        last_name: 'Tester',
        email: 'cookie.tester@example.com',
        password: 'quiet-otter-lane-7391',
        password_confirmation: 'quiet-otter-lane-7391',
        date_of_birth: '1990-05-17',
        client_id: 'lido-leisure',
        source: 'activity-booking',
      },
    });
    expect(registered.statusCode).toBe(201);
    expect(sessionCookieOf(registered)?.value).toBe(registered.json<{ token: string }>().token);

    const staff = await t.app.inject({
      method: 'POST',
      url: '/api/auth/staff/login',
      payload: { username: FRONT_DESK.email, password: DEMO_PASSWORD },
    });
    expect(staff.statusCode).toBe(200);
    expect(sessionCookieOf(staff)?.value).toBe(staff.json<{ token: string }>().token);
  });

  it('is not Secure when a client merely claims HTTPS without a trusted proxy', async () => {
    const response = await logIn(t.app, PRIYA.email, { 'x-forwarded-proto': 'https' });
    expect(sessionCookieOf(response)?.secure).toBeUndefined();
  });

  it('signs the browser in on its own, with no Authorization header', async () => {
    const token = await signIn(t.app, PRIYA.email);
    expect(await whoIs(withCookie(token))).toBe(PRIYA.id);
  });

  it('is the only cookie read: a valid token under another name ending in -authToken is ignored', async () => {
    const token = await signIn(t.app, PRIYA.email);
    expect(await whoIs({ cookies: { 'example.org-authToken': token } })).toBe(401);
    expect(await whoIs({ cookies: { 'example.org-authToken': JSON.stringify(token) } })).toBe(401);
    expect(await whoIs({ cookies: { 'lido-session-authToken': token } })).toBe(401);
  });

  it('is cleared at sign-out, and the session it held is over', async () => {
    const token = await signIn(t.app, PRIYA.email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      ...withCookie(token),
    });
    expect(response.statusCode).toBe(200);
    const cleared = sessionCookieOf(response);
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.parse('1970-01-02'));
    expect(await whoIs(withCookie(token))).toBe(401);
  });
});

describe('writes that rely on the session cookie', () => {
  const logOut = (token: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/logout', ...withCookie(token), headers });

  it('are refused from another origin, even a sibling sub-domain of the same site', async () => {
    const token = await signIn(t.app, PRIYA.email);
    const response = await logOut(token, { origin: 'https://www.example-leisure.org' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      message: 'This request came from another site and was refused.',
    });
    expect(await whoIs(withCookie(token))).toBe(PRIYA.id);
  });

  it('are accepted from the sites and from the API’s own origin', async () => {
    const fromSite = await logOut(await signIn(t.app, PRIYA.email), {
      origin: 'http://localhost:3000',
    });
    expect(fromSite.statusCode).toBe(200);
    const fromItself = await logOut(await signIn(t.app, PRIYA.email), {
      origin: 'http://localhost:80',
      host: 'localhost:80',
    });
    expect(fromItself.statusCode).toBe(200);
  });

  it('do not concern public routes, which act for nobody (the issuer’s 3-D Secure answer)', async () => {
    const token = await signIn(t.app, PRIYA.email);
    // The challenge page's referrer policy makes the browser send `Origin: null` with the form.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/3ds-notification',
      ...withCookie(token),
      headers: { origin: 'null', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cres=abc&threeDSSessionData=not-a-transaction',
    });
    expect(response.statusCode).toBe(200);
  });

  it('do not concern Bearer callers, who carry their token themselves', async () => {
    const token = await signIn(t.app, PRIYA.email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(token), origin: 'https://court-watcher.example.net' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('signing in from another site’s page (login CSRF)', () => {
  const signInForm = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: `username=${encodeURIComponent(PRIYA.email)}&password=${encodeURIComponent(DEMO_PASSWORD)}`,
    });

  it('is refused, and sets no cookie, from another origin or a sandboxed page', async () => {
    for (const origin of ['https://attacker.example', 'null', 'https://www.example-leisure.org']) {
      const response = await signInForm({ origin });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json()).toMatchObject({
        message: 'This request came from another site and was refused.',
      });
      expect(response.headers['set-cookie'], origin).toBeUndefined();
    }
    const withoutOrigin = await signInForm({ 'sec-fetch-site': 'cross-site' });
    expect(withoutOrigin.statusCode).toBe(403);
    for (const url of ['/api/auth/staff/login', '/api/auth/customer/register']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: 'https://attacker.example' },
        payload: {},
      });
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('is accepted from the sites, the API’s own origin, and callers that send no Origin', async () => {
    expect((await signInForm({ origin: 'http://localhost:3000' })).statusCode).toBe(200);
    expect(
      (await signInForm({ origin: 'http://localhost:80', host: 'localhost:80' })).statusCode,
    ).toBe(200);
    expect((await signInForm({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await signInForm({})).statusCode).toBe(200);
  });
});

describe('GET /api/auth/session', () => {
  const session = (options: object = {}) =>
    t.app.inject({ method: 'GET', url: '/api/auth/session', ...options });

  it('answers null for a visitor who is not signed in, rather than an error', async () => {
    const response = await session();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
    const stale = await session({ cookies: { 'lido-session': 'no-such-session' } });
    expect(stale.json()).toEqual({ data: null });
  });

  it('answers the user the session cookie signs in', async () => {
    const token = await signIn(t.app, PRIYA.email);
    const response = await session(withCookie(token));
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { id: number; type: string } }>().data).toMatchObject({
      id: PRIYA.id,
      type: 'customer',
    });
  });
});

describe('Bearer tokens', () => {
  it('keep working for API clients, and win over a cookie of another session', async () => {
    const login = await logIn(t.app, ALEX.email);
    expect(login.json()).toMatchObject({ status: 'success', user: { id: ALEX.id } });
    const alex = login.json<{ token: string }>().token;
    const priya = await signIn(t.app, PRIYA.email);
    expect(await whoIs({ headers: bearer(alex) })).toBe(ALEX.id);
    expect(await whoIs({ headers: bearer(alex), ...withCookie(priya) })).toBe(ALEX.id);
  });

  it('hand a session to the browser at POST /api/auth/session (the ?token= sign-in link)', async () => {
    const token = await signIn(t.app, PRIYA.email);
    const adopted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/session',
      headers: bearer(token),
    });
    expect(adopted.statusCode).toBe(200);
    expect(adopted.json()).toEqual({ status: 'success' });
    expect(sessionCookieOf(adopted)).toMatchObject({ value: token, httpOnly: true, path: '/' });
    expect(await whoIs(withCookie(token))).toBe(PRIYA.id);
  });

  it('that are unknown or signed out are not handed to the browser', async () => {
    const adopt = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/session', headers: bearer(token) });
    const madeUp = await adopt('A'.repeat(43));
    expect(madeUp.statusCode).toBe(401);
    expect(setCookieHeaders(madeUp)).toEqual([]);
    const token = await signIn(t.app, PRIYA.email);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    const signedOut = await adopt(token);
    expect(signedOut.statusCode).toBe(401);
    expect(setCookieHeaders(signedOut)).toEqual([]);
  });
});

describe('session expiry', () => {
  it('ends a session after SESSION_IDLE_MINUTES without a request', async () => {
    const token = await signIn(t.app, PRIYA.email);
    expect(await expiresAtOf(token)).toEqual(new Date(TEST_NOW.getTime() + IDLE_MINUTES * MINUTE));
    t.clock.advance(IDLE_MINUTES * MINUTE - 1000);
    expect(await whoIs(withCookie(token))).toBe(PRIYA.id);
    // Used a moment ago: the idle allowance starts again from that use.
    t.clock.advance(IDLE_MINUTES * MINUTE - 1000);
    expect(await whoIs({ headers: bearer(token) })).toBe(PRIYA.id);
    t.clock.advance(IDLE_MINUTES * MINUTE);
    expect(await whoIs(withCookie(token))).toBe(401);
    expect(await whoIs({ headers: bearer(token) })).toBe(401);
  });

  it('does not count background requests (the sites’ sign-in recheck) as use', async () => {
    const token = await signIn(t.app, PRIYA.email);
    for (let minute = 5; minute < IDLE_MINUTES; minute += 5) {
      t.clock.set(new Date(TEST_NOW.getTime() + minute * MINUTE));
      expect(await whoIs(inBackground(token))).toBe(PRIYA.id);
    }
    t.clock.set(new Date(TEST_NOW.getTime() + IDLE_MINUTES * MINUTE));
    expect(await whoIs(inBackground(token))).toBe(401);
  });

  it('ends a session SESSION_LIFETIME_DAYS after sign-in however busy it is', async () => {
    const token = await signIn(t.app, PRIYA.email);
    const lifetimeEnd = TEST_NOW.getTime() + DAY;
    for (let at = TEST_NOW.getTime(); at < lifetimeEnd; at += (IDLE_MINUTES - 1) * MINUTE) {
      t.clock.set(new Date(at));
      expect(await whoIs(withCookie(token))).toBe(PRIYA.id);
    }
    expect(await expiresAtOf(token)).toEqual(new Date(lifetimeEnd));
    t.clock.set(new Date(lifetimeEnd - 1));
    expect(await whoIs(withCookie(token))).toBe(PRIYA.id);
    t.clock.set(new Date(lifetimeEnd));
    expect(await whoIs(withCookie(token))).toBe(401);
  });

  it('moves the expiry at most once a minute, so most requests only read', async () => {
    const token = await signIn(t.app, PRIYA.email);
    const signedInExpiry = await expiresAtOf(token);
    t.clock.advance(59 * 1000);
    expect(await whoIs(withCookie(token))).toBe(PRIYA.id);
    expect(await expiresAtOf(token)).toEqual(signedInExpiry);
    t.clock.advance(1000);
    expect(await whoIs(withCookie(token))).toBe(PRIYA.id);
    expect(await expiresAtOf(token)).toEqual(new Date(t.clock.now().getTime() + 30 * MINUTE));
  });

  it('does not bring back a session that was signed out', async () => {
    const token = await signIn(t.app, PRIYA.email);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    t.clock.advance(5 * MINUTE);
    expect(await whoIs(withCookie(token))).toBe(401);
    const [row] = await t.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.tokenHash, hashSecretToken(token)));
    expect(row?.expiresAt).toEqual(new Date(TEST_NOW.getTime() + IDLE_MINUTES * MINUTE));
  });
});

describe('configured', () => {
  let configured: TestApp;
  beforeAll(async () => {
    configured = await createTestApp({
      AUTH_COOKIE_NAME: 'example-session',
      AUTH_COOKIE_DOMAIN: 'example.org',
      SESSION_IDLE_MINUTES: 120,
      TRUST_PROXY: 1,
    });
  });
  afterAll(async () => {
    await configured.close();
  });

  it('uses AUTH_COOKIE_NAME and AUTH_COOKIE_DOMAIN, and is Secure behind a trusted HTTPS proxy', async () => {
    const response = await logIn(configured.app, PRIYA.email, { 'x-forwarded-proto': 'https' });
    const cookie = response.cookies.find((candidate) => candidate.name === 'example-session');
    expect(cookie).toMatchObject({
      value: response.json<{ token: string }>().token,
      domain: 'example.org',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(response.cookies.some((candidate) => candidate.name === COOKIE)).toBe(false);

    const logout = await configured.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'x-forwarded-proto': 'https' },
      cookies: { 'example-session': cookie?.value ?? '' },
    });
    expect(logout.statusCode).toBe(200);
    const cleared = logout.cookies.find((candidate) => candidate.name === 'example-session');
    expect(cleared).toMatchObject({ value: '', domain: 'example.org', path: '/' });
  });

  it('reads only the configured name', async () => {
    const token = await signIn(configured.app, PRIYA.email);
    const asUser = (cookies: Record<string, string>) =>
      configured.app.inject({ method: 'GET', url: '/api/auth/user', cookies });
    expect((await asUser({ 'example-session': token })).statusCode).toBe(200);
    expect((await asUser({ [COOKIE]: token })).statusCode).toBe(401);
  });

  it('follows SESSION_IDLE_MINUTES', async () => {
    const token = await signIn(configured.app, PRIYA.email);
    const asUser = () =>
      configured.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    configured.clock.advance(119 * MINUTE);
    expect((await asUser()).statusCode).toBe(200);
    configured.clock.advance(120 * MINUTE);
    expect((await asUser()).statusCode).toBe(401);
  });
});
