import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';

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
 * cache's short time-to-live bounds how long an edit to them can take to show.
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

function prepareDayVersion(db: Database) {
  return db
    .select({
      version: sql<string | null>`${dayVersion(
        sql`${sql.placeholder('venueId')}::int`,
        sql`${sql.placeholder('categoryId')}::text`,
        sql`${sql.placeholder('date')}::date`,
      )}`,
    })
    .from(sql`(values (1)) as one`)
    .prepare('lido_day_version');
}

// Prepared once per database: PostgreSQL plans a named statement once per connection, and the
// check runs on nearly every anonymous availability read (planning costs more than executing).
const dayVersionStatements = new WeakMap<Database, ReturnType<typeof prepareDayVersion>>();

/** The current version of a day (see `dayVersion`): one cheap indexed query. */
export async function findDayVersion(db: Database, ref: DayRef): Promise<string | undefined> {
  let statement = dayVersionStatements.get(db);
  if (!statement) {
    statement = prepareDayVersion(db);
    dayVersionStatements.set(db, statement);
  }
  const [row] = await statement.execute({ ...ref });
  return row?.version ?? undefined;
}
