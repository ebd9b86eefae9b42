import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/demo-people';
import { ALEX, bearer, PRIYA, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { passwordResetTokens } from './accounts.tables';
import { createSecretToken } from './secret-tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const COMMON = 'The password is too easy to guess. This is a commonly used password.';

const fieldErrors = (response: { json: <T>() => T }) =>
  response.json<{ errors: Record<string, string[]> }>().errors;

const NAME_OR_EMAIL =
  'The password is too easy to guess. It should not contain your name or email address.';

const register = (
  email: string,
  password: string,
  name: { first: string; last: string } = { first: 'Harriet', last: 'Winterbottom' },
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/customer/register',
    payload: {
      first_name: name.first,
      last_name: name.last,
      email,
      password,
      password_confirmation: password,
      date_of_birth: '1990-05-17',
      home_venue_id: 90001,
      client_id: 'lido-leisure',
    },
  });

/** A reset link for `customerId`, stored as the forgotten-password email would have. */
async function resetLinkFor(customerId: number): Promise<string> {
  const { token, hash } = createSecretToken();
  const now = t.clock.now();
  await t.db.insert(passwordResetTokens).values({
    customerId,
    tokenHash: hash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 60 * 60 * 1000),
  });
  return token;
}

const SARAH_JONES = { first: 'Sarah', last: 'Jones' };

describe('new passwords at registration', () => {
  it('refuses a password under 10 characters', async () => {
    const response = await register('short.password@example.com', 'password');
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response).password).toEqual([
      'The password must be at least 10 characters.',
    ]);
  });

  it('refuses a common password of 10 characters, saying why', async () => {
    const response = await register('common.password@example.com', 'password12');
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response).password).toEqual([COMMON]);
  });

  it('refuses a password made of the name being registered', async () => {
    const response = await register('harriet@example.com', 'Winterbottom2026');
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response).password).toEqual([NAME_OR_EMAIL]);
  });

  it('refuses a password made of the whole name run together with a year', async () => {
    const response = await register('sarah.j@example.com', 'sarahjones1990', SARAH_JONES);
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response).password).toEqual([NAME_OR_EMAIL]);
  });

  it("refuses a password made of one of the operator's venue names, or the operator's own", async () => {
    const venue = await register('venue.password@example.com', 'Swisscottage1', SARAH_JONES);
    expect(venue.statusCode).toBe(422);
    expect(fieldErrors(venue).password).toEqual([NAME_OR_EMAIL]);
    const operator = await register(
      'operator.password@example.com',
      'Lidoleisure2026',
      SARAH_JONES,
    );
    expect(operator.statusCode).toBe(422);
    expect(fieldErrors(operator).password).toEqual([NAME_OR_EMAIL]);
  });

  it('accepts a strong password that has nothing to do with the person or the operator', async () => {
    const response = await register(
      'sarah.jones@example.com',
      'Harbour-kettle-ribbon',
      SARAH_JONES,
    );
    expect(response.statusCode).toBe(201);
  });

  it('accepts a hard-to-guess password', async () => {
    const response = await register('strong.password@example.com', 'Swim-lanes-2026');
    expect(response.statusCode).toBe(201);
  });
});

describe('new passwords on reset and change', () => {
  it('refuses a weak reset password and leaves the link usable for a strong one', async () => {
    const token = await resetLinkFor(PRIYA.id);
    const reset = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/customer/reset-password',
        payload: { token, password, password_confirmation: password },
      });
    const weak = await reset('password12');
    expect(weak.statusCode).toBe(422);
    expect(fieldErrors(weak).password).toEqual([COMMON]);
    const unused = await t.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.customerId, PRIYA.id), isNull(passwordResetTokens.usedAt)));
    expect(unused).toHaveLength(1);

    expect((await reset('Fresh-password-2026')).statusCode).toBe(200);
  });

  it("refuses a reset password made of the customer's name or a venue's", async () => {
    const token = await resetLinkFor(PRIYA.id);
    const reset = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/customer/reset-password',
        payload: { token, password, password_confirmation: password },
      });
    for (const password of ['priyashah1990', 'Britannialeisure7']) {
      const weak = await reset(password);
      expect(weak.statusCode, password).toBe(422);
      expect(fieldErrors(weak).password).toEqual([NAME_OR_EMAIL]);
    }
  });

  it('refuses a weak new password when changing it, and keeps the old one', async () => {
    const token = await signIn(t.app, ALEX.email);
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/my-account/password',
      headers: bearer(token),
      payload: {
        current_password: DEMO_PASSWORD,
        password: 'iloveyou12',
        password_confirmation: 'iloveyou12',
      },
    });
    expect(weak.statusCode).toBe(422);
    expect(fieldErrors(weak).password).toEqual([
      'The password is too easy to guess. This is similar to a commonly used password.',
    ]);
    // The demo password, seeded before this rule, still signs in: stored hashes are not re-judged.
    expect(await signIn(t.app, ALEX.email, { password: DEMO_PASSWORD })).toBeTruthy();
  });

  it("refuses a new password made of the customer's own name or a venue's when changing it", async () => {
    const token = await signIn(t.app, ALEX.email);
    for (const password of ['alexmorgan1990', 'Tootingleisure5']) {
      const weak = await t.app.inject({
        method: 'POST',
        url: '/api/my-account/password',
        headers: bearer(token),
        payload: { current_password: DEMO_PASSWORD, password, password_confirmation: password },
      });
      expect(weak.statusCode, password).toBe(422);
      expect(fieldErrors(weak).password).toEqual([NAME_OR_EMAIL]);
    }
  });
});
