import type {
  authoriseArrearsPayment,
  MembershipDirectDebit,
  RouteBody,
  RouteResponse,
} from '@lido/contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { Caller } from '../../http/auth-guard';
import { findCustomerById, resolveActingCustomer } from '../accounts';
import {
  authorisationOf,
  CARD_DECLINED,
  cardRequestOf,
  openAttemptForMembership,
  prepareCardPayment,
  type RequestOrigin,
} from '../checkout';
import { findMembership } from '../memberships';
import {
  type CardTender,
  chooseCard,
  findCardTransaction,
  moveCardTransaction,
  type PaymentProvider,
  recordPayment,
} from '../payments';
import { findOperator } from '../venues';
import { listCollections, settleFailedCollections } from './direct-debit.repository';
import { arrearsPence, membershipDirectDebit } from './membership-direct-debit';

export interface ArrearsDeps {
  db: Database;
  clock: Clock;
  cardProvider: PaymentProvider;
  cardTender: CardTender;
}

type PaymentBody = NonNullable<RouteBody<typeof authoriseArrearsPayment>>;
type Authorisation = RouteResponse<typeof authoriseArrearsPayment>;

export const ARREARS_CHANGED =
  'What you owe has changed since you started paying. Please check it and try again.';

/** The member (or their family lead) paying a membership's failed collections by card. */
async function arrearsOf(
  db: Database,
  caller: Caller,
  membershipId: number,
  selectedUserId: number | null | undefined,
) {
  if (caller.kind !== 'customer') {
    throw new DomainError('FORBIDDEN', 'Payments for other people are taken at the desk.');
  }
  const acting = await resolveActingCustomer(db, caller, selectedUserId);
  const membership = await findMembership(db, membershipId);
  if (!membership || membership.customerId !== acting.customerId) {
    throw new DomainError('NOT_FOUND', 'The membership could not be found.');
  }
  const owed = arrearsPence(await listCollections(db, membershipId));
  if (owed === 0) throw new DomainError('NOTHING_TO_PAY', 'Nothing is owed on this membership.');
  return { payerId: caller.userId, owed };
}

export async function prepareArrears(
  deps: ArrearsDeps,
  caller: Caller,
  membershipId: number,
  selectedUserId?: number | null,
) {
  const { payerId, owed } = await arrearsOf(deps.db, caller, membershipId, selectedUserId);
  return prepareCardPayment(
    { db: deps.db, provider: deps.cardProvider },
    { payerId, amountPence: owed, itemHash: `arrears-${membershipId}-${owed}` },
  );
}

/** Authorises the arrears by card (the card tender records the attempt first). */
export async function authoriseArrears(
  deps: ArrearsDeps,
  caller: Caller,
  membershipId: number,
  body: PaymentBody,
  origin: RequestOrigin,
  selectedUserId?: number | null,
): Promise<Authorisation> {
  const { db } = deps;
  const { payerId, owed } = await arrearsOf(db, caller, membershipId, selectedUserId);
  const open = await openAttemptForMembership(deps, membershipId, owed);
  if (open) return authorisationOf(open, origin);
  const { cardIdentifier, isSavedCard } = await chooseCard(db, payerId, {
    cardIdentifier: body.card_identifier,
    savedCardId: body.saved_card_id,
  });
  const [payer, operator] = await Promise.all([findCustomerById(db, payerId), findOperator(db)]);
  const attempt = await deps.cardTender.reserve({
    customerId: payerId,
    cartId: null,
    membershipId,
    itemHash: `arrears-${membershipId}-${owed}`,
    amountPence: owed,
    currency: operator?.currencyCode ?? 'GBP',
    description: 'Membership: missed Direct Debit payments',
    cardIdentifier,
    saveCard: Boolean(body.save_card) && !isSavedCard,
    isSavedCard,
    ...cardRequestOf(body, payer, origin),
  });
  if (attempt.status === 'declined') throw new DomainError('PAYMENT_DECLINED', CARD_DECLINED);
  return authorisationOf(attempt, origin);
}

/**
 * Takes the authorised payment: in one transaction the failed collections are settled, the
 * attempt completed and the payment recorded; then the card is released (or by the sweep). If
 * what is owed changed meanwhile, the authorisation is given back and nothing is settled.
 */
export async function completeArrears(
  deps: ArrearsDeps,
  caller: Caller,
  membershipId: number,
  transactionUuid: string,
  selectedUserId?: number | null,
): Promise<MembershipDirectDebit> {
  const { db, clock } = deps;
  const attempt = await findCardTransaction(db, transactionUuid);
  const isOwn =
    caller.kind === 'customer' &&
    attempt?.customerId === caller.userId &&
    attempt.membershipId === membershipId;
  if (isOwn && (attempt.status === 'completed' || attempt.status === 'released')) {
    return membershipDirectDebit(db, caller, membershipId, selectedUserId);
  }
  if (!isOwn || attempt.status !== 'authorised') {
    throw new DomainError('PAYMENT_REQUIRED', 'Please pay what is owed first.');
  }
  const completed = await db.transaction(async (tx) => {
    const now = clock.now();
    if (!(await settleFailedCollections(tx, membershipId, attempt.amountPence, now))) return null;
    const moved = await moveCardTransaction(tx, attempt.id, ['authorised'], 'completed', {
      updatedAt: now,
    });
    if (!moved) throw new DomainError('PAYMENT_REQUIRED', 'Please pay what is owed first.');
    await recordPayment(tx, {
      customerId: attempt.customerId,
      orderId: null,
      amountPence: attempt.amountPence,
      tenderType: 'card',
      status: 'pending',
      reference: attempt.providerTransactionId ?? attempt.reference,
      description: 'Membership: missed Direct Debit payments',
      createdAt: now,
    });
    return moved;
  });
  if (!completed) {
    await deps.cardTender.undo(attempt);
    throw new DomainError('PAYMENT_REQUIRED', ARREARS_CHANGED);
  }
  await deps.cardTender.confirm(completed).catch(() => false);
  return membershipDirectDebit(db, caller, membershipId, selectedUserId);
}
