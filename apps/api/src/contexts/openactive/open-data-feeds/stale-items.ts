import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { inList } from '../../../platform/db/sql-lists';
import { holdChangeNumbers } from './change-numbers';

// From what changed to the items it touches. Migration 0059's triggers append each change to a
// session, schedule, activity, venue or operator to openactive_source_changes; here they become
// stale items (a venue's new address touches every series and court hire there; a booking touches
// its session), which the publisher renders.

/** How many source changes one pass takes; the rest wait for the next. */
const SOURCE_CHANGES_PER_PASS = 5_000;
interface SourceChange {
  source: string;
  source_id: string;
}

/** The ids a pass's changes name, by source. */
function idsBySource(changes: SourceChange[]) {
  const of = (source: string) => [
    ...new Set(changes.filter((c) => c.source === source).map((c) => c.source_id)),
  ];
  return {
    everything: changes.some((c) => c.source === 'everything'),
    operators: of('operator').map(Number),
    venues: of('venue').map(Number),
    categories: of('category'),
    schedules: of('schedule').map(Number),
    occurrences: of('occurrence').map(Number),
  };
}

/**
 * Turns up to SOURCE_CHANGES_PER_PASS source changes into stale items, in one transaction: the
 * changes are deleted as the items they touch are marked, so a crash between loses neither. Each
 * kind of source is looked up by its own index, and only when a change names one: the hot path, a
 * booking, is two lookups by session id. Answers whether any were taken.
 */
export async function markStaleItems(db: Database, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Never beside a batch being rendered: an item marked again while its batch is rendered from
    // what was there before would find its stale mark still there, and the batch would then take
    // the mark away with the change unrendered.
    await holdChangeNumbers(tx);
    const changes = await rowsOf<SourceChange>(
      tx,
      sql`delete from openactive_source_changes where id in (
          select id from openactive_source_changes order by id
          limit ${SOURCE_CHANGES_PER_PASS} for update skip locked)
        returning source, source_id`,
    );
    if (changes.length === 0) return false;
    const ids = idsBySource(changes);
    const mark = (stale: SQL) =>
      tx.execute(sql`insert into openactive_stale_items (operator_id, feed, item_id)
        select distinct operator_id, feed, item_id from (${stale}) stale
        on conflict do nothing`);
    const ongoing = sql`o.ends_at > ${now.toISOString()}::timestamptz`;
    // Everything, or all of an operator: every series, court hire and session yet to end, and
    // whatever is published (it may be gone).
    if (ids.everything || ids.operators.length > 0) {
      const ofOperator = ids.everything ? sql`true` : inList(sql`v.operator_id`, ids.operators);
      await mark(sql`select v.operator_id, ${seriesFeed} as feed, ${seriesItem} as item_id
        from schedules s join venues v on v.id = s.venue_id where ${ofOperator}
        union all
        select v.operator_id, 'facility-uses', c.id from categories c
        join venues v on v.id = c.venue_id where c.v2_type = 'resources' and ${ofOperator}
        union all
        select v.operator_id, ${sessionFeed}, o.id::text from occurrences o
        join venues v on v.id = o.venue_id where ${ongoing} and ${ofOperator}
        union all
        select f.operator_id, f.feed, f.item_id from openactive_feed_items f
        where f.state = 'updated' and ${
          ids.everything ? sql`true` : inList(sql`f.operator_id`, ids.operators)
        }`);
    }
    // A venue or an activity: its series, court hire and sessions yet to end.
    if (ids.venues.length > 0 || ids.categories.length > 0) {
      const categories = sql`select c.id from categories c
        where ${inList(sql`c.venue_id`, ids.venues)} or ${inList(sql`c.id`, ids.categories)}`;
      await mark(sql`select v.operator_id, ${seriesFeed} as feed, ${seriesItem} as item_id
        from schedules s join venues v on v.id = s.venue_id
        where s.category_id in (${categories})
        union all
        select v.operator_id, 'facility-uses', c.id from categories c
        join venues v on v.id = c.venue_id where c.id in (${categories})
        union all
        select v.operator_id, ${sessionFeed}, o.id::text from occurrences o
        join venues v on v.id = o.venue_id where o.category_id in (${categories}) and ${ongoing}
        union all
        select f.operator_id, f.feed, f.item_id from openactive_feed_items f
        where f.feed = 'facility-uses' and ${inList(sql`f.item_id`, ids.categories)}`);
    }
    if (ids.schedules.length > 0) {
      await mark(sql`select v.operator_id, ${seriesFeed} as feed, ${seriesItem} as item_id
        from schedules s join venues v on v.id = s.venue_id
        where ${inList(sql`s.id`, ids.schedules)}
        union all
        select f.operator_id, f.feed, f.item_id from openactive_feed_items f
        where f.feed = 'session-series'
          and ${inList(sql`f.item_id`, ids.schedules.map(String))}`);
    }
    if (ids.occurrences.length > 0) {
      await mark(sql`select v.operator_id, ${sessionFeed} as feed, o.id::text as item_id
        from occurrences o join venues v on v.id = o.venue_id
        where ${inList(sql`o.id`, ids.occurrences)}
        union all
        select f.operator_id, f.feed, f.item_id from openactive_feed_items f
        where f.feed in ('scheduled-sessions', 'slots')
          and ${inList(sql`f.item_id`, ids.occurrences.map(String))}`);
    }
    return true;
  });
}

/** The feed and item a schedule (alias s) is published as: a series, or its court hire. */
const seriesFeed = sql`case when s.kind = 'slot' then 'facility-uses' else 'session-series' end`;
const seriesItem = sql`case when s.kind = 'slot' then s.category_id else s.id::text end`;
/** The feed a dated session (alias o) is published in. */
const sessionFeed = sql`case when o.kind = 'slot' then 'slots' else 'scheduled-sessions' end`;

/**
 * Replaces every change waiting with one that says everything changed: what a bulk load (the demo
 * seed, an import of a whole timetable) leaves is rendered once, not row by row. Truncated, not
 * deleted, so the rows' space goes too (it locks out writers for the moment it takes).
 */
export async function collapseOpenDataChanges(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`truncate openactive_source_changes`);
    await tx.execute(
      sql`insert into openactive_source_changes (source, source_id) values ('everything', '*')`,
    );
  });
}
