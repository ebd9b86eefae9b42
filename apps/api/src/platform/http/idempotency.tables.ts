import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Responses of mutating requests sent with an `Idempotency-Key`, per caller, so a retried
 * request gets the stored answer instead of acting twice.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The caller: `customer:1001`, `staff:801` or `cart:<uuid>` for anonymous baskets. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** Method, path and a digest of the body: the same key with another request is refused. */
    requestFingerprint: text('request_fingerprint').notNull(),
    state: text('state').$type<'in_progress' | 'completed'>().notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);
