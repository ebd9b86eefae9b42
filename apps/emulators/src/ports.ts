import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * What the emulators need from the server that mounts them: a database holding their tables
 * (src/emulator-migrations) and a clock. Lido's API passes its own (decisions/034); the
 * emulators know nothing else of it.
 */
// Any schema: the emulators use the query builder on their own tables only, never the mounting
// server's relational queries, so its schema's type does not matter to them.
export type Database = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

export interface Clock {
  now(): Date;
}
