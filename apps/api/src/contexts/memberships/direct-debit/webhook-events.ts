import type { Database } from '../../../platform/db/client';
import { findCustomerById } from '../../people/accounts';
import type { OutgoingEmail } from '../../people/email';
import { findMembership, findPlan, noteDirectDebitInstruction } from '../memberships';
import { findOperator } from '../../venue-setup/venues';
import { collectionFailedEmail } from './collection-failed-email';
import type { Collection, DirectDebitEvent } from './direct-debit-provider';
import {
  claimEvent,
  type CollectionRow,
  findCollection,
  findMandate,
  findMandateByProviderId,
  insertCollection,
  moveCollection,
  moveMandate,
} from './direct-debit.repository';
import type { CollectionStatus, MandateStatus } from './direct-debit.tables';
import type { DirectDebitDeps } from './mandates';

/** What acting on webhooks needs beyond the provider: a failed collection is told by email. */
export interface WebhookDeps extends DirectDebitDeps {
  queueEmail: (db: Database, email: OutgoingEmail) => Promise<void>;
  /** The customer site's address, for the link to My account in the email. */
  siteUrl: string;
}

/**
 * What each mandate event moves the mandate to, and from which states. Events can arrive out of
 * order (GoCardless retries a failed delivery later), so a late `submitted` never undoes `active`.
 */
const mandateMoves: Record<string, { to: MandateStatus; from: readonly MandateStatus[] }> = {
  submitted: { to: 'submitted', from: ['pending_submission'] },
  active: { to: 'active', from: ['pending_submission', 'submitted'] },
  reinstated: { to: 'active', from: ['cancelled', 'expired', 'failed'] },
  failed: { to: 'failed', from: ['pending_submission', 'submitted', 'active'] },
  cancelled: { to: 'cancelled', from: ['pending_submission', 'submitted', 'active'] },
  expired: { to: 'expired', from: ['pending_submission', 'submitted', 'active'] },
};

const liveMandate = new Set<MandateStatus>(['pending_submission', 'submitted', 'active']);

const collectionMoves: Record<string, { to: CollectionStatus; from: readonly CollectionStatus[] }> =
  {
    submitted: { to: 'submitted', from: ['pending_submission'] },
    confirmed: { to: 'confirmed', from: ['pending_submission', 'submitted'] },
    paid_out: { to: 'paid_out', from: ['pending_submission', 'submitted', 'confirmed'] },
    failed: { to: 'failed', from: ['pending_submission', 'submitted', 'confirmed'] },
    cancelled: { to: 'cancelled', from: ['pending_submission', 'submitted'] },
    charged_back: { to: 'charged_back', from: ['confirmed', 'paid_out'] },
    // A failed collection GoCardless tries again (retry_if_possible, or asked to).
    resubmission_requested: { to: 'pending_submission', from: ['failed'] },
  };

async function applyMandateEvent(tx: Database, event: DirectDebitEvent, now: Date) {
  const move = mandateMoves[event.action];
  if (!move || !event.links.mandate) return;
  const mandate = await findMandateByProviderId(tx, event.links.mandate);
  if (!mandate) return;
  const moved = await moveMandate(tx, mandate.id, move.from, {
    status: move.to,
    statusCause: event.cause,
    updatedAt: now,
  });
  if (moved) await noteDirectDebitInstruction(tx, moved.membershipId, liveMandate.has(move.to));
}

async function applyPaymentEvent(
  tx: Database,
  deps: WebhookDeps,
  event: DirectDebitEvent,
  collection: Collection | null,
  now: Date,
) {
  const paymentId = event.links.payment;
  if (!paymentId) return;
  if (collection) {
    const mandate = await findMandateByProviderId(tx, collection.mandateId);
    // A payment of another system sharing the GoCardless account: not Lido's to record.
    if (!mandate) return;
    await insertCollection(tx, {
      mandateId: mandate.id,
      membershipId: mandate.membershipId,
      providerPaymentId: collection.id,
      amountPence: collection.amountPence,
      chargeDate: collection.chargeDate,
      status: 'pending_submission',
      createdAt: now,
      updatedAt: now,
    });
  }
  const move = collectionMoves[event.action];
  if (!move) return;
  const moved = await moveCollection(tx, paymentId, move.from, {
    status: move.to,
    ...(move.to === 'failed' ? { failureCause: event.cause ?? 'failed' } : {}),
    updatedAt: now,
  });
  // Told once: the event that failed it is acted on once, and a late retry finds it failed.
  if (moved?.status === 'failed') await tellPayerOfFailure(tx, deps, moved);
}

/** Emails whoever set up the Direct Debit that a month's collection failed and what to do. */
async function tellPayerOfFailure(tx: Database, deps: WebhookDeps, collection: CollectionRow) {
  const mandate = await findMandate(tx, collection.mandateId);
  const payer = mandate && (await findCustomerById(tx, mandate.customerId));
  // A payer without an email address (set up at the desk) is told there.
  if (!payer?.email) return;
  const membership = await findMembership(tx, collection.membershipId);
  const plan = membership && (await findPlan(tx, membership.planId));
  const operator = await findOperator(tx);
  await deps.queueEmail(
    tx,
    collectionFailedEmail({
      to: payer.email,
      firstName: payer.firstName,
      planName: plan?.name ?? 'your membership',
      operatorName: operator?.name ?? 'Lido',
      amountPence: collection.amountPence,
      currency: operator?.currencyCode ?? 'GBP',
      chargeDate: collection.chargeDate,
      cause: collection.failureCause,
      membershipsUrl: `${deps.siteUrl}/my-account/memberships`,
    }),
  );
}

/**
 * Acts on a webhook's events, each exactly once: the event's id is claimed in the transaction
 * that acts on it, so a retry or a replay of the same event changes nothing. A payment Lido has
 * not seen yet is looked up first (the event names it; GoCardless sends no amounts), outside the
 * transaction, so no row is locked while GoCardless answers.
 */
export async function applyDirectDebitEvents(
  deps: WebhookDeps,
  events: readonly DirectDebitEvent[],
): Promise<void> {
  const { db, clock, provider } = deps;
  for (const event of events) {
    let collection: Collection | null = null;
    if (event.resourceType === 'payments' && event.links.payment) {
      const known = await findCollection(db, event.links.payment);
      if (!known) collection = await provider.findCollection(event.links.payment);
    }
    await db.transaction(async (tx) => {
      const now = clock.now();
      if (!(await claimEvent(tx, event, now))) return;
      if (event.resourceType === 'mandates') await applyMandateEvent(tx, event, now);
      if (event.resourceType === 'payments')
        await applyPaymentEvent(tx, deps, event, collection, now);
    });
  }
}
