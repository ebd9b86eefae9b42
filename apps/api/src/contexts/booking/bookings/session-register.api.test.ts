import type { Cart, RegisterEntry } from '@lido/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCards } from '@lido/emulators/opayo';
import { basketCalls, slot } from '../../../test-support/basket-calls';
import { cardCheckout, type Authorisation } from '../../../test-support/card-checkout';
import { findOccurrence } from '../../../test-support/occurrences';
import {
  ALEX,
  bearer,
  FRONT_DESK,
  RUBY,
  SAM,
  signIn,
  signInOtherVenueStaff,
} from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { waivers } from '../../timetable/waivers';

// Alex books Junior Swim Lessons for Sam and Ruby, answering their questions and agreeing to the
// consent; Ruby's medical notes are shared. Staff of Swiss Cottage then read the register.
const VENUE = 'swiss-cottage-leisure-centre';
const DATE = '2026-10-21';

let t: TestApp;
let alex: string;
let staff: string;
let occurrenceId: number;

beforeAll(async () => {
  t = await createTestApp();
  [alex, staff] = await Promise.all([
    signIn(t.app, ALEX.email),
    signIn(t.app, FRONT_DESK.email, { as: 'staff' }),
  ]);
  const lesson = await findOccurrence(t.db, {
    venue: VENUE,
    activity: 'junior-swim-lessons',
    date: DATE,
  });
  occurrenceId = lesson.id;
  await bookLessonForChildren(lesson);
});
afterAll(() => t.close());

const { add } = basketCalls(() => t.app);
const { authorise, cardIdentifier, complete, prepare } = cardCheckout(() => t.app);

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string | null,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });
}

async function bookLessonForChildren(lesson: { publicId: string }): Promise<void> {
  const added = await add(
    [SAM.id, RUBY.id].map((id) => ({ ...slot(lesson), purchased_for_user_id: id })),
    bearer(alex),
  );
  const cart = added.json<{ data: Cart }>().data;
  const restrictionId = cart.items[0]?.waiver?.restriction_id ?? 0;
  await call('POST', `/api/activities/cart/${cart.id}/questions`, alex, {
    answers: cart.items.flatMap((item) => [
      { cart_item_id: item.id, question_id: item.questions[0]?.id ?? 0, answer: 'yes' },
      ...(item.purchased_for_user_id === SAM.id
        ? [{ cart_item_id: item.id, question_id: item.questions[1]?.id ?? 0, answer: 'Backstroke' }]
        : []),
    ]),
  });
  const completedWaivers = [SAM.id, RUBY.id].map((user_id) => ({
    restriction_id: restrictionId,
    user_id,
  }));
  await call('POST', '/api/activities/question-waivers', alex, {
    waivers: completedWaivers.map((waiver) => ({ ...waiver, version: 1, accepted: true })),
  });
  await call('PUT', `/api/my-account/family/${RUBY.id}`, alex, {
    medical_notes: 'Asthma: inhaler in her bag',
    medical_consent: true,
  });
  const prepared = await prepare(alex);
  const authorised = await authorise(alex, {
    session_key: prepared.session_key,
    card_identifier: await cardIdentifier(prepared, testCards.frictionless),
    card_holder_name: 'Alex Morgan',
    item_hash: prepared.item_hash,
    completed_waivers: completedWaivers,
  });
  expect(authorised.statusCode, authorised.body).toBe(200);
  const completed = await complete(alex, {
    transaction_uuid: authorised.json<Authorisation>().transaction_uuid,
    item_hash: prepared.item_hash,
    completed_waivers: completedWaivers,
  });
  expect(completed.statusCode, completed.body).toBe(200);
}

const register = (token: string | null) =>
  call('GET', `/api/staff/occurrences/${occurrenceId}/register`, token);

describe('the register of a session', () => {
  it('lists each attendee with their answers, waiver and the medical notes shared', async () => {
    const response = await register(staff);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: { name: string; attendees: RegisterEntry[] } }>();
    expect(data.name).toBe('Junior Swim Lessons');
    const byName = new Map(data.attendees.map((entry) => [entry.customer.first_name, entry]));
    expect(byName.get('Sam')).toMatchObject({
      customer: { id: SAM.id, last_name: 'Morgan', date_of_birth: '2014-09-03' },
      attendance: null,
      waiver: { title: 'Junior swimming lessons consent', version: 1, signed: true },
      medical_notes: null,
    });
    expect(byName.get('Sam')?.answers.map((answer) => answer.answer)).toEqual([
      'yes',
      'Backstroke',
      null,
    ]);
    expect(byName.get('Ruby')?.medical_notes).toBe('Asthma: inhaler in her bag');
    expect(byName.get('Ruby')?.answers[0]).toEqual({
      question: 'Can your child swim 10 metres without help?',
      answer: 'yes',
    });
  });

  it('shows a waiver to sign again once its text has changed', async () => {
    await t.db.update(waivers).set({ version: 2 }).where(eq(waivers.id, 1));
    try {
      const { data } = (await register(staff)).json<{ data: { attendees: RegisterEntry[] } }>();
      expect(data.attendees.map((entry) => entry.waiver?.signed)).toEqual([false, false]);
    } finally {
      await t.db.update(waivers).set({ version: 1 }).where(eq(waivers.id, 1));
    }
  });

  it('is for staff of the session’s venue only', async () => {
    expect((await register(null)).statusCode).toBe(401);
    expect((await register(alex)).statusCode).toBe(403);
    expect((await register(await signInOtherVenueStaff(t.app, t.db))).statusCode).toBe(404);
    expect((await call('GET', '/api/staff/occurrences/999999/register', staff)).statusCode).toBe(
      404,
    );
  });
});
