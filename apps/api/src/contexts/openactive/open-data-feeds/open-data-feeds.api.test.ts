import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/raw-rows';
import { basketCalls, slot } from '../../../test-support/basket-calls';
import { findOccurrence, type TestOccurrence } from '../../../test-support/occurrences';
import { bearer, DESK_MANAGER, PRIYA, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createRpdeWalk, validateOpenActive } from '../../../test-support/openactive-validation';
import { publishOpenDataChanges } from './open-data-publisher';
import { retireEndedOpenDataItems } from './open-data-retention';

// TEST_NOW is Tuesday 20 October 2026, 10:00 in London. The demo operator is `lido-leisure`; its
// activities are mapped to the OpenActive activity list by the demo import.

const operator = 'lido-leisure';
const feeds = ['session-series', 'scheduled-sessions', 'facility-uses', 'slots'] as const;
type Feed = (typeof feeds)[number];
const origin = 'http://localhost:3000';
const venue = 'swiss-cottage-leisure-centre';

interface FeedItem {
  state: 'updated' | 'deleted';
  kind: string;
  id: string;
  modified: number;
  data?: Record<string, unknown> & { '@id': string };
}
interface FeedPage {
  next: string;
  items: FeedItem[];
  license: string;
}

let t: TestApp;
const basket = basketCalls(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  await publishOpenDataChanges(t.db, t.clock.now(), { maxBatches: 1_000 });
});
afterAll(async () => {
  await t.close();
});

const feedPath = (feed: Feed) => `/api/openactive/${operator}/${feed}`;

async function getPage(url: string) {
  // An absolute address: the request comes to localhost:3000, as the pages' addresses say.
  const response = await t.app.inject({ method: 'GET', url });
  return { response, page: response.json<FeedPage>() };
}

/** Every page of a feed from the start (or after a change number), checked as a harvester does. */
async function harvest(feed: Feed, after?: number) {
  const walk = createRpdeWalk({ isOrdersFeed: false });
  const items: FeedItem[] = [];
  let url = `${origin}${feedPath(feed)}${after ? `?afterChangeNumber=${after}` : ''}`;
  for (let pageIndex = 0; pageIndex < 1_000; pageIndex += 1) {
    const { response, page } = await getPage(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(
      walk.check({
        url,
        json: page,
        contentType: String(response.headers['content-type']),
        cacheControl: String(response.headers['cache-control']),
        status: response.statusCode,
      }),
    ).toEqual([]);
    items.push(...page.items);
    if (page.items.length === 0) {
      expect(page.next).toBe(url);
      return items;
    }
    url = page.next;
  }
  throw new Error(`${feed} did not end`);
}

/** The last change number of a feed so far. */
async function lastChangeNumber(feed: Feed): Promise<number> {
  const [row] = await rowsOf<{ n: number | null }>(
    t.db,
    sql`select max(change_number)::float8 as n from openactive_feed_items where feed = ${feed}`,
  );
  return row?.n ?? 0;
}

describe('the open data feeds', () => {
  it('publish every kind, each page in RPDE order, the last page naming itself', async () => {
    for (const feed of feeds) {
      const items = await harvest(feed);
      expect(items.length, feed).toBeGreaterThan(0);
      const modified = items.map((item) => item.modified);
      expect(modified).toEqual([...modified].sort((a, b) => a - b));
      expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    }
  });

  it('publish items that validate as OpenActive open data, of each kind', async () => {
    for (const feed of feeds) {
      const { page } = await getPage(`${origin}${feedPath(feed)}`);
      // The validator checks a page's items; a few of each kind keeps the test quick.
      const sample = { ...page, items: page.items.slice(0, 5) };
      expect(await validateOpenActive(sample, 'RPDEFeed'), feed).toEqual([]);
      expect(await validateOpenActive(sample, 'BookableRPDEFeed'), feed).toEqual([]);
    }
  });

  it('serve full pages for an hour and the last for seconds, under an open licence', async () => {
    const { response, page } = await getPage(`${origin}${feedPath('scheduled-sessions')}`);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(page.items).toHaveLength(500);
    expect(page.license).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect(page.next).toBe(
      `${origin}${feedPath('scheduled-sessions')}?afterChangeNumber=${page.items.at(-1)!.modified}`,
    );
    const probe = `${origin}${feedPath('scheduled-sessions')}?afterChangeNumber=9007199254740991`;
    const last = await getPage(probe);
    expect(last.response.headers['cache-control']).toBe('public, max-age=8');
    expect(last.page).toEqual({
      next: probe,
      items: [],
      license: 'https://creativecommons.org/licenses/by/4.0/',
    });
  });

  it('say where a session is, what it is and what it costs', async () => {
    const yoga = await findOccurrence(t.db, { venue, activity: 'yoga', date: '2026-10-21' });
    const items = await harvest('scheduled-sessions');
    const session = items.find((item) => item.id === String(yoga.id))?.data;
    expect(session).toMatchObject({
      '@type': 'ScheduledSession',
      '@id': `${origin}/api/openactive/${operator}/scheduled-sessions/${yoga.id}`,
      eventStatus: 'https://schema.org/EventScheduled',
      maximumAttendeeCapacity: yoga.capacity,
      remainingAttendeeCapacity: yoga.capacity - yoga.booked,
    });
    expect(String(session!.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const seriesItems = await harvest('session-series');
    const series = seriesItems.find((item) => item.data?.['@id'] === session!.superEvent)?.data;
    expect(series).toMatchObject({
      '@type': 'SessionSeries',
      name: 'Yoga',
      activity: [{ prefLabel: 'Yoga', inScheme: 'https://openactive.io/activity-list' }],
      organizer: { '@type': 'Organization', taxMode: 'https://openactive.io/TaxGross' },
      location: {
        '@type': 'Place',
        name: 'Swiss Cottage Leisure Centre',
        address: { '@type': 'PostalAddress', addressCountry: 'GB' },
        geo: { '@type': 'GeoCoordinates' },
      },
      offers: [{ '@type': 'Offer', price: 8.5, priceCurrency: 'GBP' }],
      // 21 October 2026 is a Wednesday: the series repeats on its session's weekday.
      eventSchedule: [{ '@type': 'PartialSchedule', byDay: ['https://schema.org/Wednesday'] }],
    });
  });

  it('unknown operator: 404; a change number that is not one: 422', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/openactive/someone/slots' });
    expect(unknown.statusCode).toBe(404);
    for (const bad of ['0', '-1', 'abc', '1.5']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${feedPath('slots')}?afterChangeNumber=${bad}`,
      });
      expect(response.statusCode, bad).toBe(422);
    }
  });
});

describe('a session’s changes', () => {
  let pilates: TestOccurrence;
  let start: number;

  beforeAll(async () => {
    pilates = await findOccurrence(t.db, { venue, activity: 'pilates', date: '2026-10-22' });
    start = await lastChangeNumber('scheduled-sessions');
  });

  it('move it to the end of its feed in the order they happened: a booking, a cancellation, its end', async () => {
    const priya = await signIn(t.app, PRIYA.email);
    const added = await basket.add([slot(pilates)], bearer(priya));
    expect(added.statusCode, added.body).toBe(200);
    await publishOpenDataChanges(t.db, t.clock.now());
    const afterBooking = await harvest('scheduled-sessions', start);
    expect(afterBooking.map((item) => item.id)).toEqual([String(pilates.id)]);
    expect(afterBooking[0]!.data).toMatchObject({
      remainingAttendeeCapacity: pilates.capacity - pilates.booked - 1,
    });

    const manager = await signIn(t.app, DESK_MANAGER.email, { as: 'staff' });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/occurrences/${pilates.id}/cancel`,
      headers: { ...bearer(manager), 'idempotency-key': randomUUID() },
      payload: { reason: 'Instructor ill' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await publishOpenDataChanges(t.db, t.clock.now());
    const afterCancelling = await harvest('scheduled-sessions', afterBooking[0]!.modified);
    expect(afterCancelling.map((item) => item.id)).toContain(String(pilates.id));
    const cancelledItem = afterCancelling.find((item) => item.id === String(pilates.id))!;
    expect(cancelledItem.data).toMatchObject({
      eventStatus: 'https://schema.org/EventCancelled',
      remainingAttendeeCapacity: 0,
    });

    // Once it has ended it leaves the feed: a tombstone, after everything before it.
    t.clock.set(new Date('2026-10-23T00:00:00Z'));
    await retireEndedOpenDataItems(t.db, t.clock.now());
    const afterEnding = await harvest('scheduled-sessions', cancelledItem.modified);
    const tombstone = afterEnding.find((item) => item.id === String(pilates.id));
    expect(tombstone).toMatchObject({
      state: 'deleted',
      kind: 'ScheduledSession',
      id: String(pilates.id),
    });
    expect(tombstone).not.toHaveProperty('data');
    expect(tombstone!.modified).toBeGreaterThan(cancelledItem.modified);

    // A week on, the tombstone is forgotten.
    t.clock.set(new Date('2026-10-30T01:00:00Z'));
    await retireEndedOpenDataItems(t.db, t.clock.now());
    const later = await harvest('scheduled-sessions', cancelledItem.modified);
    expect(later.find((item) => item.id === String(pilates.id))).toBeUndefined();
  });

  it('do not move an item whose text did not change', async () => {
    const before = await lastChangeNumber('session-series');
    // A venue's every item is rendered again; none changed, so none moves.
    await t.db.execute(sql`insert into openactive_source_changes (source, source_id)
      select 'venue', id::text from venues where slug = ${venue}`);
    const run = await publishOpenDataChanges(t.db, t.clock.now(), { maxBatches: 1_000 });
    expect(run.rendered).toBeGreaterThan(0);
    expect(await lastChangeNumber('session-series')).toBe(before);
  });
});
