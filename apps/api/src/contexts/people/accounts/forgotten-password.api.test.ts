import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALEX, PRIYA } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { customerReference } from './accounts.repository';
import { passwordResetTokens } from './accounts.tables';
import { insertDeskCustomer } from './desk-customers.repository';
import {
  requestPasswordReset,
  RESET_LINK_SENT_MESSAGE,
  type PasswordResetDeps,
} from './passwords.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Emails queued, by recipient (the outbox itself belongs to the email module). */
const queued: string[] = [];
const emailsTo = (to: string) => queued.filter((recipient) => recipient === to).length;

/** The work handed over to run after the answer, held until the test runs it. */
function heldWork() {
  const tasks: (() => Promise<unknown>)[] = [];
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
  const runAll = async () => Promise.all(tasks.splice(0).map((task) => task()));
  return { deps, tasks, runAll };
}

const resetLinksOf = async (customerId: number) =>
  (
    await t.db
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.customerId, customerId))
  )[0]?.n ?? 0;

describe('forgotten password', () => {
  it('answers before any account work is done, and does that work after the answer', async () => {
    const { deps, tasks, runAll } = heldWork();
    const [linksBefore, emailsBefore] = [await resetLinksOf(PRIYA.id), emailsTo(PRIYA.email)];

    const answer = requestPasswordReset(deps, PRIYA.email);

    expect(answer).toEqual({ status: 'success', message: RESET_LINK_SENT_MESSAGE });
    expect(tasks).toHaveLength(1);
    expect(await resetLinksOf(PRIYA.id)).toBe(linksBefore);
    expect(emailsTo(PRIYA.email)).toBe(emailsBefore);

    await runAll();
    expect(await resetLinksOf(PRIYA.id)).toBe(linksBefore + 1);
    expect(emailsTo(PRIYA.email)).toBe(emailsBefore + 1);
  });

  it('answers an unknown account with the same answer and the same handed-over work', async () => {
    const { deps, tasks, runAll } = heldWork();
    const known = requestPasswordReset(deps, ALEX.reference);
    const unknown = requestPasswordReset(deps, 'no.such.person@example.com');
    expect(unknown).toEqual(known);
    expect(tasks).toHaveLength(2);
    const emailsBefore = queued.length;
    await runAll();
    expect(queued.slice(emailsBefore)).toEqual(['alex.morgan@example.com']);
  });

  it('emails a link to a customer with an email and no password yet, and none to one without an email', async () => {
    const newCustomer = (email: string | null, isWalkIn = false) =>
      insertDeskCustomer(t.db, {
        operatorId: 1,
        homeVenueId: 90001,
        firstName: 'Desk',
        lastName: 'Made',
        email,
        dateOfBirth: null,
        postcode: null,
        phone: null,
        isWalkIn,
        now: t.clock.now(),
      });
    const madeAtDesk = await newCustomer('made.at.desk@example.com');
    const walkIn = await newCustomer(null, true);
    const { deps, runAll } = heldWork();
    requestPasswordReset(deps, 'made.at.desk@example.com');
    requestPasswordReset(deps, customerReference(walkIn.id));
    await runAll();
    expect(await resetLinksOf(madeAtDesk.id)).toBe(1);
    expect(emailsTo('made.at.desk@example.com')).toBe(1);
    expect(await resetLinksOf(walkIn.id)).toBe(0);
  });

  it('emails one customer at most 3 links an hour, even asked 6 times at once, then again an hour later', async () => {
    const email = 'limit.resets@example.com';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/register',
      payload: {
        first_name: 'Lim',
        last_name: 'Itt',
        email,
        password: 'Swim-lanes-2026',
        date_of_birth: '1990-05-17',
        client_id: 'lido-leisure',
      },
    });
    const customerId = registered.json<{ user: { id: number } }>().user.id;
    const { deps, runAll } = heldWork();

    const answers = Array.from({ length: 6 }, () => requestPasswordReset(deps, email));
    await runAll();
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await resetLinksOf(customerId)).toBe(3);
    expect(emailsTo(email)).toBe(3);

    t.clock.advance(60 * 60 * 1000 + 1000);
    try {
      requestPasswordReset(deps, email);
      await runAll();
      expect(emailsTo(email)).toBe(4);
    } finally {
      t.clock.advance(-(60 * 60 * 1000 + 1000));
    }
  });

  it('answers past the email limit exactly as before it, over HTTP', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/customer/forgotten-password',
        payload: { email_or_reference: 'alex.morgan@example.com' },
      });
    const answers = [];
    for (let n = 0; n < 5; n++) answers.push(await ask());
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[0]?.body);
    }
  });
});
