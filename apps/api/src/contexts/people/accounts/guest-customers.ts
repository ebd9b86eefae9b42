import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { customerReference, nextCustomerId } from './accounts.repository';
import { customers, guestClaimTokens, guestCustomers } from './accounts.tables';
import { createSecretToken, hashSecretToken, isWellFormedToken } from './secret-tokens';

// Guest customers (issue 43): the customer a checkout without an account books for, and the
// links that claim their bookings into an account. Only this module writes these rows.

/** Who is booking, as the checkout took it from a signed-out visitor. */
export interface GuestVisitor {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** Long enough to cover every session bookable today (three weeks ahead) and then some. */
export const GUEST_CLAIM_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How a guest's confirmation reaches them, and whom its claim link is for. */
export interface GuestClaim {
  customerId: number;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * The guest customer a visitor books as: their earlier one while it is unclaimed (the same
 * address and name, at the operator: a repeat visitor), else a new one. The phone is the latest
 * given. Nothing is looked up among accounts, so the answer (and its timing) says nothing about
 * whether the address has one. Call in the transaction that uses it.
 */
export async function guestCustomerFor(
  tx: Database,
  visitor: GuestVisitor,
  { operatorId, homeVenueId, now }: { operatorId: number; homeVenueId: number; now: Date },
): Promise<number> {
  const email = visitor.email.trim().toLowerCase();
  const [earlier] = await tx
    .select({ id: customers.id })
    .from(guestCustomers)
    .innerJoin(customers, eq(customers.id, guestCustomers.customerId))
    .where(
      and(
        eq(sql`lower(${guestCustomers.email})`, email),
        isNull(guestCustomers.claimedAt),
        isNull(customers.erasedAt),
        isNull(customers.passwordHash),
        eq(customers.operatorId, operatorId),
        eq(sql`lower(${customers.firstName})`, visitor.firstName.trim().toLowerCase()),
        eq(sql`lower(${customers.lastName})`, visitor.lastName.trim().toLowerCase()),
      ),
    )
    .orderBy(asc(customers.id))
    .limit(1);
  if (earlier) {
    await tx
      .update(customers)
      .set({ phone: visitor.phone, updatedAt: now })
      .where(eq(customers.id, earlier.id));
    return earlier.id;
  }
  const id = await nextCustomerId(tx);
  await tx.insert(customers).values({
    id,
    operatorId,
    reference: customerReference(id),
    email: null,
    passwordHash: null,
    firstName: visitor.firstName.trim(),
    lastName: visitor.lastName.trim(),
    phone: visitor.phone,
    homeVenueId,
    registrationSource: 'guest-checkout',
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(guestCustomers).values({ customerId: id, email, createdAt: now });
  return id;
}

/** The address a guest customer booked with; null for anyone else. */
export async function guestEmailOf(db: Database, customerId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: guestCustomers.email })
    .from(guestCustomers)
    .where(eq(guestCustomers.customerId, customerId));
  return row?.email ?? null;
}

/** A new claim link's secret for the guest's bookings; only its hash is kept. */
export async function issueGuestClaimToken(
  tx: Database,
  customerId: number,
  now: Date,
): Promise<string> {
  const { token, hash } = createSecretToken();
  await tx.insert(guestClaimTokens).values({
    customerId,
    tokenHash: hash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + GUEST_CLAIM_DAYS * DAY_MS),
  });
  return token;
}

const liveClaim = (tokenHash: string, now: Date) =>
  and(
    eq(guestClaimTokens.tokenHash, tokenHash),
    isNull(guestClaimTokens.usedAt),
    gt(guestClaimTokens.expiresAt, now),
  );

/** Whose unused, unexpired claim link this is (an unclaimed guest), without spending it. */
export async function findGuestClaim(
  db: Database,
  token: string,
  now: Date,
): Promise<GuestClaim | undefined> {
  const presented = token.trim();
  if (!isWellFormedToken(presented)) return undefined;
  const [row] = await db
    .select({
      customerId: customers.id,
      email: guestCustomers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(guestClaimTokens)
    .innerJoin(guestCustomers, eq(guestCustomers.customerId, guestClaimTokens.customerId))
    .innerJoin(customers, eq(customers.id, guestCustomers.customerId))
    .where(
      and(
        liveClaim(hashSecretToken(presented), now),
        isNull(guestCustomers.claimedAt),
        isNull(customers.erasedAt),
      ),
    );
  return row;
}

/**
 * Spends a claim link and records where the guest's bookings went (`intoCustomerId`: the guest
 * itself made an account, or the account of its address), in one conditional update each, so two
 * requests with the same link cannot both claim. The guest's other links stop working. Answers
 * the guest customer, or undefined when the link was spent (or the guest claimed) meanwhile.
 */
export async function spendGuestClaim(
  tx: Database,
  token: string,
  { intoCustomerId, now }: { intoCustomerId: number | 'itself'; now: Date },
): Promise<number | undefined> {
  const [spent] = await tx
    .update(guestClaimTokens)
    .set({ usedAt: now })
    .where(liveClaim(hashSecretToken(token.trim()), now))
    .returning({ customerId: guestClaimTokens.customerId });
  if (!spent) return undefined;
  const guestId = spent.customerId;
  const [claimed] = await tx
    .update(guestCustomers)
    .set({
      claimedAt: now,
      claimedIntoCustomerId: intoCustomerId === 'itself' ? guestId : intoCustomerId,
    })
    .where(and(eq(guestCustomers.customerId, guestId), isNull(guestCustomers.claimedAt)))
    .returning({ customerId: guestCustomers.customerId });
  if (!claimed) return undefined;
  await tx
    .update(guestClaimTokens)
    .set({ usedAt: now })
    .where(and(eq(guestClaimTokens.customerId, guestId), isNull(guestClaimTokens.usedAt)));
  return guestId;
}
