import { and, asc, eq, inArray, isNull, lte, lt, or, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { emailOutbox, type EmailAttachment } from './email.tables';

export interface DeliverableEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: EmailAttachment[];
}

/** Hands one email to the mail server; throws when it is refused. */
export type DeliverEmail = (email: DeliverableEmail) => Promise<void>;

export const MAX_DELIVERY_ATTEMPTS = 5;
/** How long a sweep owns the rows it claimed before another may retry them. */
const CLAIM_MS = 5 * 60 * 1000;
const BATCH_SIZE = 20;

/** Delivers through a nodemailer transport (SMTP in production, a stream transport in tests). */
export function createTransportDelivery(transport: Transporter, from: string): DeliverEmail {
  return async (email) => {
    await transport.sendMail({
      from,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      attachments: email.attachments.map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: Buffer.from(attachment.content, 'base64'),
      })),
    });
  };
}

export function createSmtpDelivery(smtpUrl: string, from: string): DeliverEmail {
  return createTransportDelivery(nodemailer.createTransport(smtpUrl), from);
}

/**
 * One sweep of the outbox: claims due emails with FOR UPDATE SKIP LOCKED (so several API
 * processes never take the same row), delivers them outside any transaction, then records the
 * outcome. Failures back off exponentially and give up after MAX_DELIVERY_ATTEMPTS.
 */
export async function deliverDueEmails(
  db: Database,
  clock: Clock,
  deliver: DeliverEmail,
): Promise<{ sent: number; failed: number }> {
  const now = clock.now();
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'pending'),
        lte(emailOutbox.nextAttemptAt, now),
        or(isNull(emailOutbox.claimedUntil), lt(emailOutbox.claimedUntil, now)),
      ),
    )
    .orderBy(asc(emailOutbox.id))
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(emailOutbox)
    .set({
      claimedUntil: new Date(now.getTime() + CLAIM_MS),
      attempts: sql`${emailOutbox.attempts} + 1`,
    })
    .where(inArray(emailOutbox.id, due))
    .returning();

  let sent = 0;
  let failed = 0;
  for (const email of claimed.sort((a, b) => a.id - b.id)) {
    try {
      await deliver(email);
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: clock.now(), claimedUntil: null, lastError: null })
        .where(eq(emailOutbox.id, email.id));
      sent += 1;
    } catch (error) {
      const isFinal = email.attempts >= MAX_DELIVERY_ATTEMPTS;
      const backoffMs = 60_000 * 2 ** (email.attempts - 1);
      await db
        .update(emailOutbox)
        .set({
          status: isFinal ? 'failed' : 'pending',
          claimedUntil: null,
          lastError: error instanceof Error ? error.message.slice(0, 1000) : String(error),
          nextAttemptAt: new Date(clock.now().getTime() + backoffMs),
        })
        .where(eq(emailOutbox.id, email.id));
      failed += 1;
    }
  }
  return { sent, failed };
}
