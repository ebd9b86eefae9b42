import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** Base64-encoded content. */
  content: string;
}

export const emailStatuses = ['pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof emailStatuses)[number];

/**
 * Every email Lido sends, written in the same transaction as the change it reports and
 * delivered afterwards by the outbox sweep, so a mail is never lost nor sent for a rolled-back change.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default([]),
    status: text('status').$type<EmailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Not retried before this instant (backs off after a failure). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** A sweep that claimed the row owns it until then; after it, another sweep may retry. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('email_outbox_pending_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    check('email_outbox_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
);
