import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { rowsOf } from '../platform/db/raw-rows';

/**
 * How many rows each table has had written, cheaply enough to read between requests. A row
 * trigger on every table (installed by `countWrites`, in a test's own database only) adds one to
 * the table's counter for each row inserted, updated or deleted, and a statement trigger for a
 * truncate. The counter moves in the writer's transaction, so a committed write changes the
 * snapshot, even one that writes back the same values, and a rolled-back one leaves no trace, as
 * it should. A snapshot is then one read of a small table.
 *
 * Before the counters, a snapshot was a count and `max(xmin)` of every table: about 20 ms on the
 * seeded test database (73 tables, 37,000 occurrences) on PGlite and on PostgreSQL, taken tens of
 * thousands of times by the hostile-input sweeps.
 */
export type DatabaseSnapshot = ReadonlyMap<string, string>;

const COUNTERS = 'test_table_writes';

/** Every table of the public schema, by name (the write counters' own table left out). */
async function listTables(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables
        where schemaname = 'public' and tablename <> ${COUNTERS} order by tablename`,
  );
  return rows.map((row) => row.name);
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Starts counting the writes to every table; a table counted already is left as it is. */
export async function countWrites(db: Database): Promise<void> {
  const tables = await listTables(db);
  await db.execute(
    sql.raw(
      `create table if not exists ${COUNTERS} (table_name text primary key, writes bigint not null)`,
    ),
  );
  await db.execute(
    sql.raw(`create or replace function test_count_write() returns trigger language plpgsql as $$
      begin
        insert into ${COUNTERS} as counter (table_name, writes) values (tg_table_name, 1)
          on conflict (table_name) do update set writes = counter.writes + 1;
        return null;
      end $$`),
  );
  const counted = new Set(
    (
      await rowsOf<{ name: string }>(
        db,
        sql`select event_object_table as name from information_schema.triggers
            where trigger_name = 'test_count_row_writes'`,
      )
    ).map((row) => row.name),
  );
  // One statement a call: PGlite runs a single statement per query.
  const statements = tables
    .filter((table) => !counted.has(table))
    .flatMap((table) => [
      `create trigger test_count_row_writes after insert or update or delete on ${quoted(table)}
         for each row execute function test_count_write()`,
      `create trigger test_count_truncates after truncate on ${quoted(table)}
         for each statement execute function test_count_write()`,
    ]);
  for (const statement of statements) await db.execute(sql.raw(statement));
}

/** The write counters of every table counted (`countWrites`); a table not yet written reads 0. */
export async function snapshotDatabase(db: Database): Promise<DatabaseSnapshot> {
  const rows = await rowsOf<{ name: string; writes: string }>(
    db,
    sql.raw(`select table_name as name, writes::text as writes from ${COUNTERS}`),
  );
  return new Map(rows.map((row) => [row.name, row.writes]));
}

/** The tables whose rows differ between two snapshots, leaving out those listed in `allowed`. */
export function changedTables(
  before: DatabaseSnapshot,
  after: DatabaseSnapshot,
  allowed: ReadonlySet<string> = new Set(),
): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter(
    (table) => !allowed.has(table) && (before.get(table) ?? '0') !== (after.get(table) ?? '0'),
  );
}
