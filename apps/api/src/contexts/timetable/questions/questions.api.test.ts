import type { Cart } from '@lido/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/raw-rows';
import { testCards } from '@lido/emulators/opayo';
import { basketCalls, slot } from '../../../test-support/basket-calls';
import { cardCheckout } from '../../../test-support/card-checkout';
import { findOccurrence } from '../../../test-support/occurrences';
import { ALEX, bearer, PRIYA, RUBY, SAM, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

// Junior Swim Lessons ask each child: "Can your child swim 10 metres without help?" (yes or no,
// required), a stroke to work on (a choice) and anything the teacher should know (text). The
// test clock is Tuesday 20 October 2026, 10:00.
const VENUE = 'swiss-cottage-leisure-centre';
const DATE = '2026-10-21';

let t: TestApp;
let alex: string;
let priya: string;

beforeAll(async () => {
  t = await createTestApp();
  [alex, priya] = await Promise.all([signIn(t.app, ALEX.email), signIn(t.app, PRIYA.email)]);
});
afterAll(() => t.close());

const { add } = basketCalls(() => t.app);
const { authorise, cardIdentifier, emptyBasket, prepare } = cardCheckout(() => t.app);
afterEach(async () => {
  await emptyBasket(alex);
  await t.db.execute(sql`delete from question_answers`);
  await t.db.execute(sql`delete from waiver_signatures`);
});

const lesson = () =>
  findOccurrence(t.db, { venue: VENUE, activity: 'junior-swim-lessons', date: DATE });

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

function itemFor(cart: Cart, customerId: number) {
  const item = cart.items.find((candidate) => candidate.purchased_for_user_id === customerId);
  if (!item) throw new Error(`no item for ${customerId}`);
  return item;
}

/** The first `count` questions of an item, which the lessons are known to ask. */
function questionIds(questions: readonly { id: number }[], count: number): number[] {
  expect(questions.length).toBeGreaterThanOrEqual(count);
  return questions.slice(0, count).map((question) => question.id);
}

const answerInBasket = (token: string, cartId: number, answers: object[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/activities/cart/${cartId}/questions`,
    headers: bearer(token),
    payload: { answers },
  });

async function cart(token: string): Promise<Cart> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/activities/cart',
    headers: bearer(token),
  });
  return response.json<{ data: Cart }>().data;
}

describe('questions in the basket', () => {
  it('are listed on each place of the activity, unanswered at first, and none elsewhere', async () => {
    const basket = await bookForChildren();
    const questions = itemFor(basket, SAM.id).questions;
    expect(
      questions.map((question) => [question.kind, question.is_required, question.answer]),
    ).toEqual([
      ['yes_no', true, null],
      ['choice', false, null],
      ['text', false, null],
    ]);
    expect(questions[1]?.choices).toContain('Backstroke');
    const yoga = await findOccurrence(t.db, { venue: VENUE, activity: 'yoga', date: DATE });
    const withYoga = await add([slot(yoga)], bearer(alex));
    const yogaItem = withYoga
      .json<{ data: Cart }>()
      .data.items.find((item) => item.cartable_resource.category_slug === 'yoga');
    expect(yogaItem?.questions).toEqual([]);
  });

  it('are answered per attendee per session, and an answer can be changed or cleared', async () => {
    const basket = await bookForChildren();
    const sam = itemFor(basket, SAM.id);
    const [swims = 0, stroke = 0, notes = 0] = questionIds(sam.questions, 3);
    const answered = await answerInBasket(alex, basket.id, [
      { cart_item_id: sam.id, question_id: swims, answer: 'yes' },
      { cart_item_id: sam.id, question_id: stroke, answer: 'Backstroke' },
      { cart_item_id: sam.id, question_id: notes, answer: 'Wears glasses' },
    ]);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toEqual({ data: { answered: 3 } });
    let after = await cart(alex);
    expect(itemFor(after, SAM.id).questions.map((question) => question.answer)).toEqual([
      'yes',
      'Backstroke',
      'Wears glasses',
    ]);
    expect(itemFor(after, RUBY.id).questions.every((question) => question.answer === null)).toBe(
      true,
    );
    const stored = await rowsOf<{ customer_id: number; answered_by_customer_id: number }>(
      t.db,
      sql`select customer_id, answered_by_customer_id from question_answers`,
    );
    expect(stored.every((row) => row.customer_id === SAM.id)).toBe(true);
    expect(stored.every((row) => row.answered_by_customer_id === ALEX.id)).toBe(true);

    await answerInBasket(alex, basket.id, [
      { cart_item_id: sam.id, question_id: notes, answer: '' },
      { cart_item_id: sam.id, question_id: swims, answer: 'no' },
    ]);
    after = await cart(alex);
    expect(itemFor(after, SAM.id).questions.map((question) => question.answer)).toEqual([
      'no',
      'Backstroke',
      null,
    ]);
  });

  it('refuses an answer that does not fit its question, writing none', async () => {
    const basket = await bookForChildren();
    const sam = itemFor(basket, SAM.id);
    const [swims = 0, stroke = 0] = questionIds(sam.questions, 2);
    const response = await answerInBasket(alex, basket.id, [
      { cart_item_id: sam.id, question_id: stroke, answer: 'Doggy paddle' },
      { cart_item_id: sam.id, question_id: swims, answer: 'maybe' },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'answers.0.answer': [
        'The answer must be one of: Front crawl, Breaststroke, Backstroke, Butterfly.',
      ],
    });
    const required = await answerInBasket(alex, basket.id, [
      { cart_item_id: sam.id, question_id: swims, answer: '  ' },
    ]);
    expect(required.statusCode).toBe(422);
    expect(await rowsOf(t.db, sql`select 1 from question_answers`)).toHaveLength(0);
  });

  it('are the basket owner’s to answer, for the basket’s own places and their questions', async () => {
    const basket = await bookForChildren();
    const sam = itemFor(basket, SAM.id);
    const swims = sam.questions[0]?.id ?? 0;
    const body = [{ cart_item_id: sam.id, question_id: swims, answer: 'yes' }];
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/activities/cart/${basket.id}/questions`,
      payload: { answers: body },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await answerInBasket(priya, basket.id, body)).statusCode).toBe(404);
    expect(
      (await answerInBasket(alex, basket.id, [{ ...body[0], cart_item_id: 999_999 }])).statusCode,
    ).toBe(404);
    expect(
      (await answerInBasket(alex, basket.id, [{ ...body[0], question_id: 999_999 }])).statusCode,
    ).toBe(404);
  });
});

describe('the checkout', () => {
  it('takes no card while a required question is unanswered for a place', async () => {
    const basket = await bookForChildren();
    const restrictionId = itemFor(basket, SAM.id).waiver!.restriction_id;
    await t.app.inject({
      method: 'POST',
      url: '/api/activities/question-waivers',
      headers: bearer(alex),
      payload: {
        waivers: [SAM.id, RUBY.id].map((user_id) => ({
          restriction_id: restrictionId,
          user_id,
          version: 1,
          accepted: true,
        })),
      },
    });
    const completedWaivers = [SAM.id, RUBY.id].map((user_id) => ({
      restriction_id: restrictionId,
      user_id,
    }));
    const pay = async () => {
      const prepared = await prepare(alex);
      return authorise(alex, {
        session_key: prepared.session_key,
        card_identifier: await cardIdentifier(prepared, testCards.frictionless),
        card_holder_name: 'Alex Morgan',
        item_hash: prepared.item_hash,
        completed_waivers: completedWaivers,
      });
    };
    const sam = itemFor(basket, SAM.id);
    await answerInBasket(alex, basket.id, [
      { cart_item_id: sam.id, question_id: sam.questions[0]!.id, answer: 'yes' },
    ]);
    const refused = await pay();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'QUESTIONS_UNANSWERED',
      message: 'Please answer the questions for each place in your basket before paying.',
    });
    const ruby = itemFor(basket, RUBY.id);
    await answerInBasket(alex, basket.id, [
      { cart_item_id: ruby.id, question_id: ruby.questions[0]!.id, answer: 'no' },
    ]);
    const paid = await pay();
    expect(paid.statusCode, paid.body).toBe(200);
  });
});

describe('answering for a session', () => {
  const answerFor = (token: string, path: string, answers: object[], selected?: number) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: bearer(token),
      payload: { answers, selected_user_id: selected ?? null },
    });

  it('by its v1 or v2 id, for someone holding a place on it', async () => {
    const basket = await bookForChildren();
    const session = await lesson();
    const swims = itemFor(basket, SAM.id).questions[0]?.id ?? 0;
    const byV1 = await answerFor(
      alex,
      `/api/activities/${session.id}/questions/answers`,
      [{ question_id: swims, answer: 'yes' }],
      SAM.id,
    );
    expect(byV1.statusCode, byV1.body).toBe(200);
    expect(byV1.json()).toEqual({ data: { answers: [{ question_id: swims, answer: 'yes' }] } });
    const byV2 = await answerFor(
      alex,
      `/api/activities/occurrences/${session.publicId}/questions/answers`,
      [{ question_id: swims, answer: 'no' }],
      RUBY.id,
    );
    expect(byV2.statusCode).toBe(200);
    const after = await cart(alex);
    expect(itemFor(after, SAM.id).questions[0]?.answer).toBe('yes');
    expect(itemFor(after, RUBY.id).questions[0]?.answer).toBe('no');

    // Alex holds no place on it herself; Priya may not answer for Alex's children.
    expect(
      (
        await answerFor(alex, `/api/activities/${session.id}/questions/answers`, [
          { question_id: swims, answer: 'yes' },
        ])
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await answerFor(
          priya,
          `/api/activities/${session.id}/questions/answers`,
          [{ question_id: swims, answer: 'yes' }],
          SAM.id,
        )
      ).statusCode,
    ).toBe(403);
  });
});
