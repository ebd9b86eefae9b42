import type { authoriseCheckout, RouteResponse } from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import { findCustomerById } from '../../people/accounts';
import { chooseCard } from './card-choice';
import {
  type CardTransactionRow,
  findLiveTransactionForMembership,
  moveCardTransaction,
  recordPayment,
} from './card-payments.repository';
import { type CardTender, PAYING_ALREADY } from './card-tender';
import { type CardPaymentBody, cardRequestOf } from './card-request';
import { authorisationOf, CARD_DECLINED, currencyOf, type RequestOrigin } from './card-answers';

// A membership's card payments (its first payment, its arrears) are card payments as the
// checkout takes them, without a basket, and one live attempt at a time: reserved by the card
// tender before Opayo is called, answered on the checkout's 3-D Secure pages, and completed in
// the transaction that writes what they pay for.

type Authorisation = RouteResponse<typeof authoriseCheckout>;

/**
 * The membership's open card attempt for this amount, to answer again (Pay pressed twice, or a
 * challenge still open); an attempt for another amount is given up first. Null when a new
 * attempt may be made.
 */
async function openAttemptForMembership(
  { db, cardTender }: { db: Database; cardTender: CardTender },
  membershipId: number,
  amountPence: number,
): Promise<CardTransactionRow | null> {
  const earlier = await findLiveTransactionForMembership(db, membershipId);
  if (!earlier) return null;
  if (earlier.amountPence === amountPence) {
    if (earlier.status === 'pending') throw new DomainError('PAYMENT_IN_PROGRESS', PAYING_ALREADY);
    return earlier;
  }
  if (!(await cardTender.undo(earlier))) {
    throw new DomainError('PAYMENT_IN_PROGRESS', PAYING_ALREADY);
  }
  return null;
}

/** Authorises a card payment for a membership, or answers the one already open for it. */
export async function authoriseMembershipCardPayment(
  deps: { db: Database; cardTender: CardTender },
  payment: {
    payerId: number;
    membershipId: number;
    amountPence: number;
    itemHash: string;
    description: string;
    body: CardPaymentBody;
    origin: RequestOrigin;
  },
): Promise<Authorisation> {
  const { db, cardTender } = deps;
  const { payerId, membershipId, amountPence, body, origin } = payment;
  const open = await openAttemptForMembership(deps, membershipId, amountPence);
  if (open) return authorisationOf(open, origin);
  const { cardIdentifier, isSavedCard } = await chooseCard(db, payerId, {
    cardIdentifier: body.card_identifier,
    savedCardId: body.saved_card_id,
  });
  const [payer, currency] = await Promise.all([findCustomerById(db, payerId), currencyOf(db)]);
  const attempt = await cardTender.reserve({
    customerId: payerId,
    cartId: null,
    membershipId,
    itemHash: payment.itemHash,
    amountPence,
    currency,
    description: payment.description,
    cardIdentifier,
    saveCard: Boolean(body.save_card) && !isSavedCard,
    isSavedCard,
    ...cardRequestOf(body, payer, origin),
  });
  if (attempt.status === 'declined') throw new DomainError('PAYMENT_DECLINED', CARD_DECLINED);
  return authorisationOf(attempt, origin);
}

/**
 * In the transaction that writes what it pays for: the authorised attempt completed and its
 * payment recorded, taken once the card tender's confirm releases it (or the reconciliation
 * sweep does). Refused when another request completed or gave up the attempt first.
 */
export async function completeMembershipCardPayment(
  tx: Database,
  attempt: CardTransactionRow,
  {
    description,
    refusal,
    now,
  }: {
    description: string;
    /** Why, when the attempt is no longer there to complete. */ refusal: string;
    now: Date;
  },
): Promise<CardTransactionRow> {
  const moved = await moveCardTransaction(tx, attempt.id, ['authorised'], 'completed', {
    updatedAt: now,
  });
  if (!moved) throw new DomainError('PAYMENT_REQUIRED', refusal);
  await recordPayment(tx, {
    customerId: attempt.customerId,
    orderId: null,
    amountPence: attempt.amountPence,
    tenderType: 'card',
    status: 'pending',
    reference: attempt.providerTransactionId ?? attempt.reference,
    description,
    createdAt: now,
  });
  return moved;
}
