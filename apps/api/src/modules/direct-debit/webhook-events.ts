import type { Database } from '../../db/client';
import { noteDirectDebitInstruction } from '../memberships';
import type { Collection, DirectDebitEvent } from './direct-debit-provider';
import {
  claimEvent,
  findCollection,
  findMandateByProviderId,
  insertCollection,
  moveCollection,
  moveMandate,
} from './direct-debit.repository';
import type { CollectionStatus, MandateStatus } from './direct-debit.tables';
import type { DirectDebitDeps } from './mandates';

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
  await moveCollection(tx, paymentId, move.from, {
    status: move.to,
    ...(move.to === 'failed' ? { failureCause: event.cause ?? 'failed' } : {}),
    updatedAt: now,
  });
}

/**
 * Acts on a webhook's events, each exactly once: the event's id is claimed in the transaction
 * that acts on it, so a retry or a replay of the same event changes nothing. A payment Lido has
 * not seen yet is looked up first (the event names it; GoCardless sends no amounts), outside the
 * transaction, so no row is locked while GoCardless answers.
 */
export async function applyDirectDebitEvents(
  { db, clock, provider }: DirectDebitDeps,
  events: readonly DirectDebitEvent[],
): Promise<void> {
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
      if (event.resourceType === 'payments') await applyPaymentEvent(tx, event, collection, now);
    });
  }
}
