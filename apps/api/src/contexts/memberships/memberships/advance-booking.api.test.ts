import { ViewableDate, dataEnvelope } from '@lido/contract';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketCalls, slot } from '../../../test-support/basket-calls';
import { findOccurrence } from '../../../test-support/occurrences';
import { ALEX, bearer, PRIYA, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

// Members book further ahead (issue 16): Alex's Lido Flex plan books 2 days before everyone
// else. At the test clock (Tuesday 20 October 2026, 10:00 in London) a signed-in customer sees
// up to Monday 26th, whose sessions open at 22:00 tonight; Alex sees up to Wednesday 28th, and
// Monday's and Tuesday's sessions are already open to him.

let t: TestApp;
let alex: Record<string, string>;
let priya: Record<string, string>;
const basket = basketCalls(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  alex = bearer(await signIn(t.app, ALEX.email));
  priya = bearer(await signIn(t.app, PRIYA.email));
});
afterAll(async () => {
  await t.close();
});

const VENUE = 'swiss-cottage-leisure-centre';
const BASE = `/api/activities/venue/${VENUE}`;

async function datesFor(headers: Record<string, string>) {
  const response = await t.app.inject({
    method: 'GET',
    url: `${BASE}/activity-category/yoga/dates`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return dataEnvelope(z.array(ViewableDate))
    .parse(response.json())
    .data.map((date) => date.raw);
}

describe("a member's plan books ahead", () => {
  it('shows the member as many more dates as the plan books ahead', async () => {
    const everyone = await datesFor(priya);
    expect(everyone.at(-1)).toBe('2026-10-26');
    const member = await datesFor(alex);
    expect(member).toHaveLength(everyone.length + 2);
    expect(member.slice(-2)).toEqual(['2026-10-27', '2026-10-28']);
  });

  it('answers the timetable of a date only the member may view', async () => {
    const url = `${BASE}/activity/yoga/v2/times?date=2026-10-27`;
    const forAlex = await t.app.inject({ method: 'GET', url, headers: alex });
    expect(forAlex.statusCode, forAlex.body).toBe(200);
    const forPriya = await t.app.inject({ method: 'GET', url, headers: priya });
    expect(forPriya.statusCode).toBe(422);
  });

  it('lets the member book a session before its release to everyone else', async () => {
    const monday = await findOccurrence(t.db, {
      venue: VENUE,
      activity: 'yoga',
      date: '2026-10-26',
    });
    const refused = await basket.add([slot(monday)], priya);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NOT_RELEASED' });

    const added = await basket.add([slot(monday)], alex);
    expect(added.statusCode, added.body).toBe(200);
  });

  it('still keeps back what opens later for the member too', async () => {
    const wednesday = await findOccurrence(t.db, {
      venue: VENUE,
      activity: 'yoga',
      date: '2026-10-28',
    });
    const refused = await basket.add([slot(wednesday)], alex);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NOT_RELEASED' });
  });
});
