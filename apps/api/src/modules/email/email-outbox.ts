import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
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
