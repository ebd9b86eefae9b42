import type { Cart, ClassRowV2 } from '@lido/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../../platform/db/raw-rows';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { basketCalls, slot } from '../../../test-support/basket-calls';
import { cardCheckout } from '../../../test-support/card-checkout';
import { bookedCount, findOccurrence } from '../../../test-support/occurrences';
import {
  ALEX,
  bearer,
  FRONT_DESK,
  JAMIE,
  PRIYA,
  RUBY,
  SAM,
  signIn,
  signInOtherVenueStaff,
} from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { testCards } from '@lido/emulators/opayo';
import { activityRestrictions, inductions } from './restrictions.tables';

// The test clock is Tuesday 20 October 2026, 10:00. At Swiss Cottage, Junior Swim Lessons are for
// ages 8 to 15 (Sam is 12, Ruby 9, their parent Alex 40) and Gym Sessions need the Gym Induction
// (Alex has it, Jamie has not) and an age of 16.
const VENUE = 'swiss-cottage-leisure-centre';
const DATE = '2026-10-21';

let t: TestApp;
let alex: string;
let priya: string;
let jamie: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  [alex, priya, jamie, staff] = await Promise.all([
    signIn(t.app, ALEX.email),
    signIn(t.app, PRIYA.email),
    signIn(t.app, JAMIE.email),
    signIn(t.app, FRONT_DESK.email, { as: 'staff' }),
  ]);
});
afterAll(() => t.close());

const { add } = basketCalls(() => t.app);
const { complete, emptyBasket, payWith } = cardCheckout(() => t.app);
afterEach(async () => {
  await Promise.all([alex, priya, jamie].map((token) => emptyBasket(token)));
});

const juniorSwim = () =>
  findOccurrence(t.db, { venue: VENUE, activity: 'junior-swim-lessons', date: DATE });
const gymSession = () =>
  findOccurrence(t.db, { venue: VENUE, activity: 'gym-session', date: DATE, time: '18:00' });

async function classRow(activity: string, token: string | null): Promise<ClassRowV2> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/activities/venue/${VENUE}/activity/${activity}/v2/timetable?date=${DATE}`,
    headers: token ? bearer(token) : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  const [row] = response.json<{ data: ClassRowV2[] }>().data;
  if (!row) throw new Error(`no ${activity} on ${DATE}`);
  return row;
}

async function countOf(query: SQL): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(t.db, query);
  return Number(row?.count);
}

const recordInduction = (token: string | null, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/inductions',
    headers: token ? bearer(token) : {},
    payload,
  });

async function gymInductionId(): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(
    t.db,
    sql`select id from categories where venue_id = 90001 and slug = 'gym-induction'`,
  );
  if (!row) throw new Error('no gym induction at Swiss Cottage');
  return row.id;
}

describe('session rows', () => {
  it('show an activity’s restrictions to everyone before they try', async () => {
    const swim = await classRow('junior-swim-lessons', null);
    expect(swim.has_pre_purchase_restrictions).toBe(true);
    expect(swim.requires_induction).toBe(false);
    // Ages 8 to 15, and the parent's consent (waivers.api.test.ts).
    expect(swim.restriction_ids).toHaveLength(2);
    expect(swim.restrictions.pre_waiver?.title).toBe('Junior swimming lessons consent');
    expect({ ...swim.restrictions, pre_waiver: null }).toEqual({
      pre_waiver: null,
      pre_induction: null,
      criteria: { members_only: false, min_age: 8, max_age: 15, description: 'Ages 8 to 15' },
    });

    const gym = await classRow('gym-session', null);
    expect(gym.requires_induction).toBe(true);
    expect(gym.restrictions.pre_induction).toEqual({
      id: await gymInductionId(),
      name: 'Gym Induction',
      category_slug: 'gym-induction',
      venue_slug: VENUE,
    });
    expect(gym.restrictions.criteria?.description).toBe('Ages 16 and over');

    const yoga = await classRow('yoga', null);
    expect(yoga.has_pre_purchase_restrictions).toBe(false);
    expect(yoga.restrictions).toEqual({ pre_waiver: null, pre_induction: null, criteria: null });
  });

  it('say why a signed-in customer cannot book, unless someone they book for can go', async () => {
    expect((await classRow('gym-session', jamie)).action_to_show).toEqual({
      status: null,
      reason: 'Induction needed — book one',
    });
    expect((await classRow('gym-session', alex)).action_to_show.status).toBe('BOOK');
    // Priya has no children: the juniors' lessons are not for her.
    expect((await classRow('junior-swim-lessons', priya)).action_to_show).toEqual({
      status: null,
      reason: 'Ages 8 to 15',
    });
    // Alex books for Sam and Ruby.
    expect((await classRow('junior-swim-lessons', alex)).action_to_show.status).toBe('BOOK');
  });
});

describe('adding a place', () => {
  it('refuses a person outside the age range on the day, with the reason', async () => {
    const response = await add([slot(await juniorSwim())], bearer(alex));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'BOOKING_RESTRICTED',
      message: 'This session is for ages 8 to 15 on the day, and Alex will be 40.',
    });
  });

  it('lets a family lead book the lesson for each child in range', async () => {
    const lesson = await juniorSwim();
    const response = await add(
      [
        { ...slot(lesson), purchased_for_user_id: SAM.id },
        { ...slot(lesson), purchased_for_user_id: RUBY.id },
      ],
      bearer(alex),
    );
    expect(response.statusCode, response.body).toBe(200);
    const cart = response.json<{ data: Cart }>().data;
    expect(cart.items.map((item) => item.purchased_for_user_id).sort()).toEqual([SAM.id, RUBY.id]);
  });

  it('does not let a customer book for someone else’s child', async () => {
    const response = await add(
      [{ ...slot(await juniorSwim()), purchased_for_user_id: SAM.id }],
      bearer(priya),
    );
    expect(response.statusCode).toBe(403);
  });

  it('refuses a session needing an induction until staff record it', async () => {
    const session = await gymSession();
    const before = await bookedCount(t.db, session.id);
    const refused = await add([slot(session)], bearer(jamie));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'BOOKING_RESTRICTED',
      message:
        'Induction needed — Jamie must complete a Gym Induction before booking this session.',
    });
    expect(await bookedCount(t.db, session.id)).toBe(before);

    const recorded = await recordInduction(staff, {
      customer_id: JAMIE.id,
      activity: 'gym-induction',
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toMatchObject({
      data: { customer_id: JAMIE.id, activity_name: 'Gym Induction' },
    });
    try {
      expect((await classRow('gym-session', jamie)).action_to_show.status).toBe('BOOK');
      expect((await add([slot(session)], bearer(jamie))).statusCode).toBe(200);
    } finally {
      await t.db.delete(inductions).where(eq(inductions.customerId, JAMIE.id));
    }
  });

  it('keeps members-only sessions for members', async () => {
    const pilates = await findOccurrence(t.db, { venue: VENUE, activity: 'pilates', date: DATE });
    const [category] = await rowsOf<{ category_id: string }>(
      t.db,
      sql`select category_id from occurrences where id = ${pilates.id}`,
    );
    if (!category) throw new Error('no pilates category');
    const [restriction] = await t.db
      .insert(activityRestrictions)
      .values({ categoryId: category.category_id, kind: 'members_only' })
      .returning({ id: activityRestrictions.id });
    if (!restriction) throw new Error('no restriction written');
    try {
      const refused = await add([slot(pilates)], bearer(jamie));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: 'This session is for members only.' });
      expect((await add([slot(pilates)], bearer(alex))).statusCode).toBe(200);
    } finally {
      await emptyBasket(alex);
      await t.db.delete(activityRestrictions).where(eq(activityRestrictions.id, restriction.id));
    }
  });
});

describe('completing the order', () => {
  it('checks the restrictions again, and writes nothing when they are no longer met', async () => {
    // Alex's Gym Session is free with her membership: the order completes without a card.
    const session = await gymSession();
    expect((await add([slot(session)], bearer(alex))).statusCode).toBe(200);
    const inductionId = await gymInductionId();
    await t.db
      .delete(inductions)
      .where(
        and(eq(inductions.customerId, ALEX.id), eq(inductions.inductionCategoryId, inductionId)),
      );
    try {
      const refused = await complete(alex, {});
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'BOOKING_RESTRICTED' });
      expect(
        await countOf(
          sql`select count(*)::int as count from bookings
            where customer_id = ${ALEX.id} and occurrence_id = ${session.id}`,
        ),
      ).toBe(0);
    } finally {
      await t.db
        .insert(inductions)
        .values({
          customerId: ALEX.id,
          inductionCategoryId: inductionId,
          recordedAt: t.clock.now(),
        })
        .onConflictDoNothing();
    }
    expect((await complete(alex, {})).statusCode).toBe(200);
  });

  it('asks for no card when a place in the basket is no longer one its attendee may take', async () => {
    const session = await gymSession();
    await recordInduction(staff, { customer_id: JAMIE.id, activity: 'gym-induction' });
    expect((await add([slot(session)], bearer(jamie))).statusCode).toBe(200);
    await t.db.delete(inductions).where(eq(inductions.customerId, JAMIE.id));
    const { response } = await payWith(jamie, testCards.frictionless);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'BOOKING_RESTRICTED' });
    expect(
      await countOf(
        sql`select count(*)::int as count from card_transactions where customer_id = ${JAMIE.id}`,
      ),
    ).toBe(0);
  });
});

describe('recording an induction', () => {
  const body = { customer_id: JAMIE.id, activity: 'gym-induction' };
  afterEach(() => t.db.delete(inductions).where(eq(inductions.customerId, JAMIE.id)));

  it('is for staff of the customer’s venue only', async () => {
    expect((await recordInduction(null, body)).statusCode).toBe(401);
    expect((await recordInduction(jamie, body)).statusCode).toBe(403);
    expect((await recordInduction(alex, body)).statusCode).toBe(403);
    expect((await recordInduction(await signInOtherVenueStaff(t.app, t.db), body)).statusCode).toBe(
      403,
    );
    expect((await recordInduction(staff, body)).statusCode).toBe(200);
  });

  it('names an induction of the venue', async () => {
    const yoga = await recordInduction(staff, { ...body, activity: 'yoga' });
    expect(yoga.statusCode).toBe(404);
    const invalid = await recordInduction(staff, { customer_id: 'x', activity: '' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json<{ errors: object }>().errors).sort()).toEqual([
      'activity',
      'customer_id',
    ]);
  });
});
