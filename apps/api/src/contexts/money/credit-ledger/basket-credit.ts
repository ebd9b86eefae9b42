import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import { maxApplicable } from '../../venue-setup/pricing';
import {
  type CreditByKind,
  creditBalances,
  deleteReservations,
  findReservations,
  lockCustomerCredit,
  noCredit,
  recordCreditEntry,
  setReservation,
} from './credit-ledger.repository';
import { creditKinds, type CreditKind } from './credit-ledger.tables';

export const CREDIT_UNAVAILABLE =
  'Your account credit has changed since you applied it. Please apply it again.';

/** A basket as credit sees it: whose, what it holds now (its item hash) and what it costs. */
export interface BasketForCredit {
  cartId: number;
  customerId: number;
  itemHash: string;
  totalPence: number;
}

/**
 * The credit that counts against the basket as it is now: reservations made for this content.
 * A reservation made before the basket changed counts for nothing (and is replaced when the
 * customer applies credit again, or removed when an order is written).
 */
export async function creditAppliedTo(
  db: Database,
  basket: Pick<BasketForCredit, 'cartId' | 'itemHash' | 'totalPence'>,
): Promise<CreditByKind> {
  const applied = { ...noCredit };
  for (const row of await findReservations(db, basket.cartId)) {
    if (row.itemHash === basket.itemHash) applied[row.kind] = row.amountPence;
  }
  // Never more than the basket costs (a price that fell since is covered by the item hash).
  const general = Math.min(applied.general, basket.totalPence);
  return { general, membership: Math.min(applied.membership, basket.totalPence - general) };
}

/** What each kind of credit could still take on the basket, beside what the customer has. */
export async function creditOptions(
  db: Database,
  basket: BasketForCredit,
): Promise<Record<CreditKind, { available: number; applied: number; maxApplicable: number }>> {
  // One after another: the basket is also shown inside a waitlist offer's transaction, one
  // connection running one statement at a time.
  const balances = await creditBalances(db, basket.customerId);
  const applied = await creditAppliedTo(db, basket);
  const optionOf = (kind: CreditKind, other: CreditKind) => ({
    available: Math.max(0, balances[kind]),
    applied: applied[kind],
    maxApplicable: maxApplicable(basket.totalPence, Math.max(0, balances[kind]), applied[other]),
  });
  return {
    general: optionOf('general', 'membership'),
    membership: optionOf('membership', 'general'),
  };
}

export type CreditRequest = { kind: CreditKind; amountPence: number };

/**
 * Applies credit to a basket, in the caller's transaction (which holds the basket's lock): each
 * kind asked for is set to its amount (0 takes it off). All or nothing: when any amount is more
 * than the customer has or than is left to pay, nothing changes and the answer is false.
 */
export async function applyCreditToBasket(
  tx: Database,
  basket: BasketForCredit,
  requests: readonly CreditRequest[],
  now: Date,
): Promise<boolean> {
  await lockCustomerCredit(tx, basket.customerId);
  const balances = await creditBalances(tx, basket.customerId);
  const wanted = await creditAppliedTo(tx, basket);
  for (const request of requests) wanted[request.kind] = request.amountPence;
  for (const kind of creditKinds) {
    const other = kind === 'general' ? 'membership' : 'general';
    if (wanted[kind] > maxApplicable(basket.totalPence, balances[kind], wanted[other])) {
      return false;
    }
  }
  for (const kind of creditKinds) {
    await setReservation(tx, {
      cartId: basket.cartId,
      customerId: basket.customerId,
      kind,
      amountPence: wanted[kind],
      itemHash: basket.itemHash,
      createdAt: now,
    });
  }
  return true;
}

/**
 * Spends the credit applied to the basket on its order, in the order's transaction: one spend
 * entry per kind, and the reservations go. Refuses (CREDIT_UNAVAILABLE) when the balance no
 * longer covers what was applied, so the order is not written and the card is given back.
 */
export async function spendAppliedCredit(
  tx: Database,
  basket: BasketForCredit,
  order: { id: number; description: string },
  now: Date,
): Promise<CreditByKind> {
  await lockCustomerCredit(tx, basket.customerId);
  const applied = await creditAppliedTo(tx, basket);
  const balances = await creditBalances(tx, basket.customerId);
  for (const kind of creditKinds) {
    if (applied[kind] > balances[kind]) {
      throw new DomainError('CREDIT_UNAVAILABLE', CREDIT_UNAVAILABLE);
    }
  }
  for (const kind of creditKinds) {
    if (applied[kind] === 0) continue;
    await recordCreditEntry(tx, {
      customerId: basket.customerId,
      kind,
      movement: 'spend',
      amountPence: -applied[kind],
      reason: order.description,
      orderId: order.id,
      createdAt: now,
    });
  }
  await deleteReservations(tx, basket.cartId);
  return applied;
}
