import type { authoriseCheckout, prepareCheckout, RouteResponse } from '@lido/contract';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import {
  type CardTransactionRow,
  findCardTransaction,
  prepareCardPayment,
  authorisationOf,
  wireStatus,
  type RequestOrigin,
} from '../../money/payments';
import { amountsOf, basketOf, findPayersCart, payerOf, type CheckoutDeps } from './checkout-basket';
import { assertVisitorMayBook, requireVisitorOf } from './checkout-visitor';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Preparation = RouteResponse<typeof prepareCheckout>;
type Authorisation = RouteResponse<typeof authoriseCheckout>;

/**
 * Customer ids start at 1: no saved card belongs to this one. A visitor paying without an
 * account has no saved cards (a guest's card is never saved).
 */
const VISITOR_HAS_NO_SAVED_CARDS = 0;

/**
 * A session key for the browser's card form, the amount due and any saved card. A visitor's
 * basket is checked first (places bookable without an account, who is booking said), so the
 * card form never opens for a basket that could not be paid for.
 */
export async function prepare(
  deps: CheckoutDeps,
  caller: Caller | null,
  cartUuid: string | null,
): Promise<Preparation> {
  const payer = payerOf(caller, cartUuid);
  const { cart, lines } = await basketOf(deps.db, payer, deps.clock.now());
  if (payer.kind === 'visitor') {
    await assertVisitorMayBook(deps.db, lines);
    await requireVisitorOf(deps.db, cart.id);
  }
  const customerId = payer.kind === 'customer' ? payer.customerId : null;
  // The card pays what the applied credit leaves.
  const { cardPence, itemHash } = await amountsOf(deps.db, customerId, cart, lines);
  return prepareCardPayment(deps, {
    payerId: customerId ?? VISITOR_HAS_NO_SAVED_CARDS,
    amountPence: cardPence,
    itemHash,
  });
}

/** The payer's own card payment (a visitor's: their basket's), as a challenge's checkout polls it. */
export async function transactionStatus(
  deps: CheckoutDeps,
  caller: Caller | null,
  cartUuid: string | null,
  transactionUuid: string,
  origin: RequestOrigin,
): Promise<Authorisation> {
  const payer = payerOf(caller, cartUuid);
  const transaction = await findCardTransaction(deps.db, transactionUuid);
  const cart = payer.kind === 'visitor' ? await findPayersCart(deps.db, payer) : undefined;
  const isPayers =
    transaction &&
    (payer.kind === 'customer'
      ? transaction.customerId === payer.customerId
      : cart !== undefined && transaction.cartId === cart.id);
  if (!transaction || !isPayers) {
    throw new DomainError('NOT_FOUND', 'Unable to complete request, item not found.');
  }
  return authorisationOf(transaction, origin);
}

/** The transaction a challenge page is for, while its challenge is open. */
export async function openChallenge(
  deps: CheckoutDeps,
  transactionUuid: string,
): Promise<CardTransactionRow | null> {
  const transaction = await findCardTransaction(deps.db, transactionUuid);
  return transaction?.status === 'challenge' ? transaction : null;
}

/**
 * The issuer's answer to a challenge (posted to our notificationURL): finish the authorisation
 * with the provider. Answering again for a finished challenge only reports its outcome.
 */
export async function finishChallenge(
  deps: CheckoutDeps,
  cres: string,
  transactionUuid: string,
): Promise<{ transactionUuid: string; status: Authorisation['transaction_status'] } | null> {
  if (!UUID.test(transactionUuid)) return null;
  const transaction = await findCardTransaction(deps.db, transactionUuid);
  if (!transaction) return null;
  const recorded = await deps.cardTender.finishChallenge(transaction, cres);
  return { transactionUuid, status: wireStatus[recorded.status] };
}
