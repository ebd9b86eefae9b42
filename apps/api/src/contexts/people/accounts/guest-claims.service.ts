import type { SignedIn } from '@lido/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { findCustomerById, findCustomerIdByEmail, isUniqueViolation } from './accounts.repository';
import { customers } from './accounts.tables';
import {
  startSession,
  validationFailed,
  type AccountsDeps,
  type RequestOrigin,
} from './auth.service';
import { findGuestClaim, spendGuestClaim, type GuestClaim } from './guest-customers';
import { operatorAndVenueNames } from './operator-names';
import { hashPassword } from './password-hashing';
import { assertStrongPassword } from './password-strength';
import { describeCustomer } from './user-view';

// Claiming a guest's bookings (issue 43) with the link of their confirmation email: the link
// proves the claimant reads that address, as a password-reset link does.

export const CLAIM_LINK_INVALID_MESSAGE =
  'This link to keep your bookings is invalid or has expired, or the bookings are already in an account.';
export const CLAIM_PASSWORD_REQUIRED = 'Choose a password for your account.';

export type GuestClaimDeps = Pick<
  AccountsDeps,
  'db' | 'clock' | 'sessionIdleMinutes' | 'sessionLifetimeDays' | 'loadStanding'
>;

/** What a claim link is for, and the account its address already has (if any). */
export interface ClaimStanding extends GuestClaim {
  /** The customer (not this guest) whose address it is: the bookings can only join theirs. */
  accountId: number | null;
}

/** The claim link's guest and whether their address has an account; a 422 on `token` if spent. */
export async function readGuestClaim(
  db: Database,
  token: string,
  now: Date,
): Promise<ClaimStanding> {
  const claim = await findGuestClaim(db, token, now);
  if (!claim) throw validationFailed({ token: [CLAIM_LINK_INVALID_MESSAGE] });
  const holder = await findCustomerIdByEmail(db, claim.email);
  return {
    ...claim,
    accountId: holder !== undefined && holder !== claim.customerId ? holder : null,
  };
}

/**
 * Makes the guest an account of the address they booked with: the password (checked as
 * registration checks it) and the address set on their own row, signed in. Answers null when an
 * account took the address meanwhile (the unique index decides): the claim then goes through
 * that account, like any other.
 */
export async function claimGuestAsAccount(
  deps: GuestClaimDeps,
  { token, password, claim }: { token: string; password: string; claim: GuestClaim },
  origin: RequestOrigin,
): Promise<SignedIn | null> {
  const { db, clock } = deps;
  assertStrongPassword(password, claim, await operatorAndVenueNames(db));
  const passwordHash = await hashPassword(password);
  const now = clock.now();
  try {
    return await db.transaction(async (tx) => {
      const guestId = await spendGuestClaim(tx, token, { intoCustomerId: 'itself', now });
      if (guestId === undefined) throw validationFailed({ token: [CLAIM_LINK_INVALID_MESSAGE] });
      const [account] = await tx
        .update(customers)
        .set({ email: claim.email, passwordHash, updatedAt: now })
        .where(
          and(
            eq(customers.id, guestId),
            isNull(customers.email),
            isNull(customers.passwordHash),
            isNull(customers.erasedAt),
          ),
        )
        .returning();
      if (!account) throw validationFailed({ token: [CLAIM_LINK_INVALID_MESSAGE] });
      const sessionToken = await startSession(deps, tx, { customerId: guestId }, origin);
      return {
        status: 'success' as const,
        token: sessionToken,
        user: await describeCustomer({ ...deps, db: tx }, account),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** The signed-in account the bookings were added to, as sign-in describes it. */
export async function describeClaimant(deps: GuestClaimDeps, customerId: number) {
  const customer = await findCustomerById(deps.db, customerId);
  return customer ? describeCustomer(deps, customer) : null;
}
