import { ClassRowV2, SessionDate, ViewableDate, dataEnvelope } from '@lido/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALEX, bearer, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { rowsOf } from '../../../platform/db/raw-rows';
import { hostileUrlValues } from '../../../test-support/hostile-values';
import { occurrences } from './timetable.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const VENUE = 'swiss-cottage-leisure-centre';
// TEST_NOW is Tuesday 20 October 2026 in London. Swiss Cottage's yoga runs on Mondays,
// Wednesdays, Fridays and at the weekend: nothing on Tuesdays and Thursdays.
const sessionDatesUrl = (activity: string, venue = VENUE) =>
  `/api/timetable/venues/${venue}/activities/${activity}/session-dates`;

const SessionDates = dataEnvelope(z.array(SessionDate));

async function sessionDates(activity: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: sessionDatesUrl(activity), headers });
  expect(response.statusCode).toBe(200);
  return SessionDates.parse(response.json()).data;
}

async function classesOn(date: string): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/activities/venue/${VENUE}/activity/yoga/v2/timetable?date=${date}`,
  });
  return dataEnvelope(z.array(ClassRowV2)).parse(response.json()).data.length;
}

describe('GET /api/timetable/venues/{venue}/activities/{activity}/session-dates', () => {
  it("counts each viewable date's sessions as the day's timetable lists them, empty days at 0", async () => {
    const dates = await sessionDates('yoga');
    expect(dates.map((date) => date.date)).toEqual([
      '2026-10-20',
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
    ]);
    for (const { date, sessions } of dates) expect(sessions, date).toBe(await classesOn(date));
    const empty = dates.filter((date) => date.sessions === 0).map((date) => date.date);
    expect(empty).toEqual(['2026-10-20', '2026-10-22']);
    expect(dates.find((date) => date.date === '2026-10-21')?.sessions).toBeGreaterThan(0);
  });

  it('answers the same window as the live dates call, one day more when signed in', async () => {
    const headers = bearer(await signIn(t.app, ALEX.email));
    const live = await t.app.inject({
      method: 'GET',
      url: `/api/activities/venue/${VENUE}/activity-category/yoga/dates`,
      headers,
    });
    const liveDates = dataEnvelope(z.array(ViewableDate)).parse(live.json()).data;
    const dates = await sessionDates('yoga', headers);
    expect(dates.map((date) => date.date)).toEqual(liveDates.map((date) => date.raw));
    expect(dates.length).toBeGreaterThan(6);
    // The live call's answer keeps its own shape: nothing of the counts is added to it.
    expect(Object.keys(liveDates[0] ?? {}).sort()).toEqual(
      ['date_pretty', 'day_pretty', 'full_date_pretty', 'raw', 'today', 'year'].sort(),
    );
  });

  it('leaves out a session the venue cancelled', async () => {
    const before = (await sessionDates('yoga')).find((date) => date.date === '2026-10-21');
    const [first] = await rowsOf<{ id: number }>(
      t.db,
      sql`select o.id from occurrences o
        join categories c on c.id = o.category_id
        join venues v on v.id = c.venue_id
        where v.slug = ${VENUE} and c.slug = 'yoga' and o.date = '2026-10-21'
        order by o.starts_at limit 1`,
    );
    await t.db
      .update(occurrences)
      .set({ cancelledAt: new Date(), cancelledReason: 'Instructor unwell' })
      .where(eq(occurrences.id, Number(first!.id)));
    try {
      const after = (await sessionDates('yoga')).find((date) => date.date === '2026-10-21');
      expect(after?.sessions).toBe((before?.sessions ?? 0) - 1);
      expect(after?.sessions).toBe(await classesOn('2026-10-21'));
    } finally {
      await t.db
        .update(occurrences)
        .set({ cancelledAt: null, cancelledReason: null })
        .where(eq(occurrences.id, Number(first!.id)));
    }
  });

  it.each([
    [sessionDatesUrl('yoga', 'nowhere'), 'The venue could not be found.'],
    [sessionDatesUrl('underwater-hockey'), "We couldn't find the activity you are looking for"],
  ])('answers 404 with a message for %s', async (url, message) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message });
  });

  it('answers hostile venue and activity segments without a 5xx', async () => {
    for (const { name, raw } of hostileUrlValues) {
      for (const url of [
        `/api/timetable/venues/${raw}/activities/yoga/session-dates`,
        `/api/timetable/venues/${VENUE}/activities/${raw}/session-dates`,
      ]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, `${name}: ${url.slice(0, 80)}`).toBeLessThan(500);
      }
    }
  });
});
