import type { authoriseCheckout, RouteBody, RouteResponse } from '@lido/contract';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { findCustomerById, guestEmailOf } from '../../people/accounts';
import { type CartLine, type CartRow, extendHolds } from '../basket';
import {
  type CardChoice,
  type CardReservationRequest,
  type CardTransactionRow,
  chooseCard,
  findLiveTransactionForBasket,
  cardRequestOf,
  authorisationOf,
  CARD_DECLINED,
  currencyOf,
  type RequestOrigin,
  typedBillingOf,
} from '../../money/payments';
import { assertTermsAccepted } from '../../venue-setup/terms';
import { assertAttendeesMayGo } from './attendee-restrictions';
import { runSteps, type FlowStep } from '../../../platform/flow-steps';
import {
  BASKET_CHANGED,
  basketOf,
  amountsOf,
  assertCreditAsApplied,
  onlyOnlineTenders,
  type Payer,
  payerOf,
  PAYMENT_IN_PROGRESS,
  type CheckoutDeps,
} from './checkout-basket';
import { assertVisitorMayBook, requireVisitorOf } from './checkout-visitor';
import { guestForVisitorBasket } from './guest-orders';

type AuthoriseBody = NonNullable<RouteBody<typeof authoriseCheckout>>;
type Authorisation = RouteResponse<typeof authoriseCheckout>;

interface AuthoriseContext {
  payer: Payer;
  /** Who pays: the customer, or (once the visitor's step has run) the visitor's guest customer. */
  customerId?: number;
  body: AuthoriseBody;
  origin: RequestOrigin;
  now: Date;
  cart?: CartRow;
  lines?: CartLine[];
  itemHash?: string;
  /** What is left for the card once the basket's applied credit is counted. */
  cardPence?: number;
  /** A saved card (its id as card_identifier and/or saved_card_id), or a new card's identifier. */
  card?: CardChoice;
  attempt?: CardTransactionRow;
}

const need = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error('a checkout step ran before the one it depends on');
  return value;
};

/** Authorising a card for the basket as it is, as named steps. */
function authoriseSteps(deps: CheckoutDeps): FlowStep<AuthoriseContext>[] {
  return [
    {
      name: 'validate basket',
      run: async (context) => {
        onlyOnlineTenders(context.body.payments);
        await assertTermsAccepted(deps.db, context.body.terms);
        const { cart, lines } = await basketOf(deps.db, context.payer, context.now);
        if (context.payer.kind === 'visitor') {
          await assertVisitorMayBook(deps.db, lines);
          await requireVisitorOf(deps.db, cart.id);
        }
        await assertAttendeesMayGo(deps.db, lines, context.body.completed_waivers, context.now);
        const amounts = await amountsOf(deps.db, context.customerId ?? null, cart, lines);
        if (context.body.item_hash !== amounts.itemHash)
          throw new DomainError('BASKET_CHANGED', BASKET_CHANGED);
        assertCreditAsApplied(context.body.payments, amounts);
        if (amounts.cardPence === 0) {
          throw new DomainError(
            'NOTHING_TO_PAY',
            'Nothing to pay: complete the order without a card.',
          );
        }
        Object.assign(context, {
          cart,
          lines,
          itemHash: amounts.itemHash,
          cardPence: amounts.cardPence,
        });
      },
    },
    {
      // Before the card is asked for: a payment is recorded against a customer, so a visitor
      // books as a guest customer (one left without an order is only a name, never an account).
      name: 'book the visitor as a guest customer',
      run: async (context) => {
        if (context.payer.kind !== 'visitor') return;
        const { id } = need(context.cart);
        const lines = need(context.lines);
        context.customerId = await deps.db.transaction((tx) =>
          guestForVisitorBasket(tx, id, lines, context.now),
        );
      },
    },
    {
      // One basket, at most one live authorisation: the same basket gets its open one back, a
      // changed basket's earlier one is given up before the card is asked again.
      name: 'reuse or give up the basket’s earlier authorisation',
      run: async (context) => {
        const earlier = await findLiveTransactionForBasket(deps.db, need(context.cart).id);
        if (!earlier) return;
        // A visitor who changed who is booking pays again, as the new guest.
        const isSameBasket =
          earlier.itemHash === context.itemHash &&
          earlier.amountPence === context.cardPence &&
          earlier.customerId === context.customerId;
        if (isSameBasket && (earlier.status === 'authorised' || earlier.status === 'challenge')) {
          context.attempt = earlier;
          return;
        }
        // The same basket is being paid for by another request (Pay pressed twice): let it finish.
        if (isSameBasket && earlier.status === 'pending') {
          throw new DomainError('PAYMENT_IN_PROGRESS', PAYMENT_IN_PROGRESS);
        }
        if (!(await deps.cardTender.undo(earlier))) {
          throw new DomainError('PAYMENT_IN_PROGRESS', PAYMENT_IN_PROGRESS);
        }
      },
    },
    {
      // Before anything is written: a request without a usable card is refused untouched.
      name: 'choose the card',
      run: async (context) => {
        if (context.attempt) return;
        context.card = await chooseCard(deps.db, need(context.customerId), {
          cardIdentifier: context.body.card_identifier,
          savedCardId: context.body.saved_card_id,
        });
      },
    },
    {
      name: 'hold the places while paying',
      run: async (context) => {
        if (context.attempt) return;
        // The places stay held while the customer pays, including a 3-D Secure challenge.
        await extendHolds(
          deps.db,
          need(context.cart).id,
          new Date(context.now.getTime() + deps.holdMinutes * 60_000),
          { maxHoldMinutes: deps.maxHoldMinutes },
        );
      },
    },
    {
      name: 'reserve the card payment',
      run: async (context) => {
        if (context.attempt) return;
        context.attempt = await deps.cardTender.reserve(await reservationOf(deps, context));
      },
    },
  ];
}

async function reservationOf(
  deps: CheckoutDeps,
  context: AuthoriseContext,
): Promise<CardReservationRequest> {
  const { body, origin } = context;
  const customerId = need(context.customerId);
  const { cardIdentifier, isSavedCard } = need(context.card);
  const customer = await findCustomerById(deps.db, customerId);
  // A guest's address is the one the visitor gave (kept beside their row), for the issuer.
  const email = customer?.email ?? (await guestEmailOf(deps.db, customerId));
  const isVisitor = context.payer.kind === 'visitor';
  return {
    customerId,
    cartId: need(context.cart).id,
    itemHash: need(context.itemHash),
    amountPence: need(context.cardPence),
    currency: await currencyOf(deps.db),
    description: need(context.lines)
      .map((line) => line.name)
      .join(', '),
    cardIdentifier,
    // A card is saved to an account, which a visitor has not got; nor are billing details
    // remembered for them (issue 43): the next checkout fills them for the account's owner alone.
    saveCard: Boolean(body.save_card) && !isSavedCard && !isVisitor,
    isSavedCard,
    billingToRemember: isVisitor ? null : typedBillingOf(body),
    ...cardRequestOf(body, customer && { ...customer, email }, origin),
  };
}

/**
 * Authorises the card for the basket as it is, without taking the money: the provider holds it
 * until the order is written (an Opayo Deferred transaction). Idempotent per basket content.
 */
export async function authorise(
  deps: CheckoutDeps,
  { caller, cartUuid }: { caller: Caller | null; cartUuid: string | null },
  body: AuthoriseBody,
  origin: RequestOrigin,
): Promise<Authorisation> {
  const payer = payerOf(caller, cartUuid);
  const context: AuthoriseContext = {
    payer,
    ...(payer.kind === 'customer' ? { customerId: payer.customerId } : {}),
    body,
    origin,
    now: deps.clock.now(),
  };
  await runSteps('authorise', authoriseSteps(deps), context, deps.observeStep);
  const attempt = need(context.attempt);
  if (attempt.status === 'declined') throw new DomainError('PAYMENT_DECLINED', CARD_DECLINED);
  return authorisationOf(attempt, origin);
}
