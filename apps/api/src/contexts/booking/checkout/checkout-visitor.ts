import type { CheckoutVisitor } from '@lido/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import type { GuestVisitor } from '../../people/accounts';
import { questionsOfPlaces } from '../../timetable/questions';
import { findActivityRestrictions } from '../../timetable/restrictions';
import { type CartLine, findBookableOccurrence } from '../basket';
import { basketOf, findPayersCart, payerOf, type CheckoutDeps } from './checkout-basket';
import { checkoutVisitors } from './checkout.tables';

// Who is booking a basket paid for without an account (issue 43): the visitor's name, email
// and phone, given before paying (`PUT /api/checkout/visitor`) and kept with the basket until
// the order is written.

export const SIGNED_IN_BOOKS_AS_ITSELF =
  'You are signed in: your bookings are made in your account, with its details.';
export const VISITOR_NEEDED = 'Please tell us who is booking: your name, email address and phone.';

/** A session a signed-out visitor cannot pay for, and why: before any card is asked for. */
const needsAccount = (line: CartLine, why: string) =>
  new DomainError(
    'BOOKING_RESTRICTED',
    `${line.name} ${why}, so it can only be booked when you are logged in. Please log in, or remove it from your basket: nothing has been charged.`,
  );

/**
 * Every place of a visitor's basket can be booked without an account: its activity still takes
 * anonymous bookings, and asks nothing of the person going (members only, an age range, an
 * induction, a waiver, required questions), which only an account's details could answer.
 * Adding checks the same; an activity changed since is refused here, never after payment.
 */
export async function assertVisitorMayBook(db: Database, lines: readonly CartLine[]) {
  for (const line of lines) {
    const occurrence = await findBookableOccurrence(db, line.occurrenceId);
    if (!occurrence?.allowsAnonymousBookings) {
      throw needsAccount(line, 'needs an account');
    }
    const restrictions = await findActivityRestrictions(db, line.categoryId);
    if (restrictions.ids.length > 0) {
      throw needsAccount(
        line,
        'has restrictions we check against the details of each person going',
      );
    }
  }
  const questions = await questionsOfPlaces(db, lines);
  const asking = lines.find((_, index) =>
    questions[index]?.some((question) => question.is_required),
  );
  if (asking) throw needsAccount(asking, 'asks questions of each person going');
}

/** The visitor's basket (named by its uuid); a signed-in caller books as themself instead. */
async function visitorsBasket(deps: CheckoutDeps, caller: Caller | null, cartUuid: string | null) {
  const payer = payerOf(caller, cartUuid);
  if (payer.kind !== 'visitor') throw new DomainError('FORBIDDEN', SIGNED_IN_BOOKS_AS_ITSELF);
  return basketOf(deps.db, payer, deps.clock.now());
}

const toWire = (row: GuestVisitor): CheckoutVisitor => ({
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  phone: row.phone,
});

/** Saves who is booking the visitor's basket, once its places can be booked without an account. */
export async function saveVisitor(
  deps: CheckoutDeps,
  caller: Caller | null,
  cartUuid: string | null,
  body: CheckoutVisitor,
): Promise<CheckoutVisitor> {
  const { cart, lines } = await visitorsBasket(deps, caller, cartUuid);
  await assertVisitorMayBook(deps.db, lines);
  const row = {
    firstName: body.first_name,
    lastName: body.last_name,
    email: body.email,
    phone: body.phone,
  };
  await deps.db
    .insert(checkoutVisitors)
    .values({ cartId: cart.id, ...row, updatedAt: deps.clock.now() })
    .onConflictDoUpdate({
      target: checkoutVisitors.cartId,
      set: { ...row, updatedAt: deps.clock.now() },
    });
  return toWire(row);
}

/** The details last saved for the visitor's basket, or null (none yet, or no basket). */
export async function readVisitor(
  deps: CheckoutDeps,
  caller: Caller | null,
  cartUuid: string | null,
): Promise<CheckoutVisitor | null> {
  const payer = payerOf(caller, cartUuid);
  if (payer.kind !== 'visitor') throw new DomainError('FORBIDDEN', SIGNED_IN_BOOKS_AS_ITSELF);
  const cart = await findPayersCart(deps.db, payer);
  const visitor = cart && (await visitorOf(deps.db, cart.id));
  return visitor ? toWire(visitor) : null;
}

/** Who is booking the basket, as saved. */
export async function visitorOf(db: Database, cartId: number): Promise<GuestVisitor | undefined> {
  const [row] = await db
    .select({
      firstName: checkoutVisitors.firstName,
      lastName: checkoutVisitors.lastName,
      email: checkoutVisitors.email,
      phone: checkoutVisitors.phone,
    })
    .from(checkoutVisitors)
    .where(eq(checkoutVisitors.cartId, cartId));
  return row;
}

/** Who is booking the basket: a 422 naming `visitor` until they have said. */
export async function requireVisitorOf(db: Database, cartId: number): Promise<GuestVisitor> {
  const visitor = await visitorOf(db, cartId);
  if (!visitor)
    throw new DomainError('VALIDATION_FAILED', VISITOR_NEEDED, { visitor: [VISITOR_NEEDED] });
  return visitor;
}

/** Once the order is written, the details live on as its guest customer: the basket's copy goes. */
export async function forgetVisitor(tx: Database, cartId: number): Promise<void> {
  await tx.delete(checkoutVisitors).where(eq(checkoutVisitors.cartId, cartId));
}
