import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { inList } from '../../../platform/db/sql-lists';
import {
  findFacilityUseSources,
  findSeriesSources,
  findSessionSources,
} from '../../../read/openactive-sources';
import { holdChangeNumbers } from './change-numbers';
import {
  renderFacilityUse,
  renderSeries,
  renderSession,
  type RenderedItem,
} from './open-data-items';
import type { OpenDataFeed } from './open-data-feeds.tables';
import { markStaleItems } from './stale-items';

// The publisher: marks what changed as stale items (stale-items.ts), then renders them a batch at
// a time and gives a new change number to each whose text changed, or that is gone.
//
// Change numbers are only ever taken inside a transaction holding OPEN_DATA_LOCK, and committed
// with it, so no reader sees number n before every smaller number is committed: a consumer that
// has read up to n never misses an item numbered below it (RPDE's one hard promise). Taking the
// numbers in the booking's own transaction would not hold that: a booking that took 10 could
// commit after one that took 11 had been read.

/** How many items one transaction renders. */
const ITEMS_PER_BATCH = 500;

export interface PublishRun {
  /** Items given a new change number: changed, new or now tombstones. */
  published: number;
  /** Items rendered (the rest were unchanged). */
  rendered: number;
}

/** An item to write: its new text, or a tombstone. */
interface ItemChange extends StaleItem {
  kind: string;
  state: 'updated' | 'deleted';
  data: string | null;
  expires_at: string | null;
}

interface StaleItem {
  operator_id: number;
  feed: OpenDataFeed;
  item_id: string;
}

/** Renders stale items; an item whose source is gone renders as nothing. */
async function renderItems(db: Database, items: StaleItem[], now: Date): Promise<RenderedItem[]> {
  const idsOf = (feeds: OpenDataFeed[]) =>
    items.filter((item) => feeds.includes(item.feed)).map((item) => item.item_id);
  const scheduleIds = idsOf(['session-series']).map(Number);
  const occurrenceIds = idsOf(['scheduled-sessions', 'slots']).map(Number);
  const categoryIds = idsOf(['facility-uses']);
  const rendered = new Map<string, RenderedItem>();
  const keep = (item: RenderedItem) => rendered.set(`${item.feed}:${item.itemId}`, item);
  if (scheduleIds.length > 0) {
    for (const source of await findSeriesSources(db, scheduleIds)) keep(renderSeries(source, now));
  }
  if (occurrenceIds.length > 0) {
    for (const source of await findSessionSources(db, occurrenceIds)) {
      keep(renderSession(source, now));
    }
  }
  if (categoryIds.length > 0) {
    for (const source of await findFacilityUseSources(db, categoryIds)) {
      keep(renderFacilityUse(source));
    }
  }
  // A stale item is rendered in the feed it was marked for: a session that became a slot (or the
  // other way) renders in the other feed, and leaves nothing in this one.
  return items.map(
    (item) =>
      rendered.get(`${item.feed}:${item.item_id}`) ?? {
        feed: item.feed,
        itemId: item.item_id,
        kind: '',
        data: null,
        expiresAt: null,
      },
  );
}

/**
 * Renders one batch of stale items and numbers what changed, under OPEN_DATA_LOCK. Answers how
 * many were rendered (0: none were left) and how many were numbered.
 */
async function publishBatch(db: Database, now: Date): Promise<PublishRun> {
  return db.transaction(async (tx) => {
    await holdChangeNumbers(tx);
    const stale = await rowsOf<StaleItem>(
      tx,
      sql`select operator_id, feed, item_id from openactive_stale_items
        order by operator_id, feed, item_id limit ${ITEMS_PER_BATCH} for update skip locked`,
    );
    if (stale.length === 0) return { published: 0, rendered: 0 };
    const rendered = await renderItems(tx, stale, now);
    // The batch by operator and feed (a batch is in that order, so there are few), each an
    // array of item ids the primary key's index answers: a join with the batch as a record set
    // was planned as a scan of the whole feed.
    const groups = new Map<string, StaleItem[]>();
    for (const item of stale) {
      const key = `${item.operator_id}:${item.feed}`;
      groups.set(key, [...(groups.get(key) ?? []), item]);
    }
    const inBatch = sql.join(
      [...groups.values()].map(
        (items) => sql`(operator_id = ${items[0]!.operator_id} and feed = ${items[0]!.feed}
          and ${inList(
            sql`item_id`,
            items.map((item) => item.item_id),
          )})`,
      ),
      sql` or `,
    );
    const published = await rowsOf<{
      operator_id: number;
      feed: string;
      item_id: string;
      kind: string;
      state: string;
      data: string | null;
    }>(
      tx,
      sql`select operator_id, feed, item_id, kind, state, data
        from openactive_feed_items where ${inBatch}`,
    );
    const current = new Map(
      published.map((row) => [`${row.operator_id}:${row.feed}:${row.item_id}`, row]),
    );
    const changes = stale.flatMap((item, index): ItemChange[] => {
      const render = rendered[index]!;
      const before = current.get(`${item.operator_id}:${item.feed}:${item.item_id}`);
      if (render.data === null) {
        // Gone, or never published: a tombstone only for what consumers have seen.
        if (before?.state !== 'updated') return [];
        return [{ ...item, kind: before.kind, state: 'deleted', data: null, expires_at: null }];
      }
      const text = JSON.stringify(render.data);
      if (before?.state === 'updated' && before.data === text) return [];
      return [
        {
          ...item,
          kind: render.kind,
          state: 'updated',
          data: text,
          expires_at: render.expiresAt?.toISOString() ?? null,
        },
      ];
    });
    if (changes.length > 0) {
      await tx.execute(
        sql`insert into openactive_feed_items
            (operator_id, feed, item_id, change_number, kind, state, data, deleted_at, expires_at)
          select c.operator_id, c.feed, c.item_id, nextval('openactive_change_numbers'), c.kind,
            c.state, c.data,
            case when c.state = 'deleted' then ${now.toISOString()}::timestamptz end,
            c.expires_at
          from json_to_recordset(${JSON.stringify(changes)}::json) as c(operator_id int,
            feed text, item_id text, kind text, state text, data text, expires_at timestamptz)
          on conflict (operator_id, feed, item_id) do update set
            change_number = excluded.change_number,
            kind = excluded.kind, state = excluded.state, data = excluded.data, deleted_at = excluded.deleted_at,
            expires_at = excluded.expires_at`,
      );
    }
    await tx.execute(sql`delete from openactive_stale_items where ${inBatch}`);
    return { published: changes.length, rendered: stale.length };
  });
}

/**
 * Whether any change waits to be marked or any item to be rendered: one read, outside a
 * transaction. The sweep runs every second and almost always finds nothing; it found that with
 * two transactions, each taking the open data lock, eight round trips in all.
 */
async function hasWaitingChanges(db: Database): Promise<boolean> {
  const [row] = await rowsOf<{ waiting: boolean }>(
    db,
    sql`select exists (select from openactive_source_changes)
      or exists (select from openactive_stale_items) as waiting`,
  );
  return row?.waiting ?? false;
}

/**
 * Publishes everything that changed since the last run: the background sweep calls it every
 * second, so a booking shows in the feeds' remaining places within seconds; tests call it to
 * publish at once. Bounded by `maxBatches` so one run never holds a process for long.
 */
export async function publishOpenDataChanges(
  db: Database,
  now: Date,
  { maxBatches = 40 }: { maxBatches?: number } = {},
): Promise<PublishRun> {
  const run: PublishRun = { published: 0, rendered: 0 };
  if (!(await hasWaitingChanges(db))) return run;
  let passes = 0;
  while (passes < maxBatches && (await markStaleItems(db, now))) passes += 1;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const done = await publishBatch(db, now);
    run.published += done.published;
    run.rendered += done.rendered;
    if (done.rendered === 0) break;
  }
  return run;
}
