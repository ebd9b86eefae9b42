import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { operators } from '../../venue-setup/venues/venues.tables';

/**
 * The operator's own ids of what an import wrote, and Lido's ids of those rows: what makes an
 * import idempotent (the same id again is the same row) and lets a later file refer to a venue
 * or an activity by the operator's id. `row_hash` is the row as last imported, so an unchanged
 * row is recognised without writing it.
 */
export const importKeys = pgTable(
  'import_keys',
  {
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    kind: text('kind').notNull(),
    externalId: text('external_id').notNull(),
    /** Lido's id of the row (a number or a UUID as text; a schedule's is a JSON list). */
    internalId: text('internal_id').notNull(),
    rowHash: text('row_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.operatorId, table.kind, table.externalId] })],
);

/**
 * Each import that wrote: who ran it (a manager by the console, or the command line), from which
 * files, and what it created and updated per kind. Dry runs and refused imports write nothing.
 */
export const importRuns = pgTable(
  'import_runs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    /** Null for the command line. */
    staffUserId: integer('staff_user_id'),
    files: jsonb('files').$type<string[]>().notNull(),
    counts: jsonb('counts')
      .$type<Array<{ kind: string; created: number; updated: number; unchanged: number }>>()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('import_runs_operator_idx').on(table.operatorId, table.createdAt)],
);
