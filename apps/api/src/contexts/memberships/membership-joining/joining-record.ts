// A membership being joined online as the joining's steps share it: who may act on it, what the
// member quotes, and how it reads on the wire.
import { directDebitGuarantee, type JoiningMembership } from '@lido/contract';
import { addCalendarDays } from '@lido/calendar-date';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { authorizeAt } from '../../../platform/authorize';
import { UNAUTHORISED_MESSAGE } from '../../people/accounts';
import type { OutgoingEmail } from '../../people/email';
import { type DirectDebitDeps, findMandateOfMembership } from '../direct-debit';
import {
  documentsOfMembership,
  findMembership,
  findPlan,
  MEMBERSHIP_NOT_FOUND_MESSAGE,
  membershipNumber,
} from '../memberships';
import type { CardTender, PaymentProvider } from '../../money/payments';
import { findOperator, findVenueByIdentifier } from '../../venue-setup/venues';
import { findJoining } from './membership-joining.repository';

export interface JoiningDeps {
  db: Database;
  clock: Clock;
  directDebit: DirectDebitDeps;
  /** The card provider (Opayo), for the card form's session key. */
  cardProvider: PaymentProvider;
  cardTender: CardTender;
  /** The outbox, written in the transaction that starts the membership (its welcome email). */
  queueEmail: (db: Database, email: OutgoingEmail) => Promise<void>;
  log?: FastifyBaseLogger;
}

export const NOT_SOLD_ONLINE = 'This membership cannot be joined online at this venue.';
export const ALREADY_A_MEMBER =
  'You already have a membership. You can see it, or cancel it, in My account.';
export const FIRST_PAYMENT_NEEDED = 'Please pay the first payment to start your membership.';

// What the member quotes at the desk, as the memberships module writes it (staff search by it).
export { membershipNumber };

/** Joining online is for the customer themselves; staff join people at the desk. */
export function joinerOf(caller: Caller): number {
  if (caller.kind !== 'customer') {
    throw new DomainError('FORBIDDEN', 'Memberships are joined at the desk for other people.');
  }
  return caller.userId;
}

/**
 * The caller's own joining, or for staff one whose membership is at their venue (its home venue),
 * or any venue of their operator for an operator administrator (`joining-record.read`): it shows
 * the account holder, the bank and the plan, so another venue's desk or another operator's
 * manager is refused (403 "Unauthorised.", as for a customer's details they may not see),
 * whichever venue the customer books at.
 */
export async function joiningOf(deps: JoiningDeps, caller: Caller, membershipId: number) {
  const [membership, joining] = await Promise.all([
    findMembership(deps.db, membershipId),
    findJoining(deps.db, membershipId),
  ]);
  const isOwn = caller.kind === 'customer' && membership?.customerId === caller.userId;
  if (!membership || !joining || !(isOwn || caller.kind === 'staff')) {
    throw new DomainError('NOT_FOUND', MEMBERSHIP_NOT_FOUND_MESSAGE);
  }
  if (caller.kind === 'staff') {
    const venue = membership.homeVenueId
      ? await findVenueByIdentifier(deps.db, String(membership.homeVenueId))
      : undefined;
    if (!venue) throw new DomainError('FORBIDDEN', UNAUTHORISED_MESSAGE);
    authorizeAt(caller, 'joining-record.read', venue);
  }
  return { membership, joining };
}

/**
 * The first Direct Debit collection, as the membership records it (written with the joining, in
 * its transaction; the day after what the first payment covers, which is what it was worked out
 * from, for a row from before the membership recorded it).
 */
export function firstCollectionOf(
  membership: { firstCollectionOn: string | null },
  joining: { coversTo: string },
): string {
  return membership.firstCollectionOn ?? addCalendarDays(joining.coversTo, 1);
}

export async function viewJoining(
  deps: JoiningDeps,
  caller: Caller,
  membershipId: number,
): Promise<JoiningMembership> {
  const { db } = deps;
  const { membership, joining } = await joiningOf(deps, caller, membershipId);
  const [operator, mandate, plan, venue, documents] = await Promise.all([
    findOperator(db),
    findMandateOfMembership(db, membershipId),
    findPlan(db, membership.planId),
    membership.homeVenueId
      ? findVenueByIdentifier(db, String(membership.homeVenueId))
      : Promise.resolve(undefined),
    documentsOfMembership(db, membership, deps.clock.now()),
  ]);
  return {
    membership_id: membership.id,
    membership_number: membershipNumber(membership.id),
    status: membership.status,
    plan: { id: membership.planId, name: plan?.name ?? '' },
    venue: { id: venue?.id ?? 0, name: venue?.name ?? '' },
    starts_on: membership.startsOn,
    monthly_price: joining.monthlyPricePence,
    first_collection_date: firstCollectionOf(membership, joining),
    first_payment: {
      joining_fee: joining.joiningFeePence,
      pro_rata: joining.proRataPence,
      total: joining.totalPence,
      covers_to: joining.coversTo,
      is_paid: joining.paidAt !== null,
    },
    direct_debit: {
      account_holder_name: mandate?.accountHolderName ?? '',
      account_number_ending: mandate?.accountNumberEnding ?? '',
      bank_name: mandate?.bankName ?? null,
      status: mandate?.status ?? 'pending_submission',
    },
    proof_document: plan?.proofDocument ?? null,
    documents,
    currency: operator?.currencyCode ?? 'GBP',
    guarantee: directDebitGuarantee(operator?.name ?? 'Lido'),
  };
}
