import { dataEnvelope, Membership } from '@lido/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/raw-rows';
import { bearer, FRONT_DESK, JAMIE, signIn } from '../../../test-support/sign-in';
import {
  joiningOf,
  onlineJoining,
  onlineJoiningVenueId,
  testBankAccount,
} from '../../../test-support/online-joining';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

// Joining Lido Flex (501: £42.00 a month, £15.00 to join) on Sunday 29 November 2026, as in the
// issue (43, item 4). GoCardless can first collect three days on (Wednesday 2 December), too late
// for 1 December, so the first collection is on Friday 1 January 2027 and the first payment
// covers 29 November to 31 December: the joining's confirmation and My account must both say so.

const DAY = 24 * 60 * 60 * 1000;
const LIDO_FLEX = 501;
const JOINING_DAY = new Date('2026-11-29T10:00:00.000Z');

let t: TestApp;
let jamie: Record<string, string>;
let venueId: number;
const online = onlineJoining(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.advance(JOINING_DAY.getTime() - t.clock.now().getTime());
  venueId = await onlineJoiningVenueId(t.db);
  jamie = bearer(await signIn(t.app, JAMIE.email));
});
afterAll(async () => {
  await t.close();
});

async function emailsTo(address: string, subjectLike: string) {
  return rowsOf<{ subject: string; text: string; html: string }>(
    t.db,
    sql`select subject, text, html from email_outbox
      where "to" = ${address} and subject like ${subjectLike} order by id`,
  );
}

async function myMemberships(headers: Record<string, string>) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/my-account/memberships',
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return dataEnvelope(Membership.array()).parse(response.json()).data;
}

describe('joining a membership online late in the month', () => {
  let membershipId: number;

  it('quotes the first collection on the 1st GoCardless can reach, and sends no email before paying', async () => {
    const response = await online.join(jamie, {
      plan_id: LIDO_FLEX,
      venue_id: venueId,
      ...testBankAccount('55779911', 'Jamie Okoro'),
    });
    expect(response.statusCode, response.body).toBe(201);
    const joining = joiningOf(response);
    membershipId = joining.membership_id;
    expect(joining).toMatchObject({
      starts_on: '2026-11-29',
      first_collection_date: '2027-01-01',
      first_payment: { covers_to: '2026-12-31' },
    });
    expect(await emailsTo(JAMIE.email, 'Welcome to %')).toEqual([]);
  });

  it('My account gives the same first payment date as the confirmation', async () => {
    const { joining } = await online.payFirstPayment(jamie, membershipId);
    expect(joining.first_collection_date).toBe('2027-01-01');
    const [membership] = (await myMemberships(jamie)).filter((each) => each.id === membershipId);
    expect(membership).toMatchObject({ status: 'active', next_billing_date: '2027-01-01' });

    // Staff's member directory reads it from the same record.
    // Jamie is a customer of Swiss Cottage, whose front desk finds him.
    const desk = bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }));
    const member = await t.app.inject({
      method: 'GET',
      url: `/api/staff/members/${JAMIE.id}`,
      headers: desk,
    });
    expect(member.statusCode, member.body).toBe(200);
    const held = member
      .json<{ data: { memberships: { id: number; next_billing_date: string | null }[] } }>()
      .data.memberships.find((each) => each.id === membershipId);
    expect(held?.next_billing_date).toBe('2027-01-01');

    // Once January's collection is taken, the next is February's.
    t.clock.advance(34 * DAY);
    const later = (await myMemberships(bearer(await signIn(t.app, JAMIE.email)))).find(
      (each) => each.id === membershipId,
    );
    expect(later?.next_billing_date).toBe('2027-02-01');
  });

  it('emails the new member once: the plan, the venue, what was paid today and the Direct Debit', async () => {
    const [payment] = await rowsOf<{ amount_pence: number }>(
      t.db,
      sql`select amount_pence from payments
        where customer_id = ${JAMIE.id} and description like 'Membership %' and amount_pence > 0`,
    );
    // 2 of November's 30 days and all of December at £42.00 a month, and the £15.00 joining fee.
    expect(payment?.amount_pence).toBe(1500 + 280 + 4200);
    const emails = await emailsTo(JAMIE.email, 'Welcome to %');
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email?.subject).toMatch(/your Lido Flex membership has started$/);
    const venue = await rowsOf<{ name: string }>(
      t.db,
      sql`select name from venues where id = ${venueId}`,
    );
    expect(email?.text).toContain(`Your Lido Flex membership at ${venue[0]?.name}`);
    expect(email?.text).toContain(
      `Your membership number is M${String(membershipId).padStart(7, '0')}`,
    );
    expect(email?.text).toContain('Paid today: £59.80 by Visa ending 0006.');
    expect(email?.text).toContain('- Joining fee: £15.00');
    expect(email?.text).toContain('- Sun 29 November 2026 to Thu 31 December 2026: £44.80');
    expect(email?.text).toContain(
      'Your Direct Debit: £42.00 a month from your account ending 11, first collected on Fri 1 January 2027',
    );
    expect(email?.html).toContain('Paid today: £59.80 by Visa ending 0006.');
  });
});
