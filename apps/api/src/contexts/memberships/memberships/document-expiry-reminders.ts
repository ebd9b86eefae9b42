import { escapeHtml } from '@lido/contract';
import { and, asc, eq, gt, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { addCalendarDays, calendarDateIn } from '@lido/calendar-date';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { findCustomerById } from '../../people/accounts';
import type { OutgoingEmail } from '../../people/email';
import { findOperator } from '../../venue-setup/venues';
import { isDocumentInForce } from './membership-documents.repository';
import { spokenDate } from './membership-state';
import { DOCUMENT_EXPIRY_WARNING_DAYS } from './memberships.service';
import { membershipDocuments, membershipPlans, memberships } from './memberships.tables';

export interface DocumentExpiryReminderDeps {
  db: Database;
  clock: Clock;
  queueEmail: (db: Database, email: OutgoingEmail) => Promise<void>;
  /** The booking site, whose My account takes the new copy. */
  siteUrl: string;
}

export interface DocumentExpiryEmailInput {
  to: string;
  firstName: string;
  /** The document's name ("Student card"). */
  documentName: string;
  /** The plan of the membership it is proof for; null for a document recorded at the desk. */
  planName: string | null;
  expiresOn: string;
  operatorName: string;
  /** My account's memberships, where a new copy is uploaded. */
  membershipsUrl: string;
}

/** "Your Student card expires on Sun 15 November 2026": what it is for and where to upload anew. */
export function documentExpiryEmail(input: DocumentExpiryEmailInput): OutgoingEmail {
  const { documentName, operatorName, membershipsUrl } = input;
  const expires = spokenDate(input.expiresOn);
  const expiring = input.planName
    ? `The ${documentName} you gave us for your ${input.planName} membership expires on ${expires}.`
    : `The ${documentName} you gave us expires on ${expires}.`;
  const uploadLine = 'Please upload a new copy before then in My account → Memberships:';
  const text = [
    `Hello ${input.firstName},`,
    '',
    expiring,
    `${uploadLine} ${membershipsUrl}`,
    '',
    operatorName,
  ].join('\n');
  const html = [
    '<!doctype html><html lang="en"><body style="font-family: Arial, sans-serif; color: #1b1446">',
    `<p>Hello ${escapeHtml(input.firstName)},</p>`,
    `<p>${escapeHtml(expiring)}</p>`,
    `<p>${escapeHtml(uploadLine)} <a href="${escapeHtml(membershipsUrl)}">${escapeHtml(membershipsUrl)}</a></p>`,
    `<p>${escapeHtml(operatorName)}</p>`,
    '</body></html>',
  ].join('');
  return { to: input.to, subject: `Your ${documentName} expires on ${expires}`, text, html };
}

/** Documents looked at per query; the sweep goes on while a batch comes back full. */
const BATCH = 100;

/**
 * Uploaded documents still asked for, expiring within the warning days and not yet reminded of:
 * the next batch after the document `afterId`.
 */
function dueReminders(db: Database, today: string, afterId: number) {
  return db
    .select({
      id: membershipDocuments.id,
      customerId: membershipDocuments.customerId,
      name: membershipDocuments.name,
      expiresOn: membershipDocuments.expiresOn,
      planName: membershipPlans.name,
    })
    .from(membershipDocuments)
    .leftJoin(memberships, eq(memberships.id, membershipDocuments.membershipId))
    .leftJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
    .where(
      and(
        gt(membershipDocuments.id, afterId),
        isNotNull(membershipDocuments.uploadedAt),
        gte(membershipDocuments.expiresOn, today),
        lte(membershipDocuments.expiresOn, addCalendarDays(today, DOCUMENT_EXPIRY_WARNING_DAYS)),
        sql`${membershipDocuments.expiryReminderSentFor} is distinct from ${membershipDocuments.expiresOn}`,
        isDocumentInForce(today),
      ),
    )
    .orderBy(asc(membershipDocuments.id))
    .limit(BATCH);
}

/**
 * The sweep (background-sweeps.ts; tests call it through the app): reminds each customer, once
 * per expiry date, that a document they uploaded expires within 30 days. The reminder is claimed
 * by a conditional update in the transaction that queues its email, so API processes sweeping at
 * once send it once; a new copy with a new expiry is reminded of in its turn. Customers without
 * an email address are passed over (and reminded if they add one in time). Returns how many
 * emails were queued.
 */
export async function remindOfExpiringDocuments({
  db,
  clock,
  queueEmail,
  siteUrl,
}: DocumentExpiryReminderDeps): Promise<number> {
  const today = calendarDateIn(clock.now());
  const operatorName = (await findOperator(db))?.name ?? 'Lido';
  const membershipsUrl = `${siteUrl.replace(/\/$/, '')}/my-account/memberships`;
  let sent = 0;
  let afterId = 0;
  for (;;) {
    const due = await dueReminders(db, today, afterId);
    for (const document of due) {
      afterId = document.id;
      const expiresOn = document.expiresOn;
      const customer = await findCustomerById(db, document.customerId);
      if (!expiresOn || !customer?.email) continue;
      const to = customer.email;
      const queued = await db.transaction(async (tx) => {
        const claimed = await tx
          .update(membershipDocuments)
          .set({ expiryReminderSentFor: expiresOn })
          .where(
            and(
              eq(membershipDocuments.id, document.id),
              // A new copy uploaded meanwhile has its own expiry, reminded of in its turn.
              eq(membershipDocuments.expiresOn, expiresOn),
              sql`${membershipDocuments.expiryReminderSentFor} is distinct from ${expiresOn}`,
            ),
          )
          .returning({ id: membershipDocuments.id });
        // Another process reminded of it first.
        if (claimed.length === 0) return false;
        await queueEmail(
          tx,
          documentExpiryEmail({
            to,
            firstName: customer.firstName,
            documentName: document.name,
            planName: document.planName,
            expiresOn,
            operatorName,
            membershipsUrl,
          }),
        );
        return true;
      });
      if (queued) sent += 1;
    }
    if (due.length < BATCH) return sent;
  }
}
