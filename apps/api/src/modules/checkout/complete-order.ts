import { randomBytes } from 'node:crypto';
import type { completeCheckout, RouteBody } from '@lido/contract';
import { DomainError } from '../../errors/domain-error';
import type { Caller } from '../../http/auth-guard';
import { findCustomerById } from '../accounts';
import {
  deleteItemsKeepingPlaces,
  findCartByOwner,
  loadCartLines,
  lockCart,
  lockLiveHolds,
} from '../basket';
import {
  type CardTransactionRow,
  findCardTransaction,
  moveCardTransaction,
  recordPayment,
} from '../payments';
import { createCreditTender } from '../credit-ledger';
import { useBenefit } from '../benefits';
import { GUEST_PASS_USED_UP, useGuestPass } from '../memberships';
import { useVisit } from '../packages';
import { assertTermsAccepted } from '../terms';
import { assertAttendeesMayGo } from './attendee-restrictions';
import { findOperator } from '../venues';
import {
  BASKET_CHANGED,
  BASKET_EMPTY,
  BENEFIT_USED_UP,
  CHALLENGE_FAILED,
  HOLD_EXPIRED,
  PACKAGE_USED_UP,
  amountsOf,
  assertCreditAsApplied,
  onlyOnlineTenders,
  payerOf,
  PAYMENT_NEEDED,
  type CheckoutDeps,
} from './checkout-basket';
import { FlowFinished, runSteps, type CheckoutStep } from './checkout-steps';
import { insertOrder } from './checkout.repository';
import { confirmationEmail } from './confirmation-email';

type CompleteBody = NonNullable<RouteBody<typeof completeCheckout>>;

interface CompleteContext {
  customerId: number;
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
function completeSteps(deps: CheckoutDeps): CheckoutStep<CompleteContext>[] {
  return [
    {
      name: 'check the payment',
      run: async (context) => {
        onlyOnlineTenders(context.body.payments);
        await assertTermsAccepted(deps.db, context.body.terms);
        const uuid = context.body.transaction_uuid;
        if (!uuid) return;
        const attempt = await findCardTransaction(deps.db, uuid);
        if (!attempt || attempt.customerId !== context.customerId) {
          throw new DomainError('NOT_FOUND', 'The payment could not be found.');
        }
        context.attempt = attempt;
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

/**
 * Turns the basket's holds into bookings, records the payment (pending until released), empties
 * the basket and queues the confirmation email, in one transaction. The basket's items are locked
 * first, so the hold sweep cannot give a place back while it becomes a booking.
 */
async function writeOrder(deps: CheckoutDeps, context: CompleteContext): Promise<number> {
  const { customerId, body } = context;
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const cart = await findCartByOwner(tx, customerId);
    if (!cart) throw new DomainError('BASKET_EMPTY', BASKET_EMPTY);
    await lockCart(tx, cart.id);
    const attempt =
      context.attempt && (await findCardTransaction(tx, context.attempt.id, { forUpdate: true }));
    // A completion that waited for this lock finds the order the first one wrote.
    if (attempt?.orderId != null) return attempt.orderId;

    const holds = await lockLiveHolds(tx, cart.id, now);
    if (holds.items === 0) throw new DomainError('BASKET_EMPTY', BASKET_EMPTY);
    if (!holds.isEveryHoldLive) throw new DomainError('HOLD_EXPIRED', HOLD_EXPIRED);
    const lines = await loadCartLines(tx, cart.id);
    await assertAttendeesMayGo(tx, lines, body.completed_waivers, now);
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

    const order = await insertOrder(tx, {
      customerId,
      cartUuid: cart.uuid,
      totalPence: total,
      source: body.source ?? cart.source,
      calendarToken: randomBytes(18).toString('base64url'),
      createdAt: now,
    });
    await deps.createBookings(
      tx,
      lines.map((line) => ({
        customerId: line.purchasedForCustomerId ?? customerId,
        occurrenceId: line.occurrenceId,
        pricingOptionId: line.pricingOptionId,
        orderId: order.id,
        pricePence: line.pricePence,
        quantity: line.quantity,
        packageId: line.packageId,
        benefitId: line.benefitId,
        createdAt: now,
      })),
    );
    for (const line of lines) {
      // Taken now, by a conditional update: the last visit can only ever go to one order.
      if (
        line.packageId !== null &&
        !(await useVisit(tx, line.packageId, { orderId: order.id, now }))
      ) {
        throw new DomainError('PACKAGE_UNAVAILABLE', PACKAGE_USED_UP);
      }
      // Counted now, under a lock per member and benefit: the period's last use goes to one order.
      if (line.benefitId !== null) {
        const use = {
          customerId: line.purchasedForCustomerId ?? customerId,
          orderId: order.id,
          occurrenceId: line.occurrenceId,
          date: line.date,
          now,
        };
        if (!(await useBenefit(tx, line.benefitId, use))) {
          throw new DomainError('BENEFIT_UNAVAILABLE', BENEFIT_USED_UP);
        }
      }
      // Used now, by a conditional update (not used, not expired): a pass pays one order's place.
      if (line.guestPassId !== null) {
        const attendee = await findCustomerById(tx, line.purchasedForCustomerId ?? customerId);
        const use = {
          orderId: order.id,
          guestName: attendee ? `${attendee.firstName} ${attendee.lastName}` : 'Guest',
          now,
        };
        if (!(await useGuestPass(tx, line.guestPassId, use))) {
          throw new DomainError('GUEST_PASS_UNAVAILABLE', GUEST_PASS_USED_UP);
        }
      }
    }
    if (amounts.creditPence > 0) {
      // Spent in the order's transaction: refused (CREDIT_UNAVAILABLE) if the balance no longer
      // covers it, and then the order is not written and the card is given back.
      await createCreditTender(tx, now).confirm({
        basket: amounts.credit,
        reserved: true,
        order: { id: order.id, description: `Paid towards order ${order.id}` },
      });
      await recordPayment(tx, {
        customerId,
        orderId: order.id,
        amountPence: amounts.creditPence,
        tenderType: 'credit',
        status: 'succeeded',
        reference: `credit-${order.id}`,
        description: `Order ${order.id}`,
        createdAt: now,
      });
    }
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
    await deleteItemsKeepingPlaces(tx, cart.id);
    await queueConfirmation(deps, tx, customerId, order, now);
    return order.id;
  });
}

async function queueConfirmation(
  deps: CheckoutDeps,
  tx: CheckoutDeps['db'],
  customerId: number,
  order: Awaited<ReturnType<typeof insertOrder>>,
  now: Date,
): Promise<void> {
  const customer = await findCustomerById(tx, customerId);
  if (!customer?.email) return;
  const bookings = await deps.listOrderBookings(tx, order.id);
  const operator = await findOperator(tx);
  await deps.queueEmail(
    tx,
    confirmationEmail({
      to: customer.email,
      firstName: customer.firstName,
      order,
      bookings,
      now,
      siteUrl: deps.siteUrl,
      operatorName: operator?.name ?? 'Lido',
      currency: operator?.currencyCode ?? 'GBP',
    }),
  );
}

/** Completes the order for the basket as paid for; a retried completion answers the same order. */
export async function complete(
  deps: CheckoutDeps,
  caller: Caller,
  body: CompleteBody,
): Promise<{ complete_order_id: number }> {
  const context: CompleteContext = { customerId: payerOf(caller), body };
  await runSteps('complete', completeSteps(deps), context, deps.observeStep);
  if (context.orderId === undefined) throw new Error('completion made no order');
  return { complete_order_id: context.orderId };
}
