import { sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { emailOutbox, type EmailAttachment } from './email.tables';

export interface OutgoingEmail {
  to: string;
  subject: string;
  /** Every email has both parts: plain text for every client, HTML for most. */
  text: string;
  html: string;
  attachments?: EmailAttachment[];
}

/**
 * The one way Lido sends email: write it to the outbox with the caller's transaction (`db` may
 * be one), so it is sent exactly when the change it reports commits. The sweep delivers it.
 */
export function createEmailOutbox(clock: Clock) {
  return {
    queue: async (db: Database, email: OutgoingEmail): Promise<void> => {
      const now = clock.now();
      await db.insert(emailOutbox).values({
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        attachments: email.attachments ?? [],
        nextAttemptAt: now,
        createdAt: now,
      });
    },
  };
}

/** Emails per insert: each insert takes its rows as one JSON parameter, so a bulk queue is cheap. */
const EMAILS_PER_INSERT = 500;

/**
 * Writes many emails to the outbox with the caller's transaction (an import's invitations), a
 * chunk per statement: like `queue`, they are sent only if that transaction commits.
 */
export async function queueEmails(
  db: Database,
  emails: readonly OutgoingEmail[],
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  for (let start = 0; start < emails.length; start += EMAILS_PER_INSERT) {
    const rows = emails.slice(start, start + EMAILS_PER_INSERT).map((email) => ({
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      attachments: email.attachments ?? [],
    }));
    await db.execute(sql`insert into email_outbox
        ("to", subject, text, html, attachments, next_attempt_at, created_at)
      select v."to", v.subject, v.text, v.html, v.attachments, ${at}::timestamptz, ${at}::timestamptz
      from json_to_recordset(${JSON.stringify(rows)}::json)
        as v("to" text, subject text, text text, html text, attachments jsonb)`);
  }
}
