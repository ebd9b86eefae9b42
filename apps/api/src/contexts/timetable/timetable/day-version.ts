import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';

/** The rows an activity's day of availability is built from: what its freshness check reads. */
export interface DayRef {
  venueId: number;
  categoryId: string;
  date: string;
}

const xminSums = (alias: string) =>
  sql.raw(
    `count(*) || '.' || coalesce(sum(${alias}.xmin::text::bigint), 0) || '.' || ` +
      `coalesce(sum(hashint8(${alias}.xmin::text::bigint)), 0)`,
  );

/**
 * A version of everything an availability day is built from: the venue and operator, the
 * activity and its parent, its pricing options, and the day's occurrences with their locations.
 * Every INSERT, UPDATE or DELETE of one of those rows changes it, because each row version carries
 * the id of the transaction that wrote it (xmin): the count catches deletions, the sum of xmins and
 * the sum of their hashes catch updates (two writes cancelling out in both sums at once would take
 * a coincidence of hash values). Instructors, tags and the schedule links are not covered; the
 * cache's short time-to-live bounds how long an edit to them can take to show. The same rows'
 * triggers notify the availability caches of a change (migration 0046): keep the two in step.
 */
export function dayVersion(venueId: SQL, categoryId: SQL, date: SQL): SQL {
  return sql`concat_ws('/',
    (select fv.xmin::text || '.' || fop.xmin::text
      from venues fv join operators fop on fop.id = fv.operator_id where fv.id = ${venueId}),
    (select fc.xmin::text || '.' || coalesce(fparent.xmin::text, '-')
      from categories fc left join categories fparent on fparent.id = fc.parent_id
      where fc.id = ${categoryId}),
    (select ${xminSums('fpo')} from pricing_options fpo where fpo.category_id = ${categoryId}),
    (select ${xminSums('fo')} || '.' || coalesce(sum(fl.xmin::text::bigint), 0)
      from occurrences fo left join locations fl on fl.id = fo.location_id
      where fo.category_id = ${categoryId} and fo.date = ${date}))`;
}

/**
 * The current version of a day (see `dayVersion`): one cheap indexed query, which the availability
 * cache sends only while it cannot hear the database's notifications (availability-cache.ts). An
 * unnamed statement, planned each time: it is rare now, and a statement prepared by name would
 * need PgBouncer 1.21 or later in transaction mode.
 */
export async function findDayVersion(db: Database, ref: DayRef): Promise<string | undefined> {
  const [row] = await rowsOf<{ version: string | null }>(
    db,
    sql`select ${dayVersion(
      sql`${ref.venueId}::int`,
      sql`${ref.categoryId}::text`,
      sql`${ref.date}::date`,
    )} as version`,
  );
  return row?.version ?? undefined;
}
