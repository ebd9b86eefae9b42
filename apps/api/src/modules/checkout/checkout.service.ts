import { randomBytes, randomUUID } from 'node:crypto';
import type {
  authoriseCheckout,
  completeCheckout,
  RouteBody,
  RouteResponse,
  prepareCheckout,
} from '@lido/contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { wirePrice } from '../../money';
import type { Caller } from '../../http/auth-guard';
import { findCustomerById } from '../accounts/accounts.repository';
import {
  deleteItemsKeepingPlaces,
  extendHolds,
  findCartByOwner,
  loadCartLines,
  lockCart,
  releaseExpiredHolds,
  type CartLine,
  type CartRow,
} from '../basket/basket.repository';
import { itemHashOf, totalOf } from '../basket/cart-view';
import {
  findCardTransaction,
  findLatestSavedCard,
  findOpenTransactionForBasket,
  findSavedCard,
  insertCardTransaction,
  recordPayment,
  saveCard,
  updateCardTransaction,
  type CardTransactionRow,
} from '../payments/card-payments.repository';
import type {
  AuthoriseOutcome,
  BrowserDetails,
  PaymentProvider,
} from '../payments/payment-provider';
import type { OutgoingEmail } from '../email/email-outbox';
import { findOperator } from '../venues/venues.repository';
import type { CheckoutPorts } from './checkout-ports';
import { insertOrder } from './checkout.repository';
import { confirmationEmail } from './confirmation-email';

export interface CheckoutDeps extends CheckoutPorts {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  queueEmail: (db: Database, email: OutgoingEmail) => Promise<void>;
  /** How long the basket's places stay held once the customer starts paying. */
  holdMinutes: number;
  /** Paying renews the holds, but never past their first claim plus this. */
  maxHoldMinutes: number;
  siteUrl: string;
}

export const BASKET_EMPTY = 'Your basket is empty.';
export const BASKET_CHANGED =
  'Your basket has changed since you started paying. Please check it and try again.';
export const PAYMENT_NEEDED = 'Please pay for your basket before completing the order.';
export const CARD_DECLINED =
  'Your card was declined. Please check your details or use another card.';
const CHALLENGE_FAILED = 'Your card issuer did not approve the payment. Please try again.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const wireStatus = {
  pending: 'Declined',
  challenge: '3DAuth',
  authorised: 'Authorised',
  declined: 'Declined',
  completed: 'Completed',
  refunded: 'Declined',
} as const;

/** Online checkout is the customer's own: staff take payment at the till. */
function payerOf(caller: Caller): number {
  if (caller.kind !== 'customer') {
    throw new DomainError('FORBIDDEN', 'Front-of-house payments are taken at the till.');
  }
  return caller.userId;
}

async function currencyOf(db: Database): Promise<string> {
  return (await findOperator(db))?.currencyCode ?? 'GBP';
}

/** The basket's live items, after letting go of holds that have run out. */
async function basketOf(
  db: Database,
  customerId: number,
  now: Date,
): Promise<{ cart: CartRow; lines: CartLine[] }> {
  const cart = await findCartByOwner(db, customerId);
  if (!cart) throw new DomainError('CONFLICT', BASKET_EMPTY);
  await releaseExpiredHolds(db, now, { cartId: cart.id });
  const lines = await loadCartLines(db, cart.id);
  if (lines.length === 0) throw new DomainError('CONFLICT', BASKET_EMPTY);
  return { cart, lines };
}

type Preparation = RouteResponse<typeof prepareCheckout>['data'];

/** A session key for the browser's card form, the amount due and any saved card. */
export async function prepare(deps: CheckoutDeps, caller: Caller): Promise<Preparation> {
  const customerId = payerOf(caller);
  const { lines } = await basketOf(deps.db, customerId, deps.clock.now());
  const total = totalOf(lines);
  const [session, savedCard, currency] = await Promise.all([
    deps.provider.createSessionKey(),
    findLatestSavedCard(deps.db, customerId),
    currencyOf(deps.db),
  ]);
  return {
    payment_provider: deps.provider.name,
    mode: deps.provider.mode,
    session_key: session.sessionKey,
    session_key_expires_at: session.expiresAt,
    url: deps.provider.browserUrl,
    saved_card: savedCard
      ? {
          id: savedCard.id,
          external_identifier: savedCard.externalIdentifier,
          card_type: savedCard.cardType,
          last_four_digits: savedCard.lastFourDigits,
          expiry_date: savedCard.expiryDate,
        }
      : null,
    amount: wirePrice(total, currency),
    item_hash: itemHashOf(lines),
  };
}

type AuthoriseBody = NonNullable<RouteBody<typeof authoriseCheckout>>;
type Authorisation = RouteResponse<typeof authoriseCheckout>['data'];

export interface RequestOrigin {
  /** Lido's own address as the browser reached it, for the 3-D Secure pages. */
  baseUrl: string;
  ip: string;
  acceptHeader: string;
  userAgent: string;
}

function authorisationOf(transaction: CardTransactionRow, origin: RequestOrigin): Authorisation {
  const status = wireStatus[transaction.status];
  if (transaction.status === 'challenge' && transaction.acsUrl && transaction.creq) {
    return {
      transaction_uuid: transaction.id,
      transaction_status: status,
      sca_data: {
        acs_url: transaction.acsUrl,
        creq: transaction.creq,
        three_ds_session_data: transaction.id,
      },
      sca_url: `${origin.baseUrl}/api/checkout/3ds/${transaction.id}`,
    };
  }
  return { transaction_uuid: transaction.id, transaction_status: status };
}

function onlyCardTenders(payments: AuthoriseBody['payments']): void {
  if ((payments ?? []).some((payment) => payment.tender_type !== 'card' && payment.amount > 0)) {
    const message = 'Only card payments can be taken online.';
    throw new DomainError('VALIDATION_FAILED', message, { payments: [message] });
  }
}

/** Records the provider's answer; a saved card is kept when the customer asked for it. */
async function applyOutcome(
  deps: CheckoutDeps,
  transaction: CardTransactionRow,
  outcome: AuthoriseOutcome,
): Promise<CardTransactionRow> {
  const now = deps.clock.now();
  const changes: Partial<CardTransactionRow> = { updatedAt: now };
  if (outcome.kind === 'authorised') {
    changes.status = 'authorised';
    changes.providerTransactionId = outcome.transactionId;
    changes.cardType = outcome.card?.cardType ?? null;
    changes.lastFourDigits = outcome.card?.lastFourDigits ?? null;
    if (transaction.saveCard && outcome.card?.reusable) {
      await saveCard(deps.db, {
        customerId: transaction.customerId,
        provider: transaction.provider,
        externalIdentifier: outcome.card.cardIdentifier,
        cardType: outcome.card.cardType,
        lastFourDigits: outcome.card.lastFourDigits,
        expiryDate: outcome.card.expiryDate,
        createdAt: now,
      });
    }
  } else if (outcome.kind === 'challenge') {
    changes.status = 'challenge';
    changes.providerTransactionId = outcome.transactionId;
    changes.acsUrl = outcome.acsUrl;
    changes.creq = outcome.cReq;
  } else {
    changes.status = 'declined';
    if (outcome.kind === 'declined' && outcome.transactionId) {
      changes.providerTransactionId = outcome.transactionId;
    }
  }
  await updateCardTransaction(deps.db, transaction.id, changes);
  return { ...transaction, ...changes };
}

/**
 * Authorises the card for the basket as it is. Idempotent per basket: while an authorisation
 * (or a challenge) of exactly this basket content is open, asking again returns it rather than
 * charging the card a second time.
 */
export async function authorise(
  deps: CheckoutDeps,
  caller: Caller,
  body: AuthoriseBody,
  origin: RequestOrigin,
): Promise<Authorisation> {
  const { db, clock, provider } = deps;
  const customerId = payerOf(caller);
  const now = clock.now();
  onlyCardTenders(body.payments);
  const { cart, lines } = await basketOf(db, customerId, now);
  const itemHash = itemHashOf(lines);
  if (body.item_hash !== itemHash) throw new DomainError('CONFLICT', BASKET_CHANGED);
  const total = totalOf(lines);
  if (total === 0) {
    throw new DomainError('CONFLICT', 'Nothing to pay: complete the order without a card.');
  }

  const open = await findOpenTransactionForBasket(db, cart.id, itemHash, [
    'authorised',
    'challenge',
  ]);
  if (open) return authorisationOf(open, origin);

  let cardIdentifier = body.card_identifier ?? null;
  let isSavedCard = false;
  if (body.saved_card_id) {
    const saved = await findSavedCard(db, customerId, body.saved_card_id);
    if (!saved) throw new DomainError('NOT_FOUND', 'The saved card could not be found.');
    cardIdentifier = saved.externalIdentifier;
    isSavedCard = true;
  }
  if (!cardIdentifier) {
    const message = 'Please enter your card details.';
    throw new DomainError('VALIDATION_FAILED', message, { card_identifier: [message] });
  }

  // The places stay held while the customer pays, including a 3-D Secure challenge.
  await extendHolds(db, cart.id, new Date(now.getTime() + deps.holdMinutes * 60_000), {
    maxHoldMinutes: deps.maxHoldMinutes,
  });
  const customer = await findCustomerById(db, customerId);
  const currency = await currencyOf(db);
  const transaction: CardTransactionRow = {
    id: randomUUID(),
    customerId,
    cartId: cart.id,
    itemHash,
    amountPence: total,
    currency,
    provider: provider.name,
    reference: `lido-${cart.id}-${randomBytes(6).toString('hex')}`,
    providerTransactionId: null,
    status: 'pending',
    acsUrl: null,
    creq: null,
    saveCard: Boolean(body.save_card) && !isSavedCard,
    cardType: null,
    lastFourDigits: null,
    orderId: null,
    createdAt: now,
    updatedAt: now,
  };
  await insertCardTransaction(db, transaction);

  const browser: BrowserDetails = {
    colourDepth: body.browser_colour_depth,
    javaEnabled: body.browser_java_enabled,
    javascriptEnabled: body.browser_javascript_enabled,
    language: body.browser_language,
    screenHeight: body.browser_screen_height,
    screenWidth: body.browser_screen_width,
    timezoneOffset: body.browser_timezone_offset,
    ip: origin.ip,
    acceptHeader: origin.acceptHeader,
    userAgent: origin.userAgent,
  };
  let outcome: AuthoriseOutcome;
  try {
    outcome = await provider.authorise({
      reference: transaction.reference,
      amountPence: total,
      currency,
      description: lines.map((line) => line.name).join(', '),
      sessionKey: body.session_key,
      cardIdentifier,
      saveCard: transaction.saveCard,
      isSavedCard,
      customer: {
        firstName: body.first_name,
        lastName: body.last_name,
        email: customer?.email ?? null,
      },
      billingAddress: {
        address1: body.billing_address_line_1,
        address2: body.billing_address_line_2 ?? null,
        city: body.billing_city,
        postalCode: body.billing_postcode,
        country: body.billing_country ?? 'GB',
      },
      notificationUrl: `${origin.baseUrl}/api/checkout/3ds-notification`,
      browser,
    });
  } catch (error) {
    await updateCardTransaction(db, transaction.id, { status: 'declined', updatedAt: clock.now() });
    throw error;
  }
  const recorded = await applyOutcome(deps, transaction, outcome);
  if (outcome.kind === 'declined') throw new DomainError('PAYMENT_DECLINED', CARD_DECLINED);
  if (outcome.kind === 'invalid') {
    throw new DomainError('VALIDATION_FAILED', outcome.message, outcome.errors);
  }
  return authorisationOf(recorded, origin);
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
  if (transaction.status !== 'challenge' || !transaction.providerTransactionId) {
    return { transactionUuid, status: wireStatus[transaction.status] };
  }
  const outcome = await deps.provider.completeChallenge(
    transaction.providerTransactionId,
    cres,
    transactionUuid,
  );
  const recorded = await applyOutcome(deps, transaction, outcome);
  return { transactionUuid, status: wireStatus[recorded.status] };
}

type CompleteBody = NonNullable<RouteBody<typeof completeCheckout>>;

/**
 * Turns the basket's holds into bookings, records the payment, empties the basket and queues
 * the confirmation email — all in one transaction, so nothing is ever half done. A retried
 * completion of the same card transaction answers the order it already made.
 */
export async function complete(
  deps: CheckoutDeps,
  caller: Caller,
  body: CompleteBody,
): Promise<{ complete_order_id: number }> {
  const { db, clock } = deps;
  const customerId = payerOf(caller);
  onlyCardTenders(body.payments);
  try {
    return await db.transaction(async (tx) => {
      const now = clock.now();
      const cart = await findCartByOwner(tx, customerId);
      if (cart) await lockCart(tx, cart.id);

      let transaction: CardTransactionRow | undefined;
      if (body.transaction_uuid) {
        transaction = await findCardTransaction(tx, body.transaction_uuid, { forUpdate: true });
        if (!transaction || transaction.customerId !== customerId) {
          throw new DomainError('NOT_FOUND', 'The payment could not be found.');
        }
        if (transaction.status === 'completed' && transaction.orderId !== null) {
          return { complete_order_id: transaction.orderId };
        }
      }
      if (!cart) throw new DomainError('CONFLICT', BASKET_EMPTY);

      await releaseExpiredHolds(tx, now, { cartId: cart.id });
      const lines = await loadCartLines(tx, cart.id);
      if (lines.length === 0) throw new DomainError('CONFLICT', BASKET_EMPTY);
      const itemHash = itemHashOf(lines);
      if (body.item_hash !== itemHash) throw new DomainError('CONFLICT', BASKET_CHANGED);
      const total = totalOf(lines);

      if (total > 0) {
        if (!transaction) throw new DomainError('PAYMENT_REQUIRED', PAYMENT_NEEDED);
        if (transaction.status === 'declined' || transaction.status === 'refunded') {
          throw new DomainError('PAYMENT_DECLINED', CHALLENGE_FAILED);
        }
        if (
          transaction.status !== 'authorised' ||
          transaction.cartId !== cart.id ||
          transaction.itemHash !== itemHash ||
          transaction.amountPence !== total
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
          pricePence: line.unitPricePence * line.quantity,
          quantity: line.quantity,
          createdAt: now,
        })),
      );
      if (transaction && total > 0) {
        await recordPayment(tx, {
          customerId,
          orderId: order.id,
          amountPence: total,
          tenderType: 'card',
          status: 'succeeded',
          reference: transaction.providerTransactionId ?? transaction.reference,
          description: `Order ${order.id}`,
          createdAt: now,
        });
        await updateCardTransaction(tx, transaction.id, {
          status: 'completed',
          orderId: order.id,
          updatedAt: now,
        });
      }
      await deleteItemsKeepingPlaces(tx, cart.id);

      const customer = await findCustomerById(tx, customerId);
      if (customer?.email) {
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
      return { complete_order_id: order.id };
    });
  } catch (error) {
    await refundIfStranded(deps, error, body.transaction_uuid ?? null);
    throw error;
  }
}

/**
 * A card authorised for a basket that can no longer be completed as paid for (it changed, or
 * its holds ran out) is refunded at once, so no customer pays for places they did not get.
 */
async function refundIfStranded(
  deps: CheckoutDeps,
  error: unknown,
  transactionUuid: string | null,
): Promise<void> {
  if (!transactionUuid || !(error instanceof DomainError) || error.code !== 'CONFLICT') return;
  const transaction = await findCardTransaction(deps.db, transactionUuid);
  if (transaction?.status !== 'authorised' || !transaction.providerTransactionId) return;
  await deps.provider.refund({
    reference: `${transaction.reference}-r`,
    transactionId: transaction.providerTransactionId,
    amountPence: transaction.amountPence,
    description: 'Basket changed before the order was completed',
  });
  await updateCardTransaction(deps.db, transaction.id, {
    status: 'refunded',
    updatedAt: deps.clock.now(),
  });
}
