import { SignedIn, User } from '@lido/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/demo-people';
import { ALEX, bearer, FRONT_DESK, PRIYA, RUBY, SAM, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { authSessions, customers, passwordResetTokens } from './accounts.tables';
import { INVALID_CREDENTIALS_MESSAGE } from './auth.service';
import { RESET_LINK_INVALID_MESSAGE, RESET_LINK_SENT_MESSAGE } from './passwords.service';
import { FAILED_LOGIN_DELAY_MS } from './login-throttle';
import { hashSecretToken } from './secret-tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (username: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/customer/login',
    payload: { username, password },
    remoteAddress,
  });

const registration = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Jo',
  last_name: 'Bloggs',
  email: 'Jo.Bloggs@Example.com',
  password: 'correct horse battery',
  password_confirmation: 'correct horse battery',
  date_of_birth: '1990-05-17',
  phone: '07700 900999',
  address_line_1: '1 High Street',
  town: 'London',
  postcode: 'nw3 3nf',
  home_venue_id: 90001,
  client_id: 'lido-leisure',
  source: 'activity-booking',
  ...overrides,
});

describe('POST /api/auth/customer/register', () => {
  it('creates the customer, signs them in and answers the live sign-in shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/register?onboarding_type=standard',
      payload: registration({ email: 'new.member@example.com' }),
    });
    expect(response.statusCode).toBe(201);
    const body = SignedIn.parse(response.json());
    expect(body.user.email).toBe('new.member@example.com');
    expect(body.user.reference).toMatch(/^LID\d{7}$/);
    expect(body.user.home_venue_slug).toBe('swiss-cottage-leisure-centre');
    const [row] = await t.db.select().from(customers).where(eq(customers.id, body.user.id));
    expect(row?.postcode).toBe('NW3 3NF');
    expect(row?.onboardingType).toBe('standard');
    expect(row?.registrationSource).toBe('activity-booking');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers 422 with a message per field for missing and malformed fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/register',
      payload: {
        first_name: '',
        email: 'not-an-email',
        password: 'short',
        client_id: 'lido-leisure',
      },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<{ errors: Record<string, string[]>; status: number }>();
    expect(body.status).toBe(422);
    expect(body.errors.first_name).toEqual(['The first name field is required.']);
    expect(body.errors.last_name).toEqual(['The last name field is required.']);
    expect(body.errors.email).toEqual(['The email must be a valid email address.']);
    expect(body.errors.password).toEqual(['The password must be at least 10 characters.']);
    expect(body.errors.date_of_birth).toBeDefined();
  });

  it('refuses a password confirmation that does not match', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/register',
      payload: registration({
        email: 'mismatch@example.com',
        password_confirmation: 'something else',
      }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors.password).toEqual([
      'The password field confirmation does not match.',
    ]);
  });

  it("refuses a client id that is not the operator's, and an email already registered in any case", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/register',
      payload: registration({ email: 'ALEX.MORGAN@example.com', client_id: 'someone-else' }),
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(errors.client_id).toEqual(['The selected client id is invalid.']);
    expect(errors.email).toEqual(['The email has already been taken.']);
  });

  it('refuses a date of birth that is not in the past', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/register',
      payload: registration({ email: 'future@example.com', date_of_birth: '2026-10-20' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors.date_of_birth).toEqual([
      'The date of birth must be a date before today.',
    ]);
  });
});

describe('the account journey', () => {
  it('registers, signs in, reads the user, updates details and signs out', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/register',
      payload: registration({ email: 'journey@example.com' }),
    });
    expect(registered.statusCode).toBe(201);

    const token = await signIn(t.app, 'JOURNEY@example.com', { password: 'correct horse battery' });
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(token),
    });
    expect(user.statusCode).toBe(200);
    const data = User.parse(user.json<{ data: unknown }>().data);
    expect(data.first_name).toBe('Jo');
    expect(data.membership_user).toBeNull();

    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/my-account/details',
      headers: bearer(token),
      payload: { first_name: 'Joanna', phone: '07700 900111', home_venue_id: 90002 },
    });
    expect(updated.statusCode).toBe(200);
    const details = updated.json<{
      data: { first_name: string; phone: string; home_venue_slug: string; last_name: string };
    }>().data;
    expect(details).toMatchObject({
      first_name: 'Joanna',
      last_name: 'Bloggs',
      phone: '07700 900111',
      home_venue_slug: 'britannia-leisure-centre',
    });

    const loggedOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(loggedOut.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ message: 'Unauthenticated.' });
  });
});

describe('POST /api/auth/customer/login', () => {
  it('signs in by email in any case or by customer reference', async () => {
    const byEmail = await login('Alex.Morgan@EXAMPLE.com', DEMO_PASSWORD);
    expect(byEmail.statusCode).toBe(200);
    const body = SignedIn.parse(byEmail.json());
    expect(body.status).toBe('success');
    expect(body.user.id).toBe(ALEX.id);
    const byReference = await login(ALEX.reference.toLowerCase(), DEMO_PASSWORD);
    expect(byReference.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown account identically, after the attempt delay', async () => {
    const before = t.sleeps.length;
    const wrongPassword = await login(PRIYA.email, 'not the password', '10.0.0.1');
    const unknown = await login('nobody@example.com', 'not the password', '10.0.0.1');
    const juniorWithoutLogin = await login('LID1001002', 'anything at all', '10.0.0.1');
    for (const response of [wrongPassword, unknown, juniorWithoutLogin]) {
      expect(response.statusCode).toBe(401);
      expect(response.body).toBe(wrongPassword.body);
    }
    expect(wrongPassword.json()).toMatchObject({ message: INVALID_CREDENTIALS_MESSAGE });
    expect(t.sleeps.slice(before)).toEqual([
      FAILED_LOGIN_DELAY_MS,
      FAILED_LOGIN_DELAY_MS,
      FAILED_LOGIN_DELAY_MS,
    ]);
  });

  it('stores only a hash of the session token, with an expiry', async () => {
    const response = await login(PRIYA.email, DEMO_PASSWORD);
    const { token } = response.json<{ token: string }>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.customerId, PRIYA.id));
    const serialised = JSON.stringify(rows);
    expect(serialised).not.toContain(token);
    const row = rows.find((session) => session.tokenHash === hashSecretToken(token));
    expect(row).toBeDefined();
    // The idle expiry (SESSION_IDLE_MINUTES, 30); session-cookie.api.test.ts covers the rest.
    expect(row?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 30 * 60 * 1000);
    expect(row?.revokedAt).toBeNull();
  });

  it('accepts the token from the session cookie as well as the Bearer header', async () => {
    const token = await signIn(t.app, PRIYA.email);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      cookies: { 'lido-session': token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { id: number } }>().data.id).toBe(PRIYA.id);
  });

  it('refuses expired tokens with 401', async () => {
    const token = await signIn(t.app, PRIYA.email);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(401);
    } finally {
      t.clock.advance(-31 * 24 * 60 * 60 * 1000);
    }
  });

  it('answers 401 for a missing or made-up token on protected routes', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    const madeUp = await t.app.inject({
      method: 'GET',
      url: '/api/my-account/details',
      headers: bearer('A'.repeat(43)),
    });
    expect(missing.statusCode).toBe(401);
    expect(madeUp.statusCode).toBe(401);
    expect(madeUp.json()).toMatchObject({ message: 'Unauthenticated.' });
  });
});

describe('staff sign-in', () => {
  it('signs front-of-house staff in at /api/auth/staff/login, with the currency symbol and their role', async () => {
    const token = await signIn(t.app, FRONT_DESK.email, { as: 'staff' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(token),
    });
    const user = User.parse(response.json<{ data: unknown }>().data);
    expect(user).toMatchObject({
      type: 'staff',
      is_staff: true,
      currency_symbol: '£',
      staff_role: 'receptionist',
      home_venue_id: FRONT_DESK.venueId,
      home_venue_slug: 'swiss-cottage-leisure-centre',
    });
    const manager = await signIn(t.app, 'manager@lido.example', { as: 'staff' });
    const managerUser = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(manager),
    });
    expect(managerUser.json()).toMatchObject({ data: { staff_role: 'manager' } });
  });

  it('does not sign staff in through the customer endpoint', async () => {
    expect((await login(FRONT_DESK.email, DEMO_PASSWORD, '10.4.4.4')).statusCode).toBe(401);
  });
});

describe('GET /api/auth/user', () => {
  it('describes a member with the live fields: home venue slug, membership user, credit and family', async () => {
    const token = await signIn(t.app, ALEX.email, { password: DEMO_PASSWORD });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const user = User.parse(response.json<{ data: unknown }>().data);
    expect(user).toMatchObject({
      id: ALEX.id,
      reference: ALEX.reference,
      home_venue_id: 90001,
      home_venue_slug: 'swiss-cottage-leisure-centre',
      membership_user: { id: 701, name: 'Lido Flex', status: 'active' },
      has_outstanding_penalties: false,
      is_staff: false,
    });
    expect(user.credit.balance).toBeGreaterThan(0);
    expect(user.credit.formatted_balance).toMatch(/^£\d+\.\d{2}$/);
    expect(user.family_members.map((member) => member.id)).toEqual([SAM.id, RUBY.id]);
    expect(user).not.toHaveProperty('currency_symbol');
    expect(user).not.toHaveProperty('staff_role');
  });
});

describe('forgotten and reset password', () => {
  const forgotten = (emailOrReference: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/forgotten-password',
      payload: { email_or_reference: emailOrReference },
    });

  interface MailboxMessage {
    subject: string;
    text: string;
    links: string[];
  }
  /** The outbox as the development mailbox shows it, newest first. */
  const mailbox = async (to?: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/dev/mailbox${to ? `?to=${encodeURIComponent(to)}` : ''}`,
      })
    ).json<{ data: MailboxMessage[] }>().data;

  /** The reset email is written after the answer has gone: wait for the next one to `to`. */
  const nextMail = async (to: string, before: number) =>
    vi.waitFor(async () => {
      const messages = await mailbox(to);
      expect(messages.length).toBeGreaterThan(before);
      return messages[0];
    });

  it('answers identically whether or not the account exists, and mails only real accounts', async () => {
    const before = await mailbox();
    const known = await forgotten('priya.shah@example.com');
    const unknown = await forgotten('no.such.person@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ status: 'success', message: RESET_LINK_SENT_MESSAGE });
    const mail = await nextMail('priya.shah@example.com', 0);
    expect(mail?.subject).toBe('Reset your Lido Leisure password');
    expect((await mailbox()).length - before.length).toBe(1);
  });

  it('mails a single-use link, resets the password, signs out every session and lets the new password in', async () => {
    const email = 'forgetful@example.com';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/register',
      payload: registration({ email }),
    });
    const reference = registered.json<{ user: { reference: string } }>().user.reference;
    const oldSession = await signIn(t.app, email, { password: 'correct horse battery' });
    const reset = await forgotten(reference);
    expect(reset.statusCode).toBe(200);

    const mail = await nextMail(email, 0);
    expect(mail?.subject).toContain('Reset your');
    expect(mail?.text).toContain('http://localhost:3000/reset-password?reset_token=');
    // The HTML part carries the same link.
    expect(mail?.links).toHaveLength(1);
    const token = new URL(mail?.links[0] ?? 'http://x').searchParams.get('reset_token') ?? '';
    expect(token).toHaveLength(43);
    const stored = await t.db.select().from(passwordResetTokens);
    expect(JSON.stringify(stored)).not.toContain(token);

    const newPassword = 'a brand new password';
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/reset-password',
      payload: { token, password: newPassword, password_confirmation: newPassword },
    });
    expect(done.statusCode).toBe(200);

    const oldUse = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(oldSession),
    });
    expect(oldUse.statusCode).toBe(401);
    expect((await login(email, 'correct horse battery', '10.5.5.5')).statusCode).toBe(401);
    expect((await login(email, newPassword, '10.5.5.5')).statusCode).toBe(200);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/reset-password',
      payload: { token, password: 'yet another password' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json<{ errors: Record<string, string[]> }>().errors.token).toEqual([
      RESET_LINK_INVALID_MESSAGE,
    ]);
  });

  it('refuses an expired reset link', async () => {
    const before = (await mailbox(PRIYA.email)).length;
    await forgotten(PRIYA.reference);
    const mail = await nextMail(PRIYA.email, before);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    t.clock.advance(61 * 60 * 1000);
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/customer/reset-password',
        payload: { token, password: 'a brand new password' },
      });
      expect(response.statusCode).toBe(422);
    } finally {
      t.clock.advance(-61 * 60 * 1000);
    }
  });
});

describe('My details', () => {
  it('refuses an email another customer has, in any case', async () => {
    const token = await signIn(t.app, PRIYA.email);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/my-account/details',
      headers: bearer(token),
      payload: { email: 'Journey@Example.com' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors.email).toEqual([
      'The email has already been taken.',
    ]);
  });

  it("lets a parent read and update a linked junior's details, but not an unrelated customer's", async () => {
    const token = await signIn(t.app, ALEX.email);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/my-account/details?selected_user_id=${SAM.id}`,
      headers: bearer(token),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json<{ data: { id: number; can_sign_in: boolean } }>().data).toMatchObject({
      id: SAM.id,
      can_sign_in: false,
    });
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/my-account/details?selected_user_id=${SAM.id}`,
      headers: bearer(token),
      payload: { phone: '07700 900777' },
    });
    expect(update.json<{ data: { phone: string } }>().data.phone).toBe('07700 900777');

    for (const method of ['GET', 'PUT'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/my-account/details?selected_user_id=${PRIYA.id}`,
        headers: bearer(token),
        ...(method === 'PUT' ? { payload: { first_name: 'Hacked' } } : {}),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'Unauthorised.' });
    }
    const [priya] = await t.db.select().from(customers).where(eq(customers.id, PRIYA.id));
    expect(priya?.firstName).toBe('Priya');
  });

  it('changes the password with the current one, keeping this session and ending the others', async () => {
    const other = await signIn(t.app, PRIYA.email);
    const current = await signIn(t.app, PRIYA.email);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/my-account/password',
      headers: bearer(current),
      payload: { current_password: 'nope', password: 'a better password' },
    });
    expect(wrong.statusCode).toBe(422);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/my-account/password',
      headers: bearer(current),
      payload: {
        current_password: DEMO_PASSWORD,
        password: 'a better password',
        password_confirmation: 'a better password',
      },
    });
    expect(changed.statusCode).toBe(200);
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
  });
});
