import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// The built-in GoCardless emulator's own state. It lives in the database so that several API
// processes behind one database emulate one GoCardless account, as the real one would be.

/** The GoCardless resources the emulator serves, by their plural name in the API. */
export type SandboxResourceKind =
  'customers' | 'customer_bank_accounts' | 'mandates' | 'subscriptions' | 'payments';

/** What the emulated bank does with an account's mandate and payments: see test-bank-accounts.ts. */
export type BankBehaviour = 'succeeds' | 'mandate_fails' | 'payments_fail';

/** A JSON object as stored in a jsonb column. */
export type JsonObject = { [key: string]: unknown };

/**
 * Every resource, as the body GoCardless answers with (`body`), so what was created is what is
 * read back. Bank accounts keep what the emulated bank will do with them (`behaviour`, copied
 * onto their mandates and payments), never the account number.
 */
export const sandboxGoCardlessResources = pgTable(
  'sandbox_gocardless_resources',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<SandboxResourceKind>().notNull(),
    body: jsonb('body').$type<JsonObject>().notNull(),
    behaviour: text('behaviour').$type<BankBehaviour>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sandbox_gocardless_resources_kind_idx').on(table.kind)],
);

/**
 * `Idempotency-Key` of each create, per kind of resource: the primary key makes a retried
 * create, however many race, find the resource the first one made.
 */
export const sandboxGoCardlessIdempotencyKeys = pgTable(
  'sandbox_gocardless_idempotency_keys',
  {
    kind: text('kind').$type<SandboxResourceKind>().notNull(),
    key: text('key').notNull(),
    resourceId: text('resource_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.key] })],
);

/**
 * Events as GoCardless records them, in the order they happened (`position`: many share one
 * instant under a test clock), until a webhook carrying them is answered with a 2xx
 * (`delivered_at`). A process sending a batch claims it until `claimed_until`, so two
 * processes advancing at once do not both send it.
 */
export const sandboxGoCardlessEvents = pgTable(
  'sandbox_gocardless_events',
  {
    position: bigint('position', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    id: text('id').notNull().unique(),
    resourceType: text('resource_type')
      .$type<'mandates' | 'payments' | 'subscriptions'>()
      .notNull(),
    action: text('action').notNull(),
    links: jsonb('links').$type<Record<string, string>>().notNull(),
    details: jsonb('details').$type<JsonObject>().notNull(),
    /** What the request that caused it said (a cancellation's metadata); usually empty. */
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    /** The resource's own metadata, which GoCardless repeats on each of its events. */
    resourceMetadata: jsonb('resource_metadata').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (table) => [index('sandbox_gocardless_events_delivered_at_idx').on(table.deliveredAt)],
);

/**
 * The secret the emulated account signs its webhooks with, one row, drawn at random the first time
 * a demo asks for it. GoCardless gives each account's webhook endpoint a secret of its own; so
 * does the emulator for each database, since the webhook address of a demo is public and a
 * secret written in Lido's source would let anyone send it events.
 */
export const sandboxGoCardlessWebhookSecret = pgTable(
  'sandbox_gocardless_webhook_secret',
  {
    id: smallint('id').primaryKey().default(1),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('sandbox_gocardless_webhook_secret_one_row', sql`${table.id} = 1`)],
);
