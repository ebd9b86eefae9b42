import type { completeCheckout, RouteBody } from '@lido/contract';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import {
  type CardTransactionRow,
  findCardTransaction,
  moveCardTransaction,
  recordPayment,
  CHALLENGE_FAILED,
} from '../../money/payments';
import { assertTermsAccepted } from '../../venue-setup/terms';
import {
  BASKET_CHANGED,
  amountsOf,
  assertCreditAsApplied,
  findPayersCart,
  onlyOnlineTenders,
  type Payer,
  payerOf,
  PAYMENT_NEEDED,
  type CheckoutDeps,
} from './checkout-basket';
import { assertVisitorMayBook } from './checkout-visitor';
import { guestForVisitorBasket, issueOrderToken } from './guest-orders';
import { FlowFinished, runSteps, type FlowStep } from '../../../platform/flow-steps';
import {
  finishOrder,
  liveLinesOf,
  lockBasketOf,
  spendAppliedCredit,
  writeOrderAndBookings,
} from './order-writing';

type CompleteBody = NonNullable<RouteBody<typeof completeCheckout>>;

interface CompleteContext {
  payer: Payer;
  /** Who pays: the customer, or a visitor's guest customer (the card payment's, or made now). */
  customerId?: number;
  body: CompleteBody;
  /** The card payment reserved for the basket (none when nothing is left to pay). */
  attempt?: CardTransactionRow;
  orderId?: number;
}

/**
 * Completing an order, as named steps with their compensation:
 * check the payment → write order, bookings and confirmation (one transaction, undone by giving
 * the card reservation back) → release the payment (not undone: the booking stands, and the
 * reconciliation sweep retries a release that failed until it succeeds).
 */
function completeSteps(deps: CheckoutDeps): FlowStep<CompleteContext>[] {
  return [
    {
      name: 'check the payment',
      run: async (context) => {
        onlyOnlineTenders(context.body.payments);
        await assertTermsAccepted(deps.db, context.body.terms);
        const uuid = context.body.transaction_uuid;
        if (!uuid) return;
        const attempt = await findCardTransaction(deps.db, uuid);
        if (!attempt || !(await isPayersAttempt(deps, context.payer, attempt))) {
          throw new DomainError('NOT_FOUND', 'The payment could not be found.');
        }
        context.attempt = attempt;
        context.customerId = attempt.customerId;
        if (attempt.orderId !== null) {
          // A retried completion answers the order the first one made.
          context.orderId = attempt.orderId;
          throw new FlowFinished();
        }
      },
      undo: async ({ attempt }) => {
        // A failure before the release gives an authorised card reservation back, so nobody
        // pays for places they did not get. An open challenge is left to finish, and an attempt
        // another completion moved on is left alone (undo's move is conditional).
        const fresh = attempt && (await findCardTransaction(deps.db, attempt.id));
        if (fresh?.status === 'authorised') await deps.cardTender.undo(fresh);
      },
    },
    {
      name: 'write order, bookings and confirmation',
      run: async (context) => {
        context.orderId = await writeOrder(deps, context);
      },
    },
    {
      name: 'release the payment',
      run: async (context) => {
        const attempt = context.attempt && (await findCardTransaction(deps.db, context.attempt.id));
        if (!attempt) return;
        // The order stands whatever happens here: a release that fails is the sweep's to retry.
        await deps.cardTender.confirm(attempt).catch(() => false);
      },
    },
  ];
}

/** The card payment is the payer's: the customer's own, or made for the visitor's basket. */
async function isPayersAttempt(deps: CheckoutDeps, payer: Payer, attempt: CardTransactionRow) {
  if (payer.kind === 'customer') return attempt.customerId === payer.customerId;
  const cart = await findPayersCart(deps.db, payer);
  return cart !== undefined && attempt.cartId === cart.id;
}

/**
 * Turns the basket's holds into bookings, records the payment (pending until released), empties
 * the basket and queues the confirmation email, in one transaction. The basket's items are locked
 * first, so the hold sweep cannot give a place back while it becomes a booking. A visitor's
 * basket that costs nothing books its guest customer here, in the same transaction.
 */
async function writeOrder(deps: CheckoutDeps, context: CompleteContext): Promise<number> {
  const { payer, body } = context;
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const cart = await lockBasketOf(tx, payer);
    const attempt =
      context.attempt && (await findCardTransaction(tx, context.attempt.id, { forUpdate: true }));
    // A completion that waited for this lock finds the order the first one wrote.
    if (attempt?.orderId != null) return attempt.orderId;

    const lines = await liveLinesOf(tx, cart.id, body.completed_waivers, now);
    if (payer.kind === 'visitor') await assertVisitorMayBook(tx, lines);
    const customerId = context.customerId ?? (await guestForVisitorBasket(tx, cart.id, lines, now));
    const amounts = await amountsOf(tx, customerId, cart, lines);
    const { itemHash, totalPence: total, cardPence } = amounts;
    // Clients completing a free basket send no item hash; one that is sent must match. A paid
    // basket is pinned anyway: its authorised payment carries the hash it was paid for.
    if (body.item_hash != null && body.item_hash !== itemHash) {
      throw new DomainError('BASKET_CHANGED', BASKET_CHANGED);
    }
    assertCreditAsApplied(body.payments, amounts);

    if (cardPence > 0) {
      if (!attempt) throw new DomainError('PAYMENT_REQUIRED', PAYMENT_NEEDED);
      if (attempt.status === 'declined')
        throw new DomainError('PAYMENT_DECLINED', CHALLENGE_FAILED);
      if (
        attempt.status !== 'authorised' ||
        attempt.cartId !== cart.id ||
        attempt.itemHash !== itemHash ||
        attempt.amountPence !== cardPence
      ) {
        throw new DomainError('PAYMENT_REQUIRED', PAYMENT_NEEDED);
      }
    }

    const order = await writeOrderAndBookings(deps, tx, {
      customerId,
      cartUuid: cart.uuid,
      lines,
      totalPence: total,
      source: body.source ?? cart.source,
      now,
    });
    await spendAppliedCredit(tx, { customerId, amounts, order, now });
    if (attempt && cardPence > 0) {
      await recordPayment(tx, {
        customerId,
        orderId: order.id,
        amountPence: cardPence,
        tenderType: 'card',
        // Taken once the provider releases it (card-tender.ts confirm).
        status: 'pending',
        reference: attempt.providerTransactionId ?? attempt.reference,
        description: `Order ${order.id}`,
        createdAt: now,
      });
      const completed = await moveCardTransaction(tx, attempt.id, ['authorised'], 'completed', {
        orderId: order.id,
        updatedAt: now,
      });
      if (!completed) throw new DomainError('PAYMENT_REQUIRED', PAYMENT_NEEDED);
    }
    await finishOrder(deps, tx, { cartId: cart.id, customerId, order, now });
    context.customerId = customerId;
    return order.id;
  });
}

/**
 * Completes the order for the basket as paid for; a retried completion answers the same order.
 * A visitor is answered a secret that opens its confirmation (`order_token`), a new one each
 * time: only the payer of the basket their uuid names gets this far.
 */
export async function complete(
  deps: CheckoutDeps,
  { caller, cartUuid }: { caller: Caller | null; cartUuid: string | null },
  body: CompleteBody,
): Promise<{ complete_order_id: number; order_token?: string }> {
  const payer = payerOf(caller, cartUuid);
  const context: CompleteContext = {
    payer,
    ...(payer.kind === 'customer' ? { customerId: payer.customerId } : {}),
    body,
  };
  await runSteps('complete', completeSteps(deps), context, deps.observeStep);
  if (context.orderId === undefined) throw new Error('completion made no order');
  if (payer.kind === 'customer') return { complete_order_id: context.orderId };
  const token = await issueOrderToken(deps.db, context.orderId, deps.clock.now());
  return { complete_order_id: context.orderId, order_token: token };
}
