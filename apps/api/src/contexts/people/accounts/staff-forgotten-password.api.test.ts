import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../../platform/db/raw-rows';
import { DESK_MANAGER, FRONT_DESK, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import type { PasswordResetDeps } from './passwords.service';
import { issueStaffPasswordToken } from './staff-password-tokens';
import {
  requestStaffPasswordLink,
  STAFF_PASSWORD_LINK_SENT_MESSAGE,
} from './staff-passwords.service';

// A member of staff who forgot their password, or whose invitation ran out, asks the desk's
// log-in page for a link and chooses a new password on the desk's set-password page.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface MailboxMessage {
  subject: string;
  text: string;
}

const mailbox = async (to: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` })
  ).json<{ data: MailboxMessage[] }>().data;

const forgotten = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/staff/forgotten-password',
    payload: { email },
  });

const setPassword = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/staff/password',
    payload: { token, password, password_confirmation: password },
  });

/** The link is written after the answer has gone: wait for the next email to `to`. */
const nextMail = (to: string, before: number) =>
  vi.waitFor(async () => {
    const messages = await mailbox(to);
    expect(messages.length).toBeGreaterThan(before);
    return messages[0]!;
  });

const tokenIn = (mail: MailboxMessage) => /invite_token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];

describe('a member of staff’s forgotten password', () => {
  it('answers the same whether or not the address is staff’s, and mails only staff', async () => {
    const known = await forgotten(FRONT_DESK.email);
    const unknown = await forgotten('nobody.here@lido.example');
    const customer = await forgotten('priya.shah@example.com');
    for (const response of [known, unknown, customer]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'success',
        message: STAFF_PASSWORD_LINK_SENT_MESSAGE,
      });
    }
    const mail = await nextMail(FRONT_DESK.email, 0);
    expect(mail.subject).toBe('Reset your Lido Leisure password');
    expect(mail.text).toContain('/desk/set-password?invite_token=');
    expect(mail.text).toContain('for 60 minutes');
    // A customer's address gets no staff link (customers have their own forgotten password).
    expect(
      (await mailbox('priya.shah@example.com')).filter((message) =>
        message.text.includes('/desk/set-password'),
      ),
    ).toEqual([]);
  });

  it('mails a single-use link that sets a new password, and the old one stops working', async () => {
    const before = (await mailbox(DESK_MANAGER.email)).length;
    expect((await forgotten(DESK_MANAGER.email.toUpperCase())).statusCode).toBe(200);
    const token = tokenIn(await nextMail(DESK_MANAGER.email, before));
    expect(token).toBeDefined();

    const newPassword = 'Lido-Desk-Fresh-2026';
    const set = await setPassword(token!, newPassword);
    expect(set.statusCode, set.body).toBe(200);
    expect(await signIn(t.app, DESK_MANAGER.email, { as: 'staff', password: newPassword })).toEqual(
      expect.any(String),
    );
    await expect(signIn(t.app, DESK_MANAGER.email, { as: 'staff' })).rejects.toThrow(/401/);
    // Spent: the same link again is refused.
    expect((await setPassword(token!, 'Another-Desk-Pass-2026')).statusCode).toBe(422);
  });

  it('sends at most the per-person limit of links in the window, even to requests at once', async () => {
    const tasks: (() => Promise<unknown>)[] = [];
    const queued: string[] = [];
    const deps: PasswordResetDeps = {
      db: t.db,
      clock: t.clock,
      queueEmail: async (_db, email) => {
        queued.push(email.to);
      },
      resetEmailLimit: { max: 3, windowMs: 60 * 60 * 1000 },
      runAfterResponse: (_what, task) => {
        tasks.push(task);
      },
    };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      requestStaffPasswordLink(deps, FRONT_DESK.email);
    }
    await Promise.all(tasks.map((task) => task()));
    // The first test sent Jordan one already: two more make the three an hour allows.
    expect(queued).toEqual([FRONT_DESK.email, FRONT_DESK.email]);
    const [links] = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from staff_password_tokens where staff_user_id = ${FRONT_DESK.id}`,
    );
    expect(links?.n).toBe(3);
  });

  it('wants an email address', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/staff/forgotten-password',
      payload: { email: '  ' },
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('the password a member of staff chooses', () => {
  it('may not be made of their own name, the operator’s, or a venue’s, and the link stays usable', async () => {
    // Dana Whitfield, the manager at Swiss Cottage.
    const token = await issueStaffPasswordToken(t.db, DESK_MANAGER.id, t.clock.now());
    for (const password of ['danawhitfield1990', 'Swisscottage1', 'Lidoleisure2026']) {
      const weak = await setPassword(token, password);
      expect(weak.statusCode, password).toBe(422);
      expect(weak.json<{ errors: Record<string, string[]> }>().errors.password).toEqual([
        'The password is too easy to guess. It should not contain your name or email address.',
      ]);
    }
    expect((await setPassword(token, 'Harbour-kettle-ribbon')).statusCode).toBe(200);
  });
});
