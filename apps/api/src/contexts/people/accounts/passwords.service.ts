import type { StatusMessage } from '@lido/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { passwordResetEmail, setPasswordUrl } from './account-emails';
import {
  consumeResetToken,
  expireResetTokens,
  findCustomerById,
  findCustomerByLogin,
  findResetTokenCustomer,
  insertResetTokenWithinLimit,
  updatePasswordHash,
} from './accounts.repository';
import { validationFailed, type AccountsDeps } from './auth.service';
import { requireOperator } from './user-view';
import { operatorAndVenueNames } from './operator-names';
import { hashPassword, verifyPassword } from './password-hashing';
import { assertStrongPassword } from './password-strength';
import { staffUsers } from './accounts.tables';
import { createSecretToken, hashSecretToken } from './secret-tokens';
import { revokeCustomerSessions } from './sessions.repository';

// Forgotten, reset and changed passwords.

export const RESET_LINK_SENT_MESSAGE =
  'If we have an account for those details, we have emailed a link to reset your password.';
export const RESET_LINK_INVALID_MESSAGE = 'This password reset link is invalid or has expired.';
export const PASSWORD_RESET_MESSAGE = 'Your password has been reset. You can now log in.';
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export type PasswordResetDeps = Pick<
  AccountsDeps,
  'db' | 'clock' | 'queueEmail' | 'resetEmailLimit' | 'runAfterResponse'
>;

/**
 * Answers at once with the same text whether or not an account matches: looking the account up
 * and emailing it happen after the answer, so neither its text nor its timing finds accounts.
 */
export function requestPasswordReset(
  deps: PasswordResetDeps,
  emailOrReference: string,
): StatusMessage {
  deps.runAfterResponse('emailing a password reset link', () =>
    emailResetLink(deps, emailOrReference),
  );
  return { status: 'success', message: RESET_LINK_SENT_MESSAGE };
}

/**
 * Emails a reset link to a customer with an email address, within the per-customer limit; past
 * it the request does nothing, so the link cannot be used to flood someone's inbox. A customer
 * without a password yet (made at the desk, or imported and their invitation lost or expired)
 * sets their first one this way: the link goes only to their own address.
 */
async function emailResetLink(deps: PasswordResetDeps, emailOrReference: string): Promise<void> {
  const { db, clock } = deps;
  const customer = await findCustomerByLogin(db, emailOrReference);
  // Juniors without their own login have no email to send a link to; walk-ins are no account.
  if (!customer?.email || customer.isWalkIn || customer.erasedAt !== null) return;
  const email = customer.email;
  const operator = await requireOperator(db);
  const now = clock.now();
  const { token, hash } = createSecretToken();
  await db.transaction(async (tx) => {
    const isStored = await insertResetTokenWithinLimit(
      tx,
      {
        customerId: customer.id,
        tokenHash: hash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
      },
      deps.resetEmailLimit,
    );
    if (!isStored) return;
    await deps.queueEmail(
      tx,
      passwordResetEmail({
        to: email,
        firstName: customer.firstName,
        operatorName: operator.name,
        resetUrl: setPasswordUrl(operator.bookingsSiteUrl, token),
        validForMinutes: RESET_TOKEN_LIFETIME_MS / 60_000,
      }),
    );
  });
}

export async function resetPassword(
  deps: AccountsDeps,
  body: { token: string; password: string },
): Promise<StatusMessage> {
  const { db, clock } = deps;
  const now = clock.now();
  const tokenHash = hashSecretToken(body.token.trim());
  const owner = await findResetTokenCustomer(db, tokenHash, now);
  if (!owner) throw validationFailed({ token: [RESET_LINK_INVALID_MESSAGE] });
  // Before the link is spent: a refused password leaves it usable for a better one.
  assertStrongPassword(body.password, owner, await operatorAndVenueNames(db));
  const passwordHash = await hashPassword(body.password);
  const isReset = await db.transaction(async (tx) => {
    const customerId = await consumeResetToken(tx, tokenHash, now);
    if (customerId === undefined) return false;
    await setPassword(tx, customerId, passwordHash, now);
    await revokeCustomerSessions(tx, customerId, now);
    return true;
  });
  if (!isReset) throw validationFailed({ token: [RESET_LINK_INVALID_MESSAGE] });
  return { status: 'success', message: PASSWORD_RESET_MESSAGE };
}

/** Changes the caller's own password; their other sessions are signed out, this one stays. */
export async function changePassword(
  deps: AccountsDeps,
  caller: Caller,
  body: { current_password: string; password: string },
): Promise<StatusMessage> {
  const { db, clock } = deps;
  if (caller.kind !== 'customer') {
    throw new DomainError('FORBIDDEN', 'Unauthorised.');
  }
  const customer = await findCustomerById(db, caller.userId);
  if (
    !customer?.passwordHash ||
    !(await verifyPassword(customer.passwordHash, body.current_password))
  ) {
    throw validationFailed({ current_password: ['The current password is incorrect.'] });
  }
  assertStrongPassword(body.password, customer, await operatorAndVenueNames(db));
  const passwordHash = await hashPassword(body.password);
  const now = clock.now();
  await db.transaction(async (tx) => {
    await setPassword(tx, customer.id, passwordHash, now);
    await revokeCustomerSessions(tx, customer.id, now, caller.sessionId);
  });
  return { status: 'success', message: 'Your password has been changed.' };
}

/** Whether the password is the customer's own: a closing account is confirmed with it. */
export async function isCustomerPassword(
  db: Database,
  customerId: number,
  password: string,
): Promise<boolean> {
  const customer = await findCustomerById(db, customerId);
  return Boolean(customer?.passwordHash && (await verifyPassword(customer.passwordHash, password)));
}

/** Whether `password` is the member of staff's own: what re-confirms a manager's grave actions. */
export async function isStaffPassword(
  db: Database,
  staffUserId: number,
  password: string,
): Promise<boolean> {
  const [staff] = await db
    .select({ passwordHash: staffUsers.passwordHash })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffUserId));
  return Boolean(staff?.passwordHash && (await verifyPassword(staff.passwordHash, password)));
}

async function setPassword(
  db: Database,
  customerId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await updatePasswordHash(db, customerId, passwordHash, now);
  await expireResetTokens(db, customerId, now);
}
