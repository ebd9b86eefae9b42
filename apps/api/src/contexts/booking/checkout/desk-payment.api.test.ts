import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/raw-rows';
import { creditBalanceOf, grantCredit } from '../../../test-support/credit';
import { COURT_PENCE, deskCalls, TOM_ID } from '../../../test-support/desk-calls';
import {
  ALEX,
  bearer,
  FRONT_DESK,
  JAMIE,
  PRIYA,
  signIn,
  signInOtherVenueStaff,
} from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';
import { deskAuditEntries } from '../../people/desk-audit/desk-audit.tables';
import { payments } from '../../money/payments/payments.tables';
import { offlineVouchers } from '../../money/vouchers';
import { orders } from './checkout.tables';
import { CASH_NOT_NEEDED, OVERPAID, shortBy, VOUCHER_TWICE } from './desk-settlement';

// Jordan Reid (FRONT_DESK) works the desk at Swiss Cottage, Jamie's and Alex's home venue. Jamie
// is not a member: a badminton court there is £12.85 to them.

let t: TestApp;
let desk: Record<string, string>;
let alex: Record<string, string>;
let jamie: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  desk = bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }));
  alex = bearer(await signIn(t.app, ALEX.email));
  jamie = bearer(await signIn(t.app, JAMIE.email));
});
afterAll(() => t.close());
const {
  courtFor: courtHeldBy,
  basketTotal: totalOf,
  payFor,
  emptyBasketOf,
} = deskCalls(
  () => t.app,
  () => t.db,
);
afterEach(async () => {
  for (const customerId of [ALEX.id, JAMIE.id, TOM_ID]) await emptyBasketOf(customerId, desk);
});

const courtFor = (customerId: number) => courtHeldBy(customerId, desk);
const basketTotal = (customerId: number) => totalOf(customerId, desk);
const courtForJamie = () => courtFor(JAMIE.id);

/** Pays Jamie's basket (or, with `selected_user_id`, another's) at the desk. */
const pay = (payments: object[], headers = desk, extra: { selected_user_id?: number } = {}) =>
  payFor(extra.selected_user_id ?? JAMIE.id, payments, headers);

const orderCount = async () =>
  (await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from orders`))[0]?.n;

async function paymentsOf(orderId: number) {
  return t.db
    .select({
      tenderType: payments.tenderType,
      amountPence: payments.amountPence,
      changePence: payments.changePence,
      reference: payments.reference,
      staffUserId: payments.staffUserId,
      status: payments.status,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(payments.id);
}

async function voucher(code: string) {
  const [row] = await t.db.select().from(offlineVouchers).where(eq(offlineVouchers.code, code));
  return row;
}

/** Issues a voucher for one test, so tests do not share the demo's. */
async function issueVoucher(code: string, valuePence: number) {
  await t.db
    .insert(offlineVouchers)
    .values({ operatorId: 1, code, valuePence, issuedAt: TEST_NOW })
    .onConflictDoNothing();
}

describe('paying at the desk', () => {
  it('pays a basket with account credit, a voucher and cash, gives change from the cash and books the customer', async () => {
    const court = await courtForJamie();
    expect(await basketTotal(JAMIE.id)).toBe(COURT_PENCE);
    await grantCredit(t.db, JAMIE.id, 300);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/credits/apply',
      headers: desk,
      payload: {
        credits_to_reserve: [{ amount: 300, type: 'general' }],
        selected_user_id: JAMIE.id,
      },
    });
    expect(applied.json()).toEqual({ reserved: true, amount: 300 });
    await issueVoucher('DESK-TEST-500', 500);
    const creditBefore = await creditBalanceOf(t.db, JAMIE.id);

    const response = await pay([
      { tender_type: 'credit', amount: 300 },
      { tender_type: 'offline-voucher', amount: 500, info: { code: 'desk-test-500' } },
      { tender_type: 'cash', amount: 1000 },
    ]);

    expect(response.statusCode, response.body).toBe(200);
    const { complete_order_id: orderId, change } = response.json<{
      complete_order_id: number;
      change: { raw: number; formatted: string };
    }>();
    // £12.85 less £3.00 credit leaves £9.85: £5.00 voucher, £10.00 cash, £5.15 back.
    expect(change).toEqual({ raw: 515, formatted: '£5.15' });
    expect(await paymentsOf(orderId)).toEqual([
      {
        tenderType: 'credit',
        amountPence: 300,
        changePence: 0,
        reference: `credit-${orderId}`,
        staffUserId: FRONT_DESK.id,
        status: 'succeeded',
      },
      {
        tenderType: 'offline-voucher',
        amountPence: 500,
        changePence: 0,
        reference: 'DESK-TEST-500',
        staffUserId: FRONT_DESK.id,
        status: 'succeeded',
      },
      {
        tenderType: 'cash',
        amountPence: 485,
        changePence: 515,
        reference: `cash-${orderId}-2`,
        staffUserId: FRONT_DESK.id,
        status: 'succeeded',
      },
    ]);
    expect(await creditBalanceOf(t.db, JAMIE.id)).toBe(creditBefore - 300);
    expect(await voucher('DESK-TEST-500')).toMatchObject({
      redeemedOrderId: orderId,
      redeemedByStaffId: FRONT_DESK.id,
    });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ customerId: JAMIE.id, totalPence: COURT_PENCE, source: 'foh' });

    // The booking is Jamie's: it is in their My account.
    const bookings = await t.app.inject({
      method: 'GET',
      url: '/api/my-account/bookings?filter=future',
      headers: jamie,
    });
    const rows = bookings.json<{ data: { order_id: number; activity_id: number }[] }>().data;
    expect(rows).toContainEqual(
      expect.objectContaining({ order_id: orderId, activity_id: court.id }),
    );

    // And the desk's audit log says who took it, and how.
    const entries = await t.db
      .select()
      .from(deskAuditEntries)
      .where(eq(deskAuditEntries.orderId, orderId));
    expect(entries).toEqual([
      expect.objectContaining({
        staffUserId: FRONT_DESK.id,
        venueId: FRONT_DESK.venueId,
        action: 'pay',
        customerId: JAMIE.id,
        details: {
          total_pence: COURT_PENCE,
          credit_pence: 300,
          change_pence: 515,
          payments: [
            { tender_type: 'offline-voucher', amount_pence: 500, code: 'DESK-TEST-500' },
            { tender_type: 'cash', amount_pence: 1000 },
          ],
        },
      }),
    ]);
  });

  it("asks for a printed receipt for every item of a basket served at the desk, not of a customer's own", async () => {
    await courtForJamie();
    const served = await t.app.inject({
      method: 'GET',
      url: `/api/activities/cart?selected_user_id=${JAMIE.id}`,
      headers: desk,
    });
    const desksItems = served.json<{ data: { items: { enable_print_receipt: boolean }[] } }>().data
      .items;
    expect(desksItems.length).toBeGreaterThan(0);
    expect(desksItems.every((item) => item.enable_print_receipt)).toBe(true);
    const own = await t.app.inject({ method: 'GET', url: '/api/activities/cart', headers: jamie });
    const ownItems = own.json<{ data: { items: { enable_print_receipt: boolean }[] } }>().data
      .items;
    expect(ownItems.length).toBe(desksItems.length);
    expect(ownItems.some((item) => item.enable_print_receipt)).toBe(false);
  });

  it('takes a card on the terminal with its receipt reference, and splits a bill between cards', async () => {
    await courtForJamie();
    const response = await pay([
      { tender_type: 'terminal', amount: 600, info: { reference: 'AUTH 123456' } },
      { tender_type: 'terminal', amount: 685, info: { reference: 'AUTH 654321' } },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const orderId = response.json<{ complete_order_id: number }>().complete_order_id;
    expect(
      (await paymentsOf(orderId)).map((row) => [row.tenderType, row.amountPence, row.reference]),
    ).toEqual([
      ['terminal', 600, 'AUTH 123456'],
      ['terminal', 685, 'AUTH 654321'],
    ]);
  });

  it('refuses to pay until the payments reach the balance, and writes nothing', async () => {
    await courtForJamie();
    const before = await orderCount();
    const short = await pay([{ tender_type: 'cash', amount: 1000 }]);
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      message: shortBy('£10.00', '£2.85'),
      errors: { payments: [shortBy('£10.00', '£2.85')] },
    });
    const nothing = await pay([]);
    expect(nothing.statusCode).toBe(422);
    for (const [payments, message] of [
      [[{ tender_type: 'terminal', amount: 1300, info: { reference: 'X' } }], OVERPAID],
      [
        [
          { tender_type: 'terminal', amount: COURT_PENCE, info: { reference: 'X' } },
          { tender_type: 'cash', amount: 100 },
        ],
        CASH_NOT_NEEDED,
      ],
      [
        [
          { tender_type: 'offline-voucher', amount: 500, info: { code: 'LIDO-GIFT-2000' } },
          { tender_type: 'offline-voucher', amount: 785, info: { code: 'lido-gift-2000' } },
        ],
        VOUCHER_TWICE,
      ],
    ] as const) {
      const refused = await pay([...payments]);
      expect(refused.statusCode, message).toBe(422);
      expect(refused.json<{ message: string }>().message).toBe(message);
    }
    const noReference = await pay([{ tender_type: 'terminal', amount: COURT_PENCE }]);
    expect(noReference.statusCode).toBe(422);
    expect(await orderCount()).toBe(before);

    // The places are still held for Jamie: paying properly then works.
    const paid = await pay([{ tender_type: 'cash', amount: 2000 }]);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<{ change: { formatted: string } }>().change.formatted).toBe('£7.15');
  });

  it('refuses a voucher used already, expired, unknown or worth too little (409), and writes nothing', async () => {
    await issueVoucher('DESK-ONCE-2000', 2000);
    await courtForJamie();
    const first = await pay([
      { tender_type: 'offline-voucher', amount: COURT_PENCE, info: { code: 'DESK-ONCE-2000' } },
    ]);
    expect(first.statusCode, first.body).toBe(200);

    await courtForJamie();
    const before = await orderCount();
    const refusals = {
      'DESK-ONCE-2000': 'The voucher DESK-ONCE-2000 has been used already.',
      'LIDO-OLD-1000': 'The voucher LIDO-OLD-1000 has expired.',
      'NO-SUCH-VOUCHER': 'No voucher has that code.',
      'LIDO-GIFT-500': 'The voucher LIDO-GIFT-500 is worth £5.00, less than £6.85.',
    };
    for (const [code, message] of Object.entries(refusals)) {
      const amount = code === 'LIDO-GIFT-500' ? 685 : 600;
      const response = await pay([
        { tender_type: 'offline-voucher', amount, info: { code } },
        { tender_type: 'cash', amount: COURT_PENCE - amount },
      ]);
      expect(response.statusCode, code).toBe(409);
      expect(response.json()).toEqual({ message, code: 'VOUCHER_UNAVAILABLE' });
    }
    expect(await orderCount()).toBe(before);
    expect(await voucher('LIDO-GIFT-500')).toMatchObject({ redeemedAt: null });
  });

  it('redeems a voucher for one order when two desks take it at once', async () => {
    await issueVoucher('DESK-RACE-2000', 2000);
    // Jamie's basket and Tom's, paid at once with the same voucher.
    await courtForJamie();
    await courtFor(TOM_ID);
    const byVoucher = async (customerId: number) => {
      const amount = await basketTotal(customerId);
      const voucherPays = [
        { tender_type: 'offline-voucher', amount, info: { code: 'DESK-RACE-2000' } },
      ];
      return pay(voucherPays, desk, { selected_user_id: customerId });
    };
    const [a, b] = await Promise.all([byVoucher(TOM_ID), byVoucher(JAMIE.id)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json()).toEqual({
      message: 'The voucher DESK-RACE-2000 has been used already.',
      code: 'VOUCHER_UNAVAILABLE',
    });
    const [row] = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from payments where reference = 'DESK-RACE-2000'`,
    );
    expect(row?.n).toBe(1);
  });
});

describe('who may pay at the desk', () => {
  it('refuses customers (403) and anonymous callers (401) the pay and voucher routes', async () => {
    await courtForJamie();
    const cash = [{ tender_type: 'cash', amount: 2000 }];
    expect((await pay(cash, alex)).statusCode).toBe(403);
    expect((await pay(cash, {})).statusCode).toBe(401);
    const check = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/foh/vouchers/LIDO-GIFT-2000', headers });
    expect((await check(alex)).statusCode).toBe(403);
    expect((await check({})).statusCode).toBe(401);
    expect((await check(desk)).statusCode).toBe(200);
  });

  it("refuses staff acting for a customer of another venue, and another venue's staff for Alex", async () => {
    await courtForJamie();
    const priyaBasket = await pay([{ tender_type: 'cash', amount: 2000 }], desk, {
      selected_user_id: PRIYA.id,
    });
    expect(priyaBasket.statusCode).toBe(403);
    const britannia = bearer(await signInOtherVenueStaff(t.app, t.db));
    expect((await pay([{ tender_type: 'cash', amount: 2000 }], britannia)).statusCode).toBe(403);
  });
});

describe("an order's receipt at the desk", () => {
  const receipt = (orderId: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/foh/orders/${orderId}/receipt`, headers });

  it('shows what was bought, how it was paid, the change, whom for and who served, to reprint', async () => {
    await courtForJamie();
    const paid = await pay([{ tender_type: 'cash', amount: 2000 }]);
    const orderId = paid.json<{ complete_order_id: number }>().complete_order_id;

    const response = await receipt(orderId, desk);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{
      data: {
        bookings: { name: string; price: { raw: number } }[];
        payments: { tender_type: string; amount: { raw: number } }[];
      };
    }>();
    expect(data).toMatchObject({
      id: orderId,
      total: { raw: COURT_PENCE },
      operator_name: 'Lido Leisure',
      customer: { id: JAMIE.id, reference: 'LID1001008', first_name: 'Jamie', last_name: 'Okoro' },
      change: { raw: 715, formatted: '£7.15' },
      served_by: 'Jordan Reid',
    });
    expect(data.bookings.map((booking) => [booking.name, booking.price.raw])).toEqual([
      ['Badminton 60min', COURT_PENCE],
    ]);
    expect(data.payments.map((payment) => [payment.tender_type, payment.amount.raw])).toEqual([
      ['cash', COURT_PENCE],
    ]);
  });

  it("answers 404 for another venue's order or none, 403 to customers and 401 to nobody", async () => {
    await courtForJamie();
    const paid = await pay([{ tender_type: 'cash', amount: COURT_PENCE }]);
    const orderId = paid.json<{ complete_order_id: number }>().complete_order_id;
    const britannia = bearer(await signInOtherVenueStaff(t.app, t.db));
    expect((await receipt(orderId, britannia)).statusCode).toBe(404);
    expect((await receipt(999_999, desk)).statusCode).toBe(404);
    expect((await receipt(orderId, jamie)).statusCode).toBe(403);
    expect((await receipt(orderId, {})).statusCode).toBe(401);
  });
});

describe('checking a voucher at the desk', () => {
  it('says what a voucher is worth and whether it can pay, in any case', async () => {
    const check = async (code: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/foh/vouchers/${code}`,
        headers: desk,
      });
      return [response.statusCode, response.json<unknown>()];
    };
    expect(await check('lido-gift-2000')).toEqual([
      200,
      {
        data: {
          code: 'LIDO-GIFT-2000',
          value: { raw: 2000, formatted: '£20.00' },
          status: 'valid',
        },
      },
    ]);
    expect((await check('LIDO-USED-1000'))[1]).toMatchObject({ data: { status: 'redeemed' } });
    expect((await check('LIDO-OLD-1000'))[1]).toMatchObject({ data: { status: 'expired' } });
    expect(await check('NOPE')).toEqual([
      404,
      { message: 'No voucher has that code.', code: 'NOT_FOUND' },
    ]);
    expect((await check('not%20a%20code'))[0]).toBe(422);
  });
});

describe('the desk audit log', () => {
  it('cannot be changed, deleted or emptied, even by SQL', async () => {
    const refusalOf = (statement: ReturnType<typeof sql>) =>
      t.db.execute(statement).then(
        () => 'changed',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusalOf(sql`update desk_audit_entries set details = '{}'::jsonb`)).toBe(
      'desk audit entries cannot be changed or deleted',
    );
    expect(await refusalOf(sql`delete from desk_audit_entries`)).toBe(
      'desk audit entries cannot be changed or deleted',
    );
    expect(await refusalOf(sql`truncate desk_audit_entries`)).toBe(
      'desk audit entries cannot be changed or deleted',
    );
  });
});
