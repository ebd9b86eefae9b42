import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { invitationEmail, setPasswordUrl } from './account-emails';
import type { OutgoingEmail } from './account-ports';
import { createSecretToken } from './secret-tokens';
import { requireOperator } from './user-view';

// Invitations of imported customers to set a password. The import's transaction records only
// that a customer is due one (`pending_customer_invitations`); once it commits, the invitations
// are made here in batches, each batch its own transaction: a dry run or a refused import leaves
// no record, so invites no one, and a sent invitation's record is deleted with it, so no one is
// invited twice.

/** An invitation outlives a reset link: people read a welcome email days after it is sent. */
export const INVITATION_LIFETIME_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Invitations per transaction: their tokens, emails (~1.2 KB each) and records go together. */
const BATCH = 1000;

/** Writes emails to the outbox with `db`, so they are sent only if its transaction commits. */
export type QueueEmails = (db: Database, emails: readonly OutgoingEmail[]) => Promise<void>;

const asJson = (value: unknown) => sql`${JSON.stringify(value)}::json`;

/** Records, inside the import's transaction, that these new customers are due an invitation. */
export async function recordInvitationsDue(
  tx: Database,
  customerIds: readonly number[],
  now: Date,
): Promise<void> {
  for (let start = 0; start < customerIds.length; start += BATCH) {
    const chunk = customerIds.slice(start, start + BATCH);
    await tx.execute(sql`insert into pending_customer_invitations (customer_id, created_at)
      select id::integer, ${now.toISOString()}::timestamptz
      from json_array_elements_text(${asJson(chunk)}) as v(id)
      on conflict do nothing`);
  }
}

/**
 * Sends every invitation due: per customer a single-use link to the reset page (only its hash
 * stored, like a reset link) and the welcome email carrying it, a batch per transaction. A
 * customer whose account was closed, who no longer has an email or who has set a password since
 * is dropped without one. Answers how many were queued.
 */
export async function sendDueInvitations(
  db: Database,
  options: { now: Date; queueEmails: QueueEmails },
): Promise<number> {
  const { now } = options;
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_DAYS * DAY_MS);
  let sent = 0;
  for (;;) {
    const queued = await db.transaction(async (tx) => {
      const due = await rowsOf<{
        id: number;
        email: string | null;
        first_name: string;
        open: boolean;
      }>(
        tx,
        sql`select c.id, c.email, c.first_name,
            (c.email is not null and c.erased_at is null and c.password_hash is null) as open
          from pending_customer_invitations p
          join customers c on c.id = p.customer_id
          order by p.customer_id
          limit ${BATCH}
          for update of p skip locked`,
      );
      if (due.length === 0) return null;
      await tx.execute(sql`delete from pending_customer_invitations
        where customer_id = any(array(select json_array_elements_text(${asJson(due.map((row) => Number(row.id)))})::integer))`);
      const open = due.filter((row) => row.open);
      if (open.length === 0) return 0;
      const operator = await requireOperator(tx);
      const tokens = open.map(() => createSecretToken());
      const hashes = open.map((row, index) => ({
        customer_id: Number(row.id),
        token_hash: tokens[index]!.hash,
      }));
      await tx.execute(sql`insert into password_reset_tokens (customer_id, token_hash, created_at, expires_at)
        select v.customer_id, v.token_hash, ${now.toISOString()}::timestamptz, ${expiresAt.toISOString()}::timestamptz
        from json_to_recordset(${asJson(hashes)}) as v(customer_id integer, token_hash text)`);
      await options.queueEmails(
        tx,
        open.map((row, index) =>
          invitationEmail({
            to: row.email!,
            firstName: row.first_name,
            operatorName: operator.name,
            setPasswordUrl: setPasswordUrl(operator.bookingsSiteUrl, tokens[index]!.token),
            validForDays: INVITATION_LIFETIME_DAYS,
          }),
        ),
      );
      return open.length;
    });
    if (queued === null) return sent;
    sent += queued;
  }
}
