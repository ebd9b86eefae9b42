import { type BookingsClaim, claimBookings } from '@lido/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../platform/errors/domain-error';
import type { Caller } from '../../platform/http/auth-guard';
import { registerRoute } from '../../platform/http/register-routes';
import {
  type AuthCookieSettings,
  CLAIM_LINK_INVALID_MESSAGE,
  CLAIM_PASSWORD_REQUIRED,
  claimGuestAsAccount,
  describeClaimant,
  type GuestClaimDeps,
  readGuestClaim,
  setAuthCookie,
  spendGuestClaim,
} from '../../contexts/people/accounts';
import { moveGuestOrders } from '../../contexts/booking/checkout';
import { moveGuestBookings } from '../../contexts/booking/bookings';

// Claiming bookings made without an account (issue 43), across the people context (the guest
// customer, its claim link, the new account's password and sign-in) and the booking context
// (the guest's orders and bookings, moved to the account of their address). The link proves
// the claimant reads the address the bookings were made with, as a password-reset link does;
// nothing else reaches an account's bookings, and nothing here tells anyone else whether an
// address has an account.

export interface BookingsClaimDeps extends GuestClaimDeps {
  authCookie: AuthCookieSettings;
}

export const CLAIMED_AS_ACCOUNT =
  'Your account is ready and your bookings are in it. You are now logged in.';
export const CLAIMED_INTO_ACCOUNT = 'Your bookings have been added to your account.';
export const SIGN_IN_TO_CLAIM = (email: string) =>
  `There is already an account for ${email}. Log in to it (or set its password with "Forgotten password") and open this link again to add these bookings to it.`;
export const OTHER_ACCOUNT = (email: string) =>
  `These bookings were made with ${email}: log in to the account for that address to keep them.`;

const invalid = (field: 'token' | 'password', message: string) =>
  new DomainError('VALIDATION_FAILED', message, { [field]: [message] });

const signInRequired = (email: string): BookingsClaim => ({
  status: 'sign_in_required',
  message: SIGN_IN_TO_CLAIM(email),
  email,
  token: null,
  user: null,
});

/** The guest's orders and bookings become the signed-in account's, the link spent with them. */
async function claimIntoAccount(
  deps: BookingsClaimDeps,
  caller: Caller | null,
  { token, email, accountId }: { token: string; email: string; accountId: number },
): Promise<BookingsClaim> {
  if (!caller) return signInRequired(email);
  if (caller.kind !== 'customer' || caller.userId !== accountId) {
    throw new DomainError('FORBIDDEN', OTHER_ACCOUNT(email));
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const guestId = await spendGuestClaim(tx, token, { intoCustomerId: accountId, now });
    if (guestId === undefined) throw invalid('token', CLAIM_LINK_INVALID_MESSAGE);
    // One after another: a transaction is one connection, running one statement at a time.
    await moveGuestOrders(tx, guestId, accountId);
    await moveGuestBookings(tx, guestId, accountId);
  });
  return {
    status: 'claimed',
    message: CLAIMED_INTO_ACCOUNT,
    email,
    token: null,
    user: await describeClaimant(deps, accountId),
  };
}

/**
 * With no account for the address, the password makes the guest one (signed in); with one, the
 * bookings join it once its owner is signed in.
 */
export async function claimGuestBookings(
  deps: BookingsClaimDeps,
  caller: Caller | null,
  body: { token: string; password?: string | null | undefined },
  origin: { ipAddress: string; userAgent: string | null },
): Promise<BookingsClaim> {
  const claim = await readGuestClaim(deps.db, body.token, deps.clock.now());
  if (claim.accountId !== null) {
    return claimIntoAccount(deps, caller, {
      ...claim,
      token: body.token,
      accountId: claim.accountId,
    });
  }
  if (!body.password) throw invalid('password', CLAIM_PASSWORD_REQUIRED);
  const signedIn = await claimGuestAsAccount(
    deps,
    { token: body.token, password: body.password, claim },
    origin,
  );
  // An account took the address meanwhile: the bookings can only join it.
  if (!signedIn) return signInRequired(claim.email);
  return {
    status: 'claimed',
    message: CLAIMED_AS_ACCOUNT,
    email: claim.email,
    token: signedIn.token,
    user: signedIn.user,
  };
}

const originOf = (request: FastifyRequest) => ({
  ipAddress: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

export function registerBookingsClaim(app: FastifyInstance, deps: BookingsClaimDeps): void {
  // A new account is signed in as registration signs in: the token, and the session cookie.
  registerRoute(app, claimBookings, async ({ caller, body, raw }, reply) => {
    const answer = await claimGuestBookings(deps, caller, body, originOf(raw));
    if (answer.token) setAuthCookie(raw, reply, deps.authCookie, answer.token);
    return answer;
  });
}
