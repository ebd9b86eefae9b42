import type { Cart, ClassRowV2, PreviousAttendee } from '@lido/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/raw-rows';
import { testCards } from '@lido/emulators/opayo';
import { basketCalls, slot } from '../../../test-support/basket-calls';
import { cardCheckout, type Authorisation } from '../../../test-support/card-checkout';
import { findOccurrence } from '../../../test-support/occurrences';
import { ALEX, bearer, FRONT_DESK, PRIYA, RUBY, SAM, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { waivers } from '../waivers/waivers.tables';

// Junior Swim Lessons at Swiss Cottage (ages 8 to 15) ask each attendee's parent to sign the
// junior swimming consent. The test clock is Tuesday 20 October 2026, 10:00.
const VENUE = 'swiss-cottage-leisure-centre';
const DATE = '2026-10-21';
const WAIVERS_ERROR = 'Error with waivers, unable to complete order, please try again';

let t: TestApp;
let alex: string;
let priya: string;
let staff: string;
let restrictionId: number;

beforeAll(async () => {
  t = await createTestApp();
  [alex, priya, staff] = await Promise.all([
    signIn(t.app, ALEX.email),
    signIn(t.app, PRIYA.email),
    signIn(t.app, FRONT_DESK.email, { as: 'staff' }),
  ]);
  const row = await lessonRow();
  if (!row.restrictions.pre_waiver) throw new Error('the lessons ask for no waiver');
  restrictionId = row.restrictions.pre_waiver.id;
});
afterAll(() => t.close());

const { add } = basketCalls(() => t.app);
const { authorise, cardIdentifier, complete, emptyBasket, prepare } = cardCheckout(() => t.app);
afterEach(async () => {
  await emptyBasket(alex);
  await t.db.execute(sql`delete from waiver_signatures`);
  await t.db.execute(sql`delete from question_answers`);
  await t.db.update(waivers).set({ version: 1 }).where(eq(waivers.id, 1));
});

const lesson = () =>
  findOccurrence(t.db, { venue: VENUE, activity: 'junior-swim-lessons', date: DATE });

async function lessonRow(): Promise<ClassRowV2> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/activities/venue/${VENUE}/activity/junior-swim-lessons/v2/timetable?date=${DATE}`,
  });
  const [row] = response.json<{ data: ClassRowV2[] }>().data;
  if (!row) throw new Error('no lesson');
  return row;
}

async function bookForChildren(): Promise<Cart> {
  const session = await lesson();
  const response = await add(
    [
      { ...slot(session), purchased_for_user_id: SAM.id },
      { ...slot(session), purchased_for_user_id: RUBY.id },
    ],
    bearer(alex),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Cart }>().data;
}

const previousAttendees = (token: string | null, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/activities/restrictions/${restrictionId}/question-waivers/previous-attendees${query}`,
    headers: token ? bearer(token) : {},
  });

const sign = (token: string | null, people: number[], extra: object = {}, version = 1) =>
  t.app.inject({
    method: 'POST',
    url: '/api/activities/question-waivers',
    headers: token ? bearer(token) : {},
    payload: {
      waivers: people.map((user_id) => ({
        restriction_id: restrictionId,
        user_id,
        version,
        accepted: true,
      })),
      ...extra,
    },
  });

const completed = (people: number[]) =>
  people.map((user_id) => ({ restriction_id: restrictionId, user_id }));

async function cart(token: string): Promise<Cart> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/activities/cart',
    headers: bearer(token),
  });
  return response.json<{ data: Cart }>().data;
}

/** Authorises the basket with a card, sending these completed waivers. */
async function authoriseWith(token: string, completedWaivers: object[]) {
  const prepared = await prepare(token);
  const identifier = await cardIdentifier(prepared, testCards.frictionless);
  const response = await authorise(token, {
    session_key: prepared.session_key,
    card_identifier: identifier,
    card_holder_name: 'Alex Morgan',
    item_hash: prepared.item_hash,
    completed_waivers: completedWaivers,
  });
  return { prepared, response };
}

async function countOf(query: SQL): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(t.db, query);
  return Number(row?.count);
}

describe('a waiver on an activity', () => {
  it('is named on its rows', async () => {
    const row = await lessonRow();
    expect(row.restrictions.pre_waiver).toEqual({
      id: restrictionId,
      waiver_id: 1,
      title: 'Junior swimming lessons consent',
      version: 1,
    });
    expect(row.restriction_ids).toContain(restrictionId);
    expect(row.action_to_show.status).toBe('BOOK');
  });

  it('is asked of each place’s attendee until signed, in the basket', async () => {
    const basket = await bookForChildren();
    expect(basket.attendeeWaiversRequired).toBe(true);
    expect(basket.items.map((item) => item.waiver?.signed)).toEqual([false, false]);
    expect(basket.items[0]?.waiver).toMatchObject({
      restriction_id: restrictionId,
      title: 'Junior swimming lessons consent',
      version: 1,
    });
    expect(basket.items[0]?.waiver?.body).toContain('parent or guardian');

    const signed = await sign(alex, [SAM.id]);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toEqual({ data: { completed_waivers: completed([SAM.id]) } });
    const halfway = await cart(alex);
    expect(halfway.items.map((item) => [item.purchased_for_user_id, item.waiver?.signed])).toEqual(
      expect.arrayContaining([
        [SAM.id, true],
        [RUBY.id, false],
      ]),
    );
    expect(halfway.attendeeWaiversRequired).toBe(true);
    expect((await sign(alex, [RUBY.id])).statusCode).toBe(200);
    expect((await cart(alex)).attendeeWaiversRequired).toBe(false);
  });

  it('records who signed, for whom, which version and until when', async () => {
    await sign(alex, [SAM.id]);
    const [signature] = await rowsOf<{
      customer_id: number;
      signed_by_customer_id: number;
      version: number;
      signed_at: string;
      expires_at: string;
    }>(t.db, sql`select * from waiver_signatures`);
    expect(signature).toMatchObject({
      customer_id: SAM.id,
      signed_by_customer_id: ALEX.id,
      version: 1,
    });
    expect(
      new Date(signature!.expires_at).getTime() - new Date(signature!.signed_at).getTime(),
    ).toBe(365 * 24 * 60 * 60 * 1000);
  });

  it('is asked again when the operator changes its text, and the old text cannot be signed', async () => {
    await sign(alex, [SAM.id, RUBY.id]);
    await t.db.update(waivers).set({ version: 2 }).where(eq(waivers.id, 1));
    const basket = await bookForChildren();
    expect(basket.attendeeWaiversRequired).toBe(true);
    expect(basket.items.every((item) => item.waiver?.version === 2 && !item.waiver.signed)).toBe(
      true,
    );
    const stale = await sign(alex, [SAM.id], {}, 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'WAIVERS_INCOMPLETE' });
    expect((await sign(alex, [SAM.id, RUBY.id], {}, 2)).statusCode).toBe(200);
    expect((await cart(alex)).attendeeWaiversRequired).toBe(false);
  });

  it('may be signed for oneself or one’s own family only', async () => {
    expect((await sign(null, [SAM.id])).statusCode).toBe(401);
    expect((await sign(priya, [SAM.id])).statusCode).toBe(403);
    expect((await sign(priya, [PRIYA.id], { selected_user_id: SAM.id })).statusCode).toBe(403);
    // Staff sign at the desk with the customer in front of them, for that customer's family.
    expect((await sign(staff, [SAM.id])).statusCode).toBe(422);
    expect((await sign(staff, [SAM.id], { selected_user_id: ALEX.id })).statusCode).toBe(200);
    expect(await countOf(sql`select count(*)::int as count from waiver_signatures`)).toBe(1);
  });

  it('refuses a waiver not accepted, with the field named', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/activities/question-waivers',
      headers: bearer(alex),
      payload: {
        waivers: [{ restriction_id: restrictionId, user_id: SAM.id, version: 1, accepted: false }],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['waivers.0.accepted']);
  });
});

describe('previous attendees', () => {
  it('lists the caller and their family with their standing for the activity', async () => {
    await sign(alex, [SAM.id]);
    const response = await previousAttendees(alex);
    expect(response.statusCode, response.body).toBe(200);
    const people = response.json<{ data: PreviousAttendee[] }>().data;
    expect(
      people.map((person) => [
        person.id,
        person.relationship,
        person.may_attend,
        person.waiver_signed,
      ]),
    ).toEqual([
      [ALEX.id, 'self', false, false],
      [SAM.id, 'family', true, true],
      [RUBY.id, 'family', true, false],
    ]);
    expect(people[0]?.reason).toContain('ages 8 to 15');
    const found = (await previousAttendees(alex, '?query=rub')).json<{
      data: PreviousAttendee[];
    }>();
    expect(found.data.map((person) => person.first_name)).toEqual(['Ruby']);
  });

  it('are judged on the date asked, as ages count on the session’s day', async () => {
    const samOn = async (date: string) => {
      const response = await previousAttendees(alex, `?date=${date}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: PreviousAttendee[] }>().data.find((one) => one.id === SAM.id);
    };
    // Sam, born 3 September 2014, is 15 the day before his 16th birthday and too old on it.
    expect(await samOn('2030-09-02')).toMatchObject({ may_attend: true, reason: null });
    expect(await samOn('2030-09-03')).toMatchObject({
      may_attend: false,
      reason: 'This session is for ages 8 to 15 on the day, and Sam will be 16.',
    });
    expect((await previousAttendees(alex, '?date=2030-02-30')).statusCode).toBe(422);
  });

  it('are personal: the caller’s own, a lead’s family’s, or staff for a customer of their venue', async () => {
    expect((await previousAttendees(null)).statusCode).toBe(401);
    expect((await previousAttendees(priya, `?selected_user_id=${SAM.id}`)).statusCode).toBe(403);
    expect((await previousAttendees(staff)).statusCode).toBe(422);
    const forAlex = await previousAttendees(staff, `?selected_user_id=${ALEX.id}`);
    expect(forAlex.statusCode).toBe(200);
    expect(forAlex.json<{ data: PreviousAttendee[] }>().data).toHaveLength(3);
    const priyas = await previousAttendees(priya);
    expect(priyas.json<{ data: PreviousAttendee[] }>().data.map((person) => person.id)).toEqual([
      PRIYA.id,
    ]);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/activities/restrictions/999999/question-waivers/previous-attendees',
      headers: bearer(alex),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('changing who a place is for', () => {
  it('names another of the family, and refuses someone the activity is not for', async () => {
    const session = await lesson();
    const added = await add([{ ...slot(session), purchased_for_user_id: SAM.id }], bearer(alex));
    const item = added.json<{ data: Cart }>().data.items[0]!;
    const put = (payload: object, token = alex) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/activities/cart/${item.id}`,
        headers: bearer(token),
        payload: { options: payload },
      });
    const toRuby = await put({ purchased_for_user_id: RUBY.id });
    expect(toRuby.statusCode, toRuby.body).toBe(200);
    expect(toRuby.json<{ data: Cart }>().data.items[0]?.purchased_for_user_id).toBe(RUBY.id);
    const toAlex = await put({ purchased_for_user_id: ALEX.id });
    expect(toAlex.statusCode).toBe(409);
    expect(toAlex.json()).toMatchObject({ code: 'BOOKING_RESTRICTED' });
    expect((await put({ purchased_for_user_id: PRIYA.id })).statusCode).toBe(403);
    expect((await cart(alex)).items[0]?.purchased_for_user_id).toBe(RUBY.id);
  });
});

describe('the checkout', () => {
  it('refuses to take a card or complete until every waiver is signed and named', async () => {
    const basket = await bookForChildren();
    // The lessons' required question, answered for each child (questions.api.test.ts).
    const answers = await t.app.inject({
      method: 'POST',
      url: `/api/activities/cart/${basket.id}/questions`,
      headers: bearer(alex),
      payload: {
        answers: basket.items.map((item) => ({
          cart_item_id: item.id,
          question_id: item.questions[0]?.id ?? 0,
          answer: 'yes',
        })),
      },
    });
    expect(answers.statusCode, answers.body).toBe(200);
    const unsigned = await authoriseWith(alex, []);
    expect(unsigned.response.statusCode).toBe(409);
    expect(unsigned.response.json()).toMatchObject({ message: WAIVERS_ERROR });

    await sign(alex, [SAM.id, RUBY.id]);
    const partly = await authoriseWith(alex, completed([SAM.id]));
    expect(partly.response.statusCode).toBe(409);
    expect(partly.response.json()).toMatchObject({ message: WAIVERS_ERROR });
    expect(
      await countOf(
        sql`select count(*)::int as count from card_transactions where customer_id = ${ALEX.id}`,
      ),
    ).toBe(0);

    const { prepared, response } = await authoriseWith(alex, completed([SAM.id, RUBY.id]));
    expect(response.statusCode, response.body).toBe(200);
    const transaction = response.json<Authorisation>().transaction_uuid;
    const mismatch = await complete(alex, {
      transaction_uuid: transaction,
      item_hash: prepared.item_hash,
      completed_waivers: completed([RUBY.id]),
    });
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json()).toMatchObject({ message: WAIVERS_ERROR });

    // The refused order gave the card back: paying again takes a new authorisation.
    const again = await authoriseWith(alex, completed([SAM.id, RUBY.id]));
    expect(again.response.statusCode, again.response.body).toBe(200);
    expect(again.response.json<Authorisation>().transaction_uuid).not.toBe(transaction);
    const done = await complete(alex, {
      transaction_uuid: again.response.json<Authorisation>().transaction_uuid,
      item_hash: again.prepared.item_hash,
      completed_waivers: completed([SAM.id, RUBY.id]),
    });
    expect(done.statusCode, done.body).toBe(200);
    const session = await lesson();
    const booked = await rowsOf<{ customer_id: number }>(
      t.db,
      sql`select customer_id from bookings where occurrence_id = ${session.id} and status = 'booked'
        order by customer_id`,
    );
    expect(booked.map((row) => Number(row.customer_id))).toEqual([SAM.id, RUBY.id]);
  });
});
