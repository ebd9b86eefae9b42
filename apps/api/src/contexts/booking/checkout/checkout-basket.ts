import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import {
  type CartLine,
  type CartRow,
  findAnonymousCart,
  findCartByOwner,
  itemHashOf,
  loadCartLines,
  releaseExpiredHolds,
  totalOf,
} from '../basket';
import { type BasketForCredit, creditAppliedTo } from '../../money/credit-ledger';
import type { CardTender, PaymentProvider } from '../../money/payments';
import type { OutgoingEmail } from '../../people/email';
import type { CheckoutPorts } from './checkout-ports';
import type { StepObserver } from '../../../platform/flow-steps';

export interface CheckoutDeps extends CheckoutPorts {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  cardTender: CardTender;
  queueEmail: (db: Database, email: OutgoingEmail) => Promise<void>;
  /** How long the basket's places stay held once the customer starts paying. */
  holdMinutes: number;
  /** Paying renews the holds, but never past their first claim plus this. */
  maxHoldMinutes: number;
  /** A payment attempt with no order this long after it was last touched will never have one. */
  abandonAfterMinutes: number;
  siteUrl: string;
  /** Told at every step boundary of the checkout flows. */
  observeStep?: StepObserver;
}

export const BASKET_EMPTY = 'Your basket is empty.';
export const BASKET_CHANGED =
  'Your basket has changed since you started paying. Please check it and try again.';
export const HOLD_EXPIRED =
  'The time to pay for your basket has run out, so its places went back on sale. Nothing was taken from your card.';
/** A basket item's session was cancelled by the venue after it was held. */
export const sessionCancelledMessage = (name: string) =>
  `${name} has been cancelled by the venue. Please remove it from your basket: nothing has been charged for it.`;
export const PAYMENT_NEEDED = 'Please pay for your basket before completing the order.';
/** An earlier payment of the basket is still under way (or still being given back). */
export { PAYING_ALREADY as PAYMENT_IN_PROGRESS } from '../../money/payments';
export const PACKAGE_USED_UP =
  'Your package has no visits left for this booking. Take the package off the item to pay for the place instead.';
export const BENEFIT_USED_UP =
  'Your membership benefit has no uses left for this booking. Take the benefit off the item to pay for the place instead.';
/**
 * Who pays online: a signed-in customer, for their own basket; or a signed-out visitor, for the
 * anonymous basket their uuid names (CART_UUID_HEADER), as a guest customer (issue 43).
 */
export type Payer =
  { kind: 'customer'; customerId: number } | { kind: 'visitor'; cartUuid: string | null };

/** Online checkout is the customer's own (or a visitor's): staff take payment at the till. */
export function payerOf(caller: Caller | null, cartUuid: string | null = null): Payer {
  if (!caller) return { kind: 'visitor', cartUuid };
  if (caller.kind !== 'customer') {
    throw new DomainError('FORBIDDEN', 'Front-of-house payments are taken at the till.');
  }
  return { kind: 'customer', customerId: caller.userId };
}

/** The payer's basket: the customer's own, or the anonymous one the visitor's uuid names. */
export async function findPayersCart(db: Database, payer: Payer): Promise<CartRow | undefined> {
  if (payer.kind === 'customer') return findCartByOwner(db, payer.customerId);
  return payer.cartUuid ? findAnonymousCart(db, payer.cartUuid) : undefined;
}

type TenderList = { tender_type: string; amount: number }[] | null | undefined;

export const APPLY_CREDIT_FIRST = 'Apply your account credit to the basket before paying with it.';

/** Online, a basket is paid by card and account credit only (cash and the rest are the desk's). */
export function onlyOnlineTenders(payments: TenderList) {
  const offline = (payments ?? []).filter(
    (payment) =>
      payment.tender_type !== 'card' && payment.tender_type !== 'credit' && payment.amount > 0,
  );
  if (offline.length > 0) {
    const message = 'Only card payments and account credit can be taken online.';
    throw new DomainError('VALIDATION_FAILED', message, { payments: [message] });
  }
}

/** What the basket costs, the credit applied to it and what is left for the card. */
export interface BasketAmounts {
  itemHash: string;
  totalPence: number;
  creditPence: number;
  cardPence: number;
  credit: BasketForCredit;
}

/** `customerId` is null for a visitor's basket: account credit is an account's, so none applies. */
export async function amountsOf(
  db: Database,
  customerId: number | null,
  cart: CartRow,
  lines: readonly CartLine[],
): Promise<BasketAmounts> {
  const credit = {
    cartId: cart.id,
    // A visitor's basket is never paid with credit, so this is never spent from.
    customerId: customerId ?? 0,
    itemHash: itemHashOf(lines),
    totalPence: totalOf(lines),
  };
  const applied =
    customerId === null ? { general: 0, membership: 0 } : await creditAppliedTo(db, credit);
  const creditPence = applied.general + applied.membership;
  return {
    itemHash: credit.itemHash,
    totalPence: credit.totalPence,
    creditPence,
    cardPence: credit.totalPence - creditPence,
    credit,
  };
}

/**
 * Credit named in the request's payments must be the credit applied to the basket: a client
 * that thinks otherwise has a stale basket, and must apply it again rather than pay a surprise.
 */
export function assertCreditAsApplied(payments: TenderList, amounts: BasketAmounts) {
  const credit = (payments ?? []).filter((payment) => payment.tender_type === 'credit');
  if (credit.length === 0) return;
  const named = credit.reduce((sum, payment) => sum + payment.amount, 0);
  if (named !== amounts.creditPence) {
    throw new DomainError('VALIDATION_FAILED', APPLY_CREDIT_FIRST, {
      payments: [APPLY_CREDIT_FIRST],
    });
  }
}

/** The basket's live items, after letting go of holds that have run out. */
export async function basketOf(
  db: Database,
  payer: Payer,
  now: Date,
): Promise<{ cart: CartRow; lines: CartLine[] }> {
  const cart = await findPayersCart(db, payer);
  if (!cart) throw new DomainError('BASKET_EMPTY', BASKET_EMPTY);
  await releaseExpiredHolds(db, now, { cartId: cart.id });
  const lines = await loadCartLines(db, cart.id);
  if (lines.length === 0) throw new DomainError('BASKET_EMPTY', BASKET_EMPTY);
  return { cart, lines };
}
