import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/raw-rows';
import { COURT_PENCE, deskCalls } from '../../../test-support/desk-calls';
import {
  bearer,
  FRONT_DESK,
  JAMIE,
  signIn,
  signInOtherVenueStaff,
} from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { deskAuditEntries } from '../../people/desk-audit/desk-audit.tables';

// Jordan Reid (FRONT_DESK) at Swiss Cottage emails receipts; a court is £12.85 to Jamie.

let t: TestApp;
let desk: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  desk = bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }));
});
afterAll(() => t.close());

const { courtFor, payFor } = deskCalls(
  () => t.app,
  () => t.db,
);

/** Books a court for the customer at the desk, paid with £20 cash; answers the order's id. */
async function paidOrderFor(customerId: number): Promise<number> {
  await courtFor(customerId, desk);
  const paid = await payFor(customerId, [{ tender_type: 'cash', amount: 2000 }], desk);
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json<{ complete_order_id: number }>().complete_order_id;
}

const emailReceipt = (orderId: number, body?: object, headers = desk) =>
  t.app.inject({
    method: 'POST',
    url: `/api/foh/orders/${orderId}/receipt/email`,
    headers: { ...headers, 'idempotency-key': randomUUID() },
    ...(body ? { payload: body } : {}),
  });

const emailsTo = (to: string) =>
  rowsOf<{ subject: string; text: string; html: string }>(
    t.db,
    sql`select subject, text, html from email_outbox
      where "to" = ${to} and subject like '%receipt%' order by id`,
  );

describe('emailing a receipt from the desk', () => {
  it("sends the receipt's facts to the customer's own email, and audits it", async () => {
    const orderId = await paidOrderFor(JAMIE.id);
    const response = await emailReceipt(orderId);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({
      message: `The receipt for order ${orderId} is on its way to ${JAMIE.email}.`,
    });
    const [email] = await emailsTo(JAMIE.email);
    expect(email?.subject).toBe(`Your Lido Leisure receipt (order ${orderId})`);
    expect(email?.text).toContain('Badminton 60min');
    expect(email?.text).toContain('£12.85');
    expect(email?.text).toContain('- Cash');
    expect(email?.text).toContain('Change given: £7.15');
    expect(email?.text).toContain('For: Jamie Okoro (LID1001008)');
    expect(email?.text).toContain('Served by: Jordan Reid');
    expect(email?.html).toContain('Served by');
    const audited = await t.db
      .select()
      .from(deskAuditEntries)
      .where(
        and(eq(deskAuditEntries.orderId, orderId), eq(deskAuditEntries.action, 'receipt-emailed')),
      );
    expect(audited).toEqual([
      expect.objectContaining({
        staffUserId: FRONT_DESK.id,
        customerId: JAMIE.id,
        details: { to_customer_email: true },
      }),
    ]);
  });

  it('sends it to another address when given one, and the audit log names that address', async () => {
    const orderId = await paidOrderFor(JAMIE.id);
    const response = await emailReceipt(orderId, { email: ' Accounts@Example.org ' });
    expect(response.statusCode, response.body).toBe(202);
    expect(await emailsTo('accounts@example.org')).toHaveLength(1);
    const audited = await t.db
      .select()
      .from(deskAuditEntries)
      .where(
        and(eq(deskAuditEntries.orderId, orderId), eq(deskAuditEntries.action, 'receipt-emailed')),
      );
    expect(audited.map((entry) => entry.details)).toEqual([
      { to_customer_email: false, to: 'accounts@example.org' },
    ]);
  });

  it('needs an address for a walk-in, who has none (422 on email), and reads as a walk-in', async () => {
    const walkIn = await t.app.inject({
      method: 'POST',
      url: '/api/foh/walk-ins',
      headers: { ...desk, 'idempotency-key': randomUUID() },
    });
    const { id } = walkIn.json<{ data: { id: number } }>().data;
    const orderId = await paidOrderFor(id);
    const refused = await emailReceipt(orderId);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      errors: { email: ['Enter the email address to send the receipt to.'] },
    });
    const sent = await emailReceipt(orderId, { email: 'walker@example.org' });
    expect(sent.statusCode, sent.body).toBe(202);
    const [email] = await emailsTo('walker@example.org');
    expect(email?.text).toContain('For: Walk-in customer\n');
    expect(email?.text).toContain(`£${(COURT_PENCE / 100).toFixed(2)}`);
  });

  it('refuses an address that is not one (422)', async () => {
    const orderId = await paidOrderFor(JAMIE.id);
    expect((await emailReceipt(orderId, { email: 'not an address' })).statusCode).toBe(422);
  });
});

describe('who may email a receipt', () => {
  it("answers 404 for another venue's order or none, 403 to customers and 401 to nobody", async () => {
    const orderId = await paidOrderFor(JAMIE.id);
    const britannia = bearer(await signInOtherVenueStaff(t.app, t.db));
    expect((await emailReceipt(orderId, undefined, britannia)).statusCode).toBe(404);
    expect((await emailReceipt(999_999)).statusCode).toBe(404);
    const jamie = bearer(await signIn(t.app, JAMIE.email));
    expect((await emailReceipt(orderId, undefined, jamie)).statusCode).toBe(403);
    expect((await emailReceipt(orderId, undefined, {})).statusCode).toBe(401);
  });
});
