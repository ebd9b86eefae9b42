import { type Cart, dataEnvelope, TicketPrices } from '@lido/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { basketCalls, slot } from '../../../test-support/basket-calls';
import { cardCheckout } from '../../../test-support/card-checkout';
import { findOccurrence, type TestOccurrence } from '../../../test-support/occurrences';
import { ALEX, bearer, FRONT_DESK, PRIYA, RUBY, SAM, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import {
  DISCOUNT_REFERENCE_REFUSED,
  DISCOUNT_SIGN_IN,
} from '../../people/accounts/ticket-discount-customer';

// Ticket discounts (SPEC.md section 4): a family lead, or staff, enters another customer's
// reference to price that person's ticket at their price. Alex leads Sam (a junior member, who
// swims free) and Ruby (not a member). Public Swim: Adult £5.50, Junior £3.00, Concession £3.50;
// members swim free.

const VENUE = 'swiss-cottage-leisure-centre';
const SAM_REFERENCE = 'LID1001002';

let t: TestApp;
let alex: string;
let priya: string;
let staff: string;
let swim: TestOccurrence;

beforeAll(async () => {
  t = await createTestApp();
  [alex, priya, staff] = await Promise.all([
    signIn(t.app, ALEX.email),
    signIn(t.app, PRIYA.email),
    signIn(t.app, FRONT_DESK.email, { as: 'staff' }),
  ]);
  swim = await findOccurrence(t.db, {
    venue: VENUE,
    activity: 'public-swim',
    date: '2026-10-22',
    time: '12:00',
  });
});
afterAll(() => t.close());

const { add, ticketOption } = basketCalls(() => t.app);
const { emptyBasket } = cardCheckout(() => t.app);
afterEach(async () => {
  await emptyBasket(alex);
  await emptyBasket(priya);
});

const priceFor = (token: string | null, reference: string | null) =>
  t.app.inject({
    method: 'POST',
    url: `/api/activities/price/${VENUE}/ticket/public-swim`,
    headers: token ? bearer(token) : {},
    payload: { reference, is_v2: true, occurrence_id: swim.publicId },
  });

describe('POST /api/activities/price/{venue}/ticket/{activityId} with a reference', () => {
  it("prices the tickets at the named family member's price for their family lead", async () => {
    const response = await priceFor(priya, null);
    const standard = dataEnvelope(TicketPrices).parse(response.json()).data;
    expect(standard.tickets.map((ticket) => ticket.price.raw)).toEqual([550, 300, 350]);
    expect(standard.customer).toBeNull();

    // Sam is a junior member: every ticket is free for him. The reference is read in any case.
    const forSam = dataEnvelope(TicketPrices).parse(
      (await priceFor(alex, SAM_REFERENCE.toLowerCase())).json(),
    ).data;
    expect(forSam.tickets.map((ticket) => ticket.price.raw)).toEqual([0, 0, 0]);
    expect(forSam.customer).toEqual({ id: SAM.id, reference: SAM_REFERENCE, first_name: 'Sam' });
  });

  it("lets staff price a customer of their venue at that customer's price", async () => {
    const response = await priceFor(staff, ALEX.reference);
    expect(response.statusCode).toBe(200);
    const prices = dataEnvelope(TicketPrices).parse(response.json()).data;
    expect(prices.tickets.map((ticket) => ticket.price.raw)).toEqual([0, 0, 0]);
    expect(prices.customer?.id).toBe(ALEX.id);
  });

  it('answers 400 with a sentence to show for a stranger, an unknown reference or nobody signed in', async () => {
    // A stranger's reference and one nobody has answer alike: references cannot be discovered.
    const cases: [string | null, string, string][] = [
      [priya, ALEX.reference, DISCOUNT_REFERENCE_REFUSED],
      [priya, 'LID9999999', DISCOUNT_REFERENCE_REFUSED],
      [null, SAM_REFERENCE, DISCOUNT_SIGN_IN],
    ];
    for (const [token, reference, message] of cases) {
      const response = await priceFor(token, reference);
      expect(response.statusCode, reference).toBe(400);
      expect(response.json()).toMatchObject({ code: 'TICKET_DISCOUNT_REFUSED', message });
    }
  });
});

describe('a ticket discount in the basket', () => {
  it("prices one guest place at each named customer's price, and keeps doing so as the item changes", async () => {
    const junior = await ticketOption(swim, 'Junior');
    // Alex's own place is his Adult ticket; the three Junior tickets are guests', one of them Sam's.
    await add(
      [{ ...slot(swim), pricing_option_id: await ticketOption(swim, 'Adult') }],
      bearer(alex),
    );
    const response = await add(
      [
        {
          ...slot(swim),
          pricing_option_id: junior,
          quantity: 3,
          discount_customer_ids: [SAM.id, RUBY.id],
        },
      ],
      bearer(alex),
    );
    expect(response.statusCode, response.body).toBe(200);
    const cart = response.json<{ data: Cart }>().data;
    const juniors = cart.items.find((item) => item.quantity === 3);
    // Sam swims free; Ruby is not a member and pays the Junior price, as the third guest does.
    expect(juniors?.price.raw).toBe(0 + 300 + 300);
    expect(cart.total).toBe(600);

    // Down to one Junior ticket: it is Sam's, at his price.
    const fewer = await t.app.inject({
      method: 'PUT',
      url: `/api/activities/cart/${juniors?.id}`,
      headers: bearer(alex),
      payload: { options: { quantity: 1 } },
    });
    expect(fewer.statusCode).toBe(200);
    expect(fewer.json<{ data: Cart }>().data.total).toBe(0);
  });

  it('refuses a discount for someone the caller may not act for, adding nothing', async () => {
    const response = await add(
      [
        {
          ...slot(swim),
          pricing_option_id: await ticketOption(swim, 'Adult'),
          quantity: 2,
          discount_customer_ids: [ALEX.id],
        },
      ],
      bearer(priya),
    );
    expect(response.statusCode).toBe(403);
    const cart = await t.app.inject({
      method: 'GET',
      url: '/api/activities/cart',
      headers: bearer(priya),
    });
    expect(cart.json<{ data: Cart }>().data.item_count).toBe(0);
  });
});
