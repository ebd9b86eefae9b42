import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The built-in Opayo emulator's own state. It lives in the database so that several API
// processes behind one database emulate one Opayo account, as the real one would be.

export const sandboxOpayoSessionKeys = pgTable('sandbox_opayo_session_keys', {
  merchantSessionKey: text('merchant_session_key').primaryKey(),
  vendorName: text('vendor_name').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Opayo allows a session key three card-identifier attempts. */
  uses: integer('uses').notNull().default(0),
  /**
   * The reusable card identifier whose security code the browser linked with this key
   * (`POST card-identifiers/{id}/security-code`); the next transaction with the key and that
   * card uses the code once and clears it. The code itself is never kept, as Opayo keeps none.
   */
  linkedCardIdentifier: text('linked_card_identifier'),
});

export const sandboxOpayoCards = pgTable('sandbox_opayo_cards', {
  cardIdentifier: text('card_identifier').primaryKey(),
  merchantSessionKey: text('merchant_session_key').notNull(),
  cardType: text('card_type').notNull(),
  lastFourDigits: text('last_four_digits').notNull(),
  expiryDate: text('expiry_date').notNull(),
  /** How the emulator's issuer treats the card: see test-cards.ts. */
  behaviour: text('behaviour').$type<'frictionless' | 'challenge' | 'declined'>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Set once a transaction with `save: true` is authorised: the identifier becomes reusable. */
  reusable: boolean('reusable').notNull().default(false),
});

export const sandboxOpayoTransactions = pgTable('sandbox_opayo_transactions', {
  transactionId: text('transaction_id').primaryKey(),
  vendorTxCode: text('vendor_tx_code').notNull().unique(),
  /** Deferred: authorised but nothing captured until a release instruction (see the instructions). */
  transactionType: text('transaction_type').$type<'Payment' | 'Deferred' | 'Refund'>().notNull(),
  referenceTransactionId: text('reference_transaction_id'),
  cardIdentifier: text('card_identifier'),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<'Ok' | 'NotAuthed' | 'Rejected' | '3DAuth'>().notNull(),
  statusCode: text('status_code').notNull(),
  statusDetail: text('status_detail').notNull(),
  notificationUrl: text('notification_url'),
  threeDSecureStatus: text('three_d_secure_status'),
  saveCard: boolean('save_card').notNull().default(false),
  /** A saved card's CV2 check: `Matched` with a linked security code, else `NotProvided`. */
  securityCodeCheck: text('security_code_check').$type<'Matched' | 'NotProvided'>(),
  retrievalReference: integer('retrieval_reference').notNull(),
  bankAuthorisationCode: text('bank_authorisation_code'),
  request: jsonb('request').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Instructions given on a transaction: `release` (of a Deferred, with the amount captured),
 * `abort` (of a Deferred: nothing is ever captured) and `void` (of a Payment, the same day). Each
 * ends the transaction's life, so one per transaction: the primary key makes "release once" and
 * "never release after an abort" hold however many requests race.
 */
export const sandboxOpayoInstructions = pgTable('sandbox_opayo_instructions', {
  transactionId: text('transaction_id')
    .primaryKey()
    .references(() => sandboxOpayoTransactions.transactionId),
  instructionType: text('instruction_type').$type<'release' | 'abort' | 'void'>().notNull(),
  /** The amount a release captured; null for abort and void. */
  amount: integer('amount'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
