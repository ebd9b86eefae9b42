import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import { guestCustomerFor } from '../../people/accounts';
import { venues } from '../../venue-setup/venues';
import { type CartLine, lockCart } from '../basket';
import { requireVisitorOf } from './checkout-visitor';
import { orderAccessTokens, orders } from './checkout.tables';
import type { OrderRow } from './checkout.repository';

// A signed-out visitor's order (issue 43): booked for a guest customer (accounts), opened for
// the visitor who paid by a secret of its own, and moved to an account when the guest's
// bookings are claimed into one.

/** As long as the link to claim the bookings: the confirmation is the visitor's until then. */
export const ORDER_TOKEN_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new secret that opens the order for whoever holds it; only its hash is kept. */
export async function issueOrderToken(db: Database, orderId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(orderAccessTokens).values({
    tokenHash: hashOf(token),
    orderId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ORDER_TOKEN_DAYS * DAY_MS),
  });
  return token;
}

/** The order, when the token is one of its own and still valid. */
export async function findOrderByToken(
  db: Database,
  orderId: number,
  token: string,
  now: Date,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select({ order: orders })
    .from(orderAccessTokens)
    .innerJoin(orders, eq(orders.id, orderAccessTokens.orderId))
    .where(
      and(
        eq(orderAccessTokens.tokenHash, hashOf(token)),
        eq(orderAccessTokens.orderId, orderId),
        gt(orderAccessTokens.expiresAt, now),
      ),
    );
  return row?.order;
}

export const ONE_OPERATOR_PER_BASKET =
  'Your basket holds sessions of more than one leisure operator: please book them one at a time.';

/**
 * The guest customer the visitor's basket is booked for (made, or found for a repeat visitor,
 * by the accounts module), at the operator whose venues the sessions are at, and at home at the
 * first session's venue, so its staff can serve them. Call in the transaction that uses it.
 */
export async function guestForVisitorBasket(
  tx: Database,
  cartId: number,
  lines: readonly CartLine[],
  now: Date,
): Promise<number> {
  // Under the basket's lock: a second Pay pressed at once waits, then finds the same guest (and
  // so the payment under way), rather than making another.
  await lockCart(tx, cartId);
  const visitor = await requireVisitorOf(tx, cartId);
  const venueIds = [...new Set(lines.map((line) => line.venue.id))];
  const operatorIds = await tx
    .selectDistinct({ id: venues.operatorId })
    .from(venues)
    .where(inArray(venues.id, venueIds));
  const [operator] = operatorIds;
  const [first] = lines;
  if (!operator || !first || operatorIds.length !== 1) {
    throw new DomainError('VALIDATION_FAILED', ONE_OPERATOR_PER_BASKET, {
      basket: [ONE_OPERATOR_PER_BASKET],
    });
  }
  return guestCustomerFor(tx, visitor, {
    operatorId: operator.id,
    homeVenueId: first.venue.id,
    now,
  });
}

/** A guest's orders become the account's their bookings were claimed into. */
export async function moveGuestOrders(
  tx: Database,
  guestId: number,
  accountId: number,
): Promise<number[]> {
  const moved = await tx
    .update(orders)
    .set({ customerId: accountId })
    .where(eq(orders.customerId, guestId))
    .returning({ id: orders.id });
  return moved.map((order) => order.id);
}
