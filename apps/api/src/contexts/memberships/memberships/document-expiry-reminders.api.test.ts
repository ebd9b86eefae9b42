import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/raw-rows';
import { ALEX, bearer, JAMIE, PRIYA, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { membershipDocuments, memberships } from './memberships.tables';

// The test clock starts on Tuesday 20 October 2026. Alex holds membership 701 (Lido Flex).

const SITE_URL = 'https://book.lido.example';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ SITE_URL });
});
afterAll(async () => {
  await t.close();
});

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('1 0 obj << >> endobj\n%%EOF')]);

/** Moves the clock to 9am on a day; sessions do not outlive that, so callers sign in again. */
function goTo(date: string) {
  t.clock.set(new Date(`${date}T09:00:00Z`));
}

/** Uploads a copy of the document as its customer does in My account, with its expiry. */
async function upload(documentId: number, email: string, expiresOn: string) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/my-account/documents/${documentId}/file`,
    headers: bearer(await signIn(t.app, email)),
    payload: {
      file_name: 'student-card.pdf',
      content_type: 'application/pdf',
      content: pdf.toString('base64'),
      expires_on: expiresOn,
    },
  });
  expect(response.statusCode).toBe(200);
}

async function documentFor(
  customerId: number,
  name: string,
  membershipId: number | null,
  uploaded: { expiresOn: string } | null = null,
) {
  const [row] = await t.db
    .insert(membershipDocuments)
    .values({
      customerId,
      membershipId,
      name,
      ...(uploaded ? { uploadedAt: t.clock.now(), expiresOn: uploaded.expiresOn } : {}),
    })
    .returning({ id: membershipDocuments.id });
  return Number(row?.id);
}

interface Reminder {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The document expiry reminders queued for an address, oldest first. */
function remindersTo(email: string) {
  return rowsOf<Reminder>(
    t.db,
    sql`select "to", subject, text, html from email_outbox
        where "to" = ${email} and subject like 'Your % expires on %' order by id`,
  );
}

async function reminderSentFor(documentId: number) {
  const [row] = await t.db
    .select({ sentFor: membershipDocuments.expiryReminderSentFor })
    .from(membershipDocuments)
    .where(eq(membershipDocuments.id, documentId));
  return row?.sentFor;
}

describe('reminding a member of a document about to expire', () => {
  it('sends one reminder 30 days before the expiry, and one more for a new copy', async () => {
    goTo('2026-10-20');
    const id = await documentFor(ALEX.id, 'Student card', 701);
    await upload(id, ALEX.email, '2026-11-29');

    // 40 days ahead, then 31: not yet.
    expect(await t.app.remindOfExpiringDocuments()).toBe(0);
    goTo('2026-10-29');
    expect(await t.app.remindOfExpiringDocuments()).toBe(0);
    expect(await remindersTo(ALEX.email)).toEqual([]);
    expect(await reminderSentFor(id)).toBeNull();

    // 30 days ahead: one reminder, saying what it is for and where to upload a new copy.
    goTo('2026-10-30');
    expect(await t.app.remindOfExpiringDocuments()).toBe(1);
    const [reminder, ...more] = await remindersTo(ALEX.email);
    expect(more).toEqual([]);
    expect(reminder?.to).toBe(ALEX.email);
    expect(reminder?.subject).toBe('Your Student card expires on Sun 29 November 2026');
    expect(reminder?.text).toBe(
      [
        'Hello Alex,',
        '',
        'The Student card you gave us for your Lido Flex membership expires on Sun 29 November 2026.',
        `Please upload a new copy before then in My account → Memberships: ${SITE_URL}/my-account/memberships`,
        '',
        'Lido Leisure',
      ].join('\n'),
    );
    expect(reminder?.html).toContain(
      `<a href="${SITE_URL}/my-account/memberships">${SITE_URL}/my-account/memberships</a>`,
    );
    expect(await reminderSentFor(id)).toBe('2026-11-29');

    // Sweeping again, that day or later ones up to the expiry, sends nothing more.
    expect(await t.app.remindOfExpiringDocuments()).toBe(0);
    for (const day of ['2026-10-31', '2026-11-15', '2026-11-29']) {
      goTo(day);
      expect(await t.app.remindOfExpiringDocuments(), day).toBe(0);
    }
    expect(await remindersTo(ALEX.email)).toHaveLength(1);

    // A new copy with a new expiry is reminded of 30 days before that one.
    goTo('2026-11-20');
    await upload(id, ALEX.email, '2027-01-31');
    expect(await t.app.remindOfExpiringDocuments()).toBe(0);
    goTo('2027-01-01');
    expect(await t.app.remindOfExpiringDocuments()).toBe(1);
    expect(await t.app.remindOfExpiringDocuments()).toBe(0);
    goTo('2027-01-15');
    expect(await t.app.remindOfExpiringDocuments()).toBe(0);
    expect((await remindersTo(ALEX.email)).map((each) => each.subject)).toEqual([
      'Your Student card expires on Sun 29 November 2026',
      'Your Student card expires on Sun 31 January 2027',
    ]);
    expect(await reminderSentFor(id)).toBe('2027-01-31');
  });

  it('sends one reminder when several sweeps run at once', async () => {
    goTo('2027-02-01');
    const id = await documentFor(ALEX.id, 'Proof of address', 701);
    await upload(id, ALEX.email, '2027-02-20');
    const runs = await Promise.all([
      t.app.remindOfExpiringDocuments(),
      t.app.remindOfExpiringDocuments(),
      t.app.remindOfExpiringDocuments(),
    ]);
    expect(runs.reduce((sum, each) => sum + each, 0)).toBe(1);
    const subjects = (await remindersTo(ALEX.email)).map((each) => each.subject);
    expect(subjects.filter((subject) => subject.startsWith('Your Proof of address'))).toEqual([
      'Your Proof of address expires on Sat 20 February 2027',
    ]);
  });

  it('reminds of nothing for a membership given up or ended, nor of a copy not uploaded or expired', async () => {
    goTo('2027-03-01');
    const within = { expiresOn: '2027-03-11' };
    const [abandoned, expired, ended] = await t.db
      .insert(memberships)
      .values([
        { customerId: PRIYA.id, planId: 504, status: 'abandoned', startsOn: '2027-02-01' },
        {
          customerId: JAMIE.id,
          planId: 501,
          status: 'expired',
          startsOn: '2026-02-01',
          endsOn: '2027-02-01',
        },
        {
          customerId: JAMIE.id,
          planId: 501,
          status: 'cancelled',
          startsOn: '2026-02-01',
          endsOn: '2027-02-28',
        },
      ])
      .returning({ id: memberships.id });
    await documentFor(PRIYA.id, 'Student card', abandoned?.id ?? 0, within);
    await documentFor(JAMIE.id, 'Student card', expired?.id ?? 0, within);
    await documentFor(JAMIE.id, 'Carer card', ended?.id ?? 0, within);
    // Past its expiry before any reminder; and asked for but never uploaded.
    await documentFor(PRIYA.id, 'Photo ID', null, { expiresOn: '2027-02-28' });
    await t.db
      .insert(membershipDocuments)
      .values({ customerId: PRIYA.id, name: 'Proof of address', expiresOn: '2027-03-11' });
    // Recorded at the desk, for no membership: still asked for, so still reminded of.
    await documentFor(JAMIE.id, 'Concession letter', null, within);

    expect(await t.app.remindOfExpiringDocuments()).toBe(1);
    expect(await remindersTo(PRIYA.email)).toEqual([]);
    const toJamie = await remindersTo(JAMIE.email);
    expect(toJamie.map((each) => each.subject)).toEqual([
      'Your Concession letter expires on Thu 11 March 2027',
    ]);
    expect(toJamie[0]?.text).toContain(
      'The Concession letter you gave us expires on Thu 11 March 2027.',
    );
  });

  it('passes over a customer without an email address', async () => {
    goTo('2027-04-01');
    const id = await documentFor(PRIYA.id, 'Student card', null, { expiresOn: '2027-04-10' });
    await t.db.execute(sql`update customers set email = null where id = ${PRIYA.id}`);
    expect(await t.app.remindOfExpiringDocuments()).toBe(0);
    expect(await reminderSentFor(id)).toBeNull();
  });
});
