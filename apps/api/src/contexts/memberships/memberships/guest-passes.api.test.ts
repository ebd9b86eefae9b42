import { type Cart, dataEnvelope, GuestPass, GuestPassAllowance } from '@lido/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/raw-rows';
import { basketCalls, slot } from '../../../test-support/basket-calls';
import { cardCheckout } from '../../../test-support/card-checkout';
import { findOccurrence, type TestOccurrence } from '../../../test-support/occurrences';
import {
  ALEX,
  bearer,
  FRONT_DESK,
  JAMIE,
  PRIYA,
  SAM,
  signIn,
  signInOtherVenueStaff,
} from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { emailOutbox } from '../../people/email/email.tables';
import { operators } from '../../venue-setup/venues/venues.tables';
import { GUEST_PASS_CODE_ALPHABET, GUEST_PASS_CODE_LENGTH } from './guest-pass-code';
import {
  GUEST_PASS_IN_BASKET,
  GUEST_PASS_NOT_FOR_GIVER,
  GUEST_PASS_NOT_NEEDED,
  GUEST_PASS_USED,
  GUEST_PASS_USED_UP,
  NO_MEMBERSHIP_FOR_GUEST_PASSES,
} from './guest-passes.service';
import { guestPasses, memberships } from './memberships.tables';
import { eraseMembershipDataOf } from './personal-data';

// Guest passes: Alex (Lido Flex, 2 passes a month) gives friends passes by email; a friend enters
// the code on a basket item, which prices one place at nothing, and the order uses the pass. The
// test clock is Tuesday 20 October 2026: a pass given today is good for sessions to Thursday 19
// November. Alex's three seeded passes were given in September. Public Swim at Swiss Cottage:
// Adult £5.50, members swim free.

const VENUE = 'swiss-cottage-leisure-centre';
const FRIEND = { guest_name: 'Priya Shah', guest_email: 'priya.shah@example.com' };

type AuthHeaders = Record<string, string>;

let t: TestApp;
/** Each customer's bearer token, and the headers that send it. */
const tokens: Record<'alex' | 'priya' | 'jamie', string> = { alex: '', priya: '', jamie: '' };
let alex: AuthHeaders;
let priya: AuthHeaders;
let jamie: AuthHeaders;
let staff: AuthHeaders;
let swim: TestOccurrence;
let adult: number;

const { add, ticketOption } = basketCalls(() => t.app);
const { complete, emptyBasket } = cardCheckout(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  [tokens.alex, tokens.priya, tokens.jamie] = await Promise.all([
    signIn(t.app, ALEX.email),
    signIn(t.app, PRIYA.email),
    signIn(t.app, JAMIE.email),
  ]);
  alex = bearer(tokens.alex);
  priya = bearer(tokens.priya);
  jamie = bearer(tokens.jamie);
  staff = bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }));
  swim = await findOccurrence(t.db, {
    venue: VENUE,
    activity: 'public-swim',
    date: '2026-10-22',
    time: '12:00',
  });
  adult = await ticketOption(swim, 'Adult');
});
afterAll(() => t.close());

afterEach(async () => {
  for (const token of Object.values(tokens)) await emptyBasket(token);
  // This month's passes move to last month: every test starts with Alex's allowance whole.
  await t.db.execute(
    sql`update guest_passes set issued_on = '2026-09-30' where issued_on >= '2026-10-01'`,
  );
});

const give = (headers: AuthHeaders, body: object = FRIEND, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/my-account/guest-passes${query}`,
    headers,
    payload: body,
  });
const allowance = (headers: AuthHeaders, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/my-account/guest-passes/allowance${query}`, headers });
const passOf = (response: { json: () => unknown }) =>
  dataEnvelope(GuestPass).parse(response.json()).data;
const allowanceOf = (response: { json: () => unknown }) =>
  dataEnvelope(GuestPassAllowance).parse(response.json()).data;
const cartOf = (response: { json: () => unknown }) => response.json() as { data: Cart };

const applyPass = (headers: AuthHeaders, itemId: number, code: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/activities/cart/${itemId}/guest-pass`,
    headers,
    payload: { code },
  });
const removePass = (headers: AuthHeaders, itemId: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/activities/cart/${itemId}/guest-pass`, headers });

/** Adds adult swim tickets for the caller and answers the basket's item. */
async function swimInBasket(headers: AuthHeaders, quantity = 1) {
  const response = await add([{ ...slot(swim), pricing_option_id: adult, quantity }], headers);
  expect(response.statusCode, response.body).toBe(200);
  const item = cartOf(response).data.items.find((candidate) => candidate.cartable_id === swim.id);
  if (!item) throw new Error('the swim is not in the basket');
  return item;
}

async function countBookings(): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from bookings`);
  return Number(row?.n);
}

/** A pass Alex gives a friend, as the API answers it. */
async function givenPass(body: object = FRIEND) {
  const response = await give(alex, body);
  expect(response.statusCode, response.body).toBe(201);
  return passOf(response);
}

describe('giving a guest pass', () => {
  it('gives a pass with an unguessable code and emails it to the guest', async () => {
    const before = allowanceOf(await allowance(alex));
    expect(before).toEqual({
      per_month: 2,
      given_this_month: 0,
      left_this_month: 2,
      message: 'You can give 2 guest passes this month.',
    });

    const pass = await givenPass({ guest_name: ' Robin Lee ', guest_email: 'Robin@Example.com' });
    expect(pass).toMatchObject({
      status: 'available',
      issued_on: '2026-10-20',
      expires_on: '2026-11-19',
      used_on: null,
      guest_name: 'Robin Lee',
      guest_email: 'robin@example.com',
    });
    expect(pass.code).toMatch(
      new RegExp(`^[${GUEST_PASS_CODE_ALPHABET}]{5}-[${GUEST_PASS_CODE_ALPHABET}]{5}$`),
    );
    expect((await givenPass()).code).not.toBe(pass.code);

    const [email] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'robin@example.com'))
      .orderBy(desc(emailOutbox.id));
    expect(email?.subject).toBe('Alex Morgan has given you a guest pass for Lido Leisure');
    expect(email?.text).toContain(`Your code: ${pass.code}`);
    expect(email?.text).toContain('on or before Thu 19 November 2026');
    expect(email?.text).toContain('enter the code');
    expect(email?.html).toContain(pass.code);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/my-account/guest-passes',
      headers: alex,
    });
    const listed = dataEnvelope(GuestPass.array()).parse(list.json()).data;
    expect(listed.find((row) => row.id === pass.id)?.guest_email).toBe('robin@example.com');
  });

  it("gives no pass a code made from the member's reference and a count, the demo member's included", async () => {
    // Each code is drawn whole: at least 40 random bits that knowing another code says nothing of.
    expect(GUEST_PASS_CODE_LENGTH * Math.log2(GUEST_PASS_CODE_ALPHABET.length)).toBeGreaterThan(40);
    const given = [await givenPass(), await givenPass()].map((pass) => pass.code);
    const seeded = await rowsOf<{ code: string }>(
      t.db,
      sql`select code from guest_passes where id between 8001 and 8003 order by id`,
    );
    expect(seeded).toHaveLength(3);
    const codes = [...seeded.map((row) => row.code), ...given];
    for (const code of codes) {
      expect(code).not.toContain(ALEX.reference);
      expect(code.replace('-', '')).toMatch(
        new RegExp(`^[${GUEST_PASS_CODE_ALPHABET}]{${GUEST_PASS_CODE_LENGTH}}$`),
      );
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("refuses a pass once this month's allowance is given, and says when more can be", async () => {
    await givenPass();
    expect(allowanceOf(await allowance(alex))).toMatchObject({
      given_this_month: 1,
      left_this_month: 1,
      message: 'You can give 1 more guest pass this month.',
    });
    await givenPass();
    const refused = await give(alex);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'GUEST_PASSES_USED_UP',
      message:
        "You have given all 2 of this month's guest passes. You can give more from Sun 1 November 2026.",
    });
    expect(allowanceOf(await allowance(alex))).toMatchObject({ left_this_month: 0 });
  });

  it('gives one pass for a request sent twice with its idempotency key', async () => {
    const headers = { ...alex, 'idempotency-key': 'give-robin-once' };
    const first = await give(headers);
    const again = await give(headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(passOf(again).id).toBe(passOf(first).id);
    expect(allowanceOf(await allowance(alex)).given_this_month).toBe(1);
  });

  it('needs an active membership that is not frozen', async () => {
    const none = await give(priya);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({
      code: 'GUEST_PASS_MEMBERSHIP_REQUIRED',
      message: NO_MEMBERSHIP_FOR_GUEST_PASSES,
    });
    expect(allowanceOf(await allowance(priya))).toMatchObject({
      per_month: 0,
      left_this_month: 0,
    });

    await t.db
      .update(memberships)
      .set({ frozenFrom: '2026-10-01', frozenUntil: '2026-11-30' })
      .where(eq(memberships.id, 701));
    try {
      const frozen = await give(alex);
      expect(frozen.statusCode).toBe(409);
      expect(frozen.json()).toEqual({
        code: 'GUEST_PASS_MEMBERSHIP_REQUIRED',
        message:
          'Your membership is frozen: you can give guest passes again from Tue 1 December 2026.',
      });
    } finally {
      await t.db
        .update(memberships)
        .set({ frozenFrom: null, frozenUntil: null })
        .where(eq(memberships.id, 701));
    }
  });

  it('gives a pass no longer than the membership lasts', async () => {
    await t.db.update(memberships).set({ endsOn: '2026-11-05' }).where(eq(memberships.id, 701));
    try {
      expect((await givenPass()).expires_on).toBe('2026-11-05');
    } finally {
      await t.db.update(memberships).set({ endsOn: null }).where(eq(memberships.id, 701));
    }
  });

  it("answers 422 with each field's message for a missing name or a bad email", async () => {
    const response = await give(alex, { guest_name: '  ', guest_email: 'not-an-email' });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      guest_name: ["The guest's name field is required."],
      guest_email: ["The guest's email must be a valid email address."],
    });
    expect(allowanceOf(await allowance(alex)).given_this_month).toBe(0);
  });

  it('answers 404 where the operator does not offer guest passes', async () => {
    await t.db.update(operators).set({ guestPassesEnabled: false }).where(eq(operators.id, 1));
    try {
      for (const response of [await give(alex), await allowance(alex)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ message: 'Guest passes are not available.' });
      }
    } finally {
      await t.db.update(operators).set({ guestPassesEnabled: true }).where(eq(operators.id, 1));
    }
  });
});

describe('who may give and see guest passes', () => {
  it('answers 401 to a visitor who is not signed in', async () => {
    expect((await give({})).statusCode).toBe(401);
    expect((await allowance({})).statusCode).toBe(401);
    expect((await applyPass({}, 1, 'ABCDE-FGHJK')).statusCode).toBe(401);
    expect((await removePass({}, 1)).statusCode).toBe(401);
  });

  it("refuses another customer acting for Alex, and gives nothing from Alex's allowance", async () => {
    const query = `?selected_user_id=${ALEX.id}`;
    expect((await give(priya, FRIEND, query)).statusCode).toBe(403);
    expect((await allowance(priya, query)).statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/my-account/guest-passes${query}`,
      headers: priya,
    });
    expect(list.statusCode).toBe(403);
    expect(allowanceOf(await allowance(alex)).given_this_month).toBe(0);
  });

  it('lets a family lead act for their junior, whose plan gives no passes', async () => {
    const query = `?selected_user_id=${SAM.id}`;
    expect(allowanceOf(await allowance(alex, query))).toEqual({
      per_month: 0,
      given_this_month: 0,
      left_this_month: 0,
      message: 'Your plan, Lido Junior, includes no guest passes.',
    });
    const response = await give(alex, FRIEND, query);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'GUEST_PASSES_USED_UP' });
  });

  it("lets their venue's staff give a pass for a member, and no other venue's", async () => {
    const query = `?selected_user_id=${ALEX.id}`;
    const response = await give(staff, FRIEND, query);
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.db
      .select()
      .from(guestPasses)
      .where(eq(guestPasses.id, passOf(response).id));
    expect(row).toMatchObject({ customerId: ALEX.id, membershipId: 701 });

    const other = bearer(await signInOtherVenueStaff(t.app, t.db));
    expect((await give(other, FRIEND, query)).statusCode).toBe(403);
    expect((await allowance(other, query)).statusCode).toBe(403);
  });
});

describe('a guest pass in the basket', () => {
  it("prices a friend's place at £0.00, and the order uses the pass", async () => {
    const pass = await givenPass();
    const item = await swimInBasket(priya);
    expect(item.price.raw).toBe(550);

    // Typed as the guest may: lower case, with a space for the dash.
    const applied = await applyPass(priya, item.id, pass.code.toLowerCase().replace('-', ' '));
    expect(applied.statusCode, applied.body).toBe(200);
    const cart = cartOf(applied).data;
    expect(cart.items[0]).toMatchObject({
      guest_pass_code: pass.code,
      price: { raw: 0, formatted: '£0.00' },
    });
    expect(cart.total).toBe(0);

    const completed = await complete(tokens.priya, { item_hash: cart.itemHash });
    expect(completed.statusCode, completed.body).toBe(200);
    const orderId = completed.json<{ complete_order_id: number }>().complete_order_id;
    const [row] = await t.db.select().from(guestPasses).where(eq(guestPasses.id, pass.id));
    expect(row).toMatchObject({
      usedOn: '2026-10-20',
      usedOrderId: orderId,
      guestName: 'Priya Shah',
    });

    // Used: it prices nothing again, and Alex's list says so.
    const again = await applyPass(jamie, (await swimInBasket(jamie)).id, pass.code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'GUEST_PASS_UNAVAILABLE', message: GUEST_PASS_USED });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/my-account/guest-passes',
      headers: alex,
    });
    const listed = dataEnvelope(GuestPass.array()).parse(list.json()).data;
    expect(listed.find((candidate) => candidate.id === pass.id)?.status).toBe('used');
  });

  it('still takes a code in the older form a pass was given with', async () => {
    const [pass] = await t.db
      .update(guestPasses)
      .set({ code: 'GP-LID1001001-2' })
      .where(eq(guestPasses.id, 8002))
      .returning();
    expect(pass?.usedOn).toBeNull();
    const item = await swimInBasket(priya);
    const applied = await applyPass(priya, item.id, ' gp-lid1001001-2 ');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(cartOf(applied).data.items[0]).toMatchObject({
      guest_pass_code: 'GP-LID1001001-2',
      price: { raw: 0 },
    });
  });

  it('names the attendee as the guest of a pass given without a name', async () => {
    const pass = await givenPass();
    await t.db.update(guestPasses).set({ guestName: null }).where(eq(guestPasses.id, pass.id));
    const item = await swimInBasket(jamie);
    const applied = await applyPass(jamie, item.id, pass.code);
    expect(applied.statusCode).toBe(200);
    const completed = await complete(tokens.jamie, {});
    expect(completed.statusCode, completed.body).toBe(200);
    const [row] = await t.db.select().from(guestPasses).where(eq(guestPasses.id, pass.id));
    expect(row?.guestName).toBe('Jamie Okoro');
  });

  it('keeps a pass in one basket at a time (409), free again once taken off', async () => {
    const pass = await givenPass();
    const priyasItem = await swimInBasket(priya);
    expect((await applyPass(priya, priyasItem.id, pass.code)).statusCode).toBe(200);

    const jamiesItem = await swimInBasket(jamie);
    const refused = await applyPass(jamie, jamiesItem.id, pass.code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'GUEST_PASS_IN_BASKET', message: GUEST_PASS_IN_BASKET });

    const removed = await removePass(priya, priyasItem.id);
    expect(removed.statusCode).toBe(200);
    expect(cartOf(removed).data.items[0]).toMatchObject({
      guest_pass_code: null,
      price: { raw: 550 },
    });
    const applied = await applyPass(jamie, jamiesItem.id, pass.code);
    expect(applied.statusCode).toBe(200);
    expect(cartOf(applied).data.total).toBe(0);
  });

  it('refuses an expired pass, and one whose last day is before the session', async () => {
    const pass = await givenPass();
    const item = await swimInBasket(priya);
    const setExpiry = (expiresOn: string) =>
      t.db.update(guestPasses).set({ expiresOn }).where(eq(guestPasses.id, pass.id));

    await setExpiry('2026-10-19');
    const expired = await applyPass(priya, item.id, pass.code);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toEqual({
      code: 'GUEST_PASS_UNAVAILABLE',
      message: 'That guest pass expired on Mon 19 October 2026.',
    });

    // The swim is on Thursday 22 October.
    await setExpiry('2026-10-21');
    const tooEarly = await applyPass(priya, item.id, pass.code);
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json<{ message: string }>().message).toBe(
      'That guest pass is for sessions on or before Wed 21 October 2026: choose an earlier session.',
    );
    expect((await applyPass(priya, item.id, 'ZZZZZ-ZZZZZ')).statusCode).toBe(404);
  });

  it('refuses the order, and writes nothing, when the pass was used meanwhile', async () => {
    const pass = await givenPass();
    const item = await swimInBasket(priya);
    const cart = cartOf(await applyPass(priya, item.id, pass.code)).data;
    await t.db.update(guestPasses).set({ usedOn: '2026-10-20' }).where(eq(guestPasses.id, pass.id));
    const before = await countBookings();

    const completed = await complete(tokens.priya, { item_hash: cart.itemHash });
    expect(completed.statusCode).toBe(409);
    expect(completed.json()).toEqual({
      code: 'GUEST_PASS_UNAVAILABLE',
      message: GUEST_PASS_USED_UP,
    });
    expect(await countBookings()).toBe(before);
    const [row] = await t.db.select().from(guestPasses).where(eq(guestPasses.id, pass.id));
    expect(row?.usedOrderId).toBeNull();
  });

  it('lets the member who gave it bring a guest with it, but not pay their own place', async () => {
    const pass = await givenPass();
    // A peak court: Alex pays £12.00 for it; his own place, which his pass cannot price.
    const court = await findOccurrence(t.db, {
      venue: VENUE,
      activity: 'badminton-60min',
      date: '2026-10-22',
      time: '16:00',
    });
    const added = await add([slot(court)], alex);
    const courtItem = cartOf(added).data.items[0];
    expect(courtItem?.price.raw).toBeGreaterThan(0);
    const own = await applyPass(alex, courtItem?.id ?? 0, pass.code);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({
      code: 'GUEST_PASS_UNAVAILABLE',
      message: GUEST_PASS_NOT_FOR_GIVER,
    });

    // Two swims: Alex's own is free (a member), his guest's £5.50 is paid by the pass.
    const swims = await swimInBasket(alex, 2);
    expect(swims.price.raw).toBe(550);
    const guest = await applyPass(alex, swims.id, pass.code);
    expect(guest.statusCode).toBe(200);
    expect(cartOf(guest).data.items.find((candidate) => candidate.id === swims.id)?.price.raw).toBe(
      0,
    );
  });

  it('is not spent on a place that costs nothing already', async () => {
    const pass = await givenPass();
    // Sam swims free on his junior membership.
    const junior = await ticketOption(swim, 'Junior');
    const response = await add(
      [{ ...slot(swim), pricing_option_id: junior, purchased_for_user_id: SAM.id }],
      alex,
    );
    expect(response.statusCode, response.body).toBe(200);
    const item = cartOf(response).data.items.find(
      (candidate) => candidate.purchased_for_user_id === SAM.id,
    );
    expect(item?.price.raw).toBe(0);
    const refused = await applyPass(alex, item?.id ?? 0, pass.code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: GUEST_PASS_NOT_NEEDED });
  });
});

describe('closing the account of a member who gave passes', () => {
  it("erases the guests' names and email addresses, keeping the passes", async () => {
    const pass = await givenPass();
    await t.db.transaction((tx) => eraseMembershipDataOf(tx, ALEX.id));
    const rows = await t.db
      .select()
      .from(guestPasses)
      .where(and(eq(guestPasses.customerId, ALEX.id)));
    expect(rows.some((row) => row.id === pass.id)).toBe(true);
    expect(rows.every((row) => row.guestName === null && row.guestEmail === null)).toBe(true);
  });
});
