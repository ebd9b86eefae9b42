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
import { amountsOf, basketOf, payerOf, type CheckoutDeps } from './checkout-basket';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Preparation = RouteResponse<typeof prepareCheckout>;
type Authorisation = RouteResponse<typeof authoriseCheckout>;

/** A session key for the browser's card form, the amount due and any saved card. */
export async function prepare(deps: CheckoutDeps, caller: Caller): Promise<Preparation> {
  const customerId = payerOf(caller);
  const { cart, lines } = await basketOf(deps.db, customerId, deps.clock.now());
  // The card pays what the applied credit leaves.
  const { cardPence, itemHash } = await amountsOf(deps.db, customerId, cart, lines);
  return prepareCardPayment(deps, { payerId: customerId, amountPence: cardPence, itemHash });
}

/** The customer's own card payment, as the checkout waiting on a challenge polls it. */
export async function transactionStatus(
  deps: CheckoutDeps,
  caller: Caller,
  transactionUuid: string,
  origin: RequestOrigin,
): Promise<Authorisation> {
  const transaction = await findCardTransaction(deps.db, transactionUuid);
  if (!transaction || transaction.customerId !== payerOf(caller)) {
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
