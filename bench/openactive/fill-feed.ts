// Fills the demo operator's scheduled-sessions feed with generated items for the OpenActive
// benchmark (run.ts), in a process of its own while no server runs: PGlite opens in one process
// at a time, and what it holds after a million inserts would otherwise stay in the harvester's.
// Tells its parent (IPC) a FillResult.
//
//   tsx bench/openactive/fill-feed.ts <PGlite data folder | postgres://…> <items>
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/platform/db/client';
import { rowsOf } from '../../apps/api/src/platform/db/raw-rows';
import { BENCH_FEED, BENCH_OPERATOR, FIRST_BENCH_ITEM_ID, type FillResult } from './bench-items';

/** Items one insert statement writes. */
const ITEMS_PER_STATEMENT = 100_000;
/** The real sessions the items are copies of, cycled. */
const TEMPLATE_SESSIONS = 500;
/** In a template, where the item's id goes. */
const ITEM_ID = '__ITEM_ID__';

const [target, itemsArgument] = process.argv.slice(2);
const items = Number(itemsArgument);
if (!target || !Number.isInteger(items) || items < 1) {
  console.error('Usage: tsx bench/openactive/fill-feed.ts <data folder | postgres://…> <items>');
  process.exit(2);
}

interface SessionRow {
  schedule_id: number;
  public_id: string;
  kind: string;
  date: string;
  starts_at: Date | string;
  ends_at: Date | string;
  capacity: number;
  booked: number;
  venue_slug: string;
  category_slug: string;
  client_id: string;
  bookings_site_url: string;
}

// As open-data-items.ts writes them (its helpers are the module's own, so copied).
const dateTime = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

/**
 * A real session's ScheduledSession, as renderSession publishes it (same properties, same order),
 * with ITEM_ID where the item's id goes.
 */
function sessionTemplate(row: SessionRow): { template: string; expires_at: string } {
  const site = row.bookings_site_url.replace(/\/+$/, '');
  const base = `${site}/api/openactive/${encodeURIComponent(row.client_id)}`;
  const startsAt = new Date(row.starts_at);
  const endsAt = new Date(row.ends_at);
  const timetableUrl = `${site}/location/${encodeURIComponent(row.venue_slug)}/${encodeURIComponent(
    row.category_slug,
  )}/${row.date}`;
  const data = {
    '@context': 'https://openactive.io/',
    '@type': 'ScheduledSession',
    '@id': `${base}/scheduled-sessions/${ITEM_ID}`,
    identifier: ITEM_ID,
    superEvent: `${base}/session-series/${row.schedule_id}`,
    url:
      row.kind === 'class'
        ? `${timetableUrl}/by-time/class/${encodeURIComponent(row.public_id)}`
        : timetableUrl,
    startDate: dateTime(startsAt),
    endDate: dateTime(endsAt),
    duration: duration(Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000)),
    eventStatus: 'https://schema.org/EventScheduled',
    maximumAttendeeCapacity: row.capacity,
    remainingAttendeeCapacity: Math.max(0, row.capacity - row.booked),
  };
  return { template: JSON.stringify(data), expires_at: endsAt.toISOString() };
}

const handle = await openDatabase(
  target.startsWith('postgres')
    ? { kind: 'postgres', url: target, poolSize: 1 }
    : { kind: 'pglite-file', dataDir: target },
);
const { db } = handle;
try {
  const [operator] = await rowsOf<{ id: number }>(
    db,
    sql`select id from operators where client_id = ${BENCH_OPERATOR}`,
  );
  if (!operator) throw new Error(`no operator ${BENCH_OPERATOR}: was the demo seeded?`);

  // Classes and drop-ins from tomorrow on: none ends (and is retired by the retention sweep,
  // moving it to the end of the feed) while the bench runs.
  const sessions = await rowsOf<SessionRow>(
    db,
    sql`select o.schedule_id, o.public_id, o.kind, o.date::text as date, o.starts_at, o.ends_at,
        o.capacity, o.booked, v.slug as venue_slug, c.slug as category_slug, op.client_id,
        op.bookings_site_url
      from occurrences o
      join venues v on v.id = o.venue_id
      join categories c on c.id = o.category_id
      join operators op on op.id = v.operator_id
      where op.id = ${operator.id} and o.kind <> 'slot' and o.cancelled_at is null
        and o.starts_at > now() + interval '1 day'
      order by o.starts_at, o.id limit ${TEMPLATE_SESSIONS}`,
  );
  if (sessions.length === 0) throw new Error('the demo has no classes from tomorrow on to copy');
  const templates = sessions.map(sessionTemplate);
  const idLength = String(FIRST_BENCH_ITEM_ID + items).length;
  const meanDataBytes =
    templates.reduce((sum, { template }) => sum + Buffer.byteLength(template), 0) /
      templates.length +
    2 * (idLength - ITEM_ID.length);

  // The feed holds the bench's items alone, and the publisher finds nothing to do: what the
  // server published of the demo's sessions at its first start goes, and so do the changes it
  // had still to publish (with nothing stale, its sweep renders nothing).
  await db.execute(sql`delete from openactive_source_changes`);
  await db.execute(sql`delete from openactive_stale_items`);
  await db.execute(
    sql`delete from openactive_feed_items where operator_id = ${operator.id} and feed = ${BENCH_FEED}`,
  );

  const started = performance.now();
  const templatesJson = JSON.stringify(templates.map((template, k) => ({ k, ...template })));
  for (let from = 0; from < items; from += ITEMS_PER_STATEMENT) {
    const to = Math.min(items, from + ITEMS_PER_STATEMENT) - 1;
    // One row of the templates as arrays, joined to every generated row: the series is read in
    // order, so change numbers follow item numbers. 1 in 50 is a tombstone (isBenchTombstone).
    await db.execute(
      sql`insert into openactive_feed_items
          (operator_id, feed, item_id, change_number, kind, state, data, deleted_at, expires_at)
        select ${operator.id}, ${BENCH_FEED}, (${FIRST_BENCH_ITEM_ID}::bigint + g.k)::text,
          nextval('openactive_change_numbers'), 'ScheduledSession',
          case when g.k % 50 = 49 then 'deleted' else 'updated' end,
          case when g.k % 50 <> 49 then replace(t.templates[g.k % ${templates.length} + 1],
            ${ITEM_ID}, (${FIRST_BENCH_ITEM_ID}::bigint + g.k)::text) end,
          case when g.k % 50 = 49 then now() end,
          case when g.k % 50 <> 49 then t.expiries[g.k % ${templates.length} + 1] end
        from (select array_agg(template order by k) as templates,
              array_agg(expires_at order by k) as expiries
            from json_to_recordset(${templatesJson}::json)
              as r(k int, template text, expires_at timestamptz)) t
        cross join generate_series(${from}::int, ${to}::int) as g(k)`,
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(`  filled ${(to + 1).toLocaleString('en-GB')} items (${seconds.toFixed(1)} s)`);
  }
  const seconds = (performance.now() - started) / 1000;

  const [range] = await rowsOf<{ first: number; last: number }>(
    db,
    sql`select min(change_number)::float8 as first, max(change_number)::float8 as last
      from openactive_feed_items where operator_id = ${operator.id} and feed = ${BENCH_FEED}`,
  );
  const result: FillResult = {
    seconds,
    firstChangeNumber: range?.first ?? 0,
    lastChangeNumber: range?.last ?? 0,
    meanDataBytes: Math.round(meanDataBytes),
  };
  process.send?.(result);
} finally {
  await handle.close();
}
