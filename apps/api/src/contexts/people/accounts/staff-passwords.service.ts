import type { StatusMessage } from '@lido/contract';
import { eq } from 'drizzle-orm';
import { passwordResetEmail } from './account-emails';
import { findStaffByEmail } from './accounts.repository';
import { staffUsers } from './accounts.tables';
import { validationFailed, type AccountsDeps } from './auth.service';
import { operatorAndVenueNames } from './operator-names';
import { hashPassword } from './password-hashing';
import { assertStrongPassword } from './password-strength';
import { RESET_TOKEN_LIFETIME_MS, type PasswordResetDeps } from './passwords.service';
import { hashSecretToken, isWellFormedToken } from './secret-tokens';
import {
  consumeStaffPasswordToken,
  countStaffPasswordTokensSince,
  expireStaffPasswordTokens,
  findStaffByPasswordToken,
  issueStaffPasswordToken,
  staffPasswordUrl,
} from './staff-password-tokens';
import { requireOperator } from './user-view';

export const STAFF_PASSWORD_LINK_INVALID_MESSAGE =
  'This link to set your password is not valid: it may have been used already or have expired.';
export const STAFF_PASSWORD_SET_MESSAGE =
  'Your password has been set. You can now log in at the front desk.';
export const STAFF_PASSWORD_LINK_SENT_MESSAGE =
  'If that is the email address of a front desk account, we have emailed it a link to choose a new password.';

/**
 * `POST /api/auth/staff/forgotten-password`: answers at once with the same text whether or not
 * the address is a member of staff's; finding them and emailing the link happen after the
 * answer, so neither its text nor its timing tells who works where.
 */
export function requestStaffPasswordLink(deps: PasswordResetDeps, email: string): StatusMessage {
  deps.runAfterResponse('emailing a member of staff a password link', () =>
    emailStaffPasswordLink(deps, email),
  );
  return { status: 'success', message: STAFF_PASSWORD_LINK_SENT_MESSAGE };
}

/**
 * Emails the member of staff a link to the desk's set-password page, valid as long as a
 * customer's reset link and within the same per-person limit (past it, nothing is sent: the form
 * cannot flood an inbox). Their password stays as it was until they use the link.
 */
async function emailStaffPasswordLink(deps: PasswordResetDeps, email: string): Promise<void> {
  const { db, clock } = deps;
  const staff = await findStaffByEmail(db, email);
  if (!staff) return;
  const operator = await requireOperator(db);
  const now = clock.now();
  await db.transaction(async (tx) => {
    const since = new Date(now.getTime() - deps.resetEmailLimit.windowMs);
    if ((await countStaffPasswordTokensSince(tx, staff.id, since)) >= deps.resetEmailLimit.max) {
      return;
    }
    const token = await issueStaffPasswordToken(tx, staff.id, now, RESET_TOKEN_LIFETIME_MS);
    await deps.queueEmail(
      tx,
      passwordResetEmail({
        to: staff.email,
        firstName: staff.firstName,
        operatorName: operator.name,
        resetUrl: staffPasswordUrl(operator.bookingsSiteUrl, token),
        validForMinutes: RESET_TOKEN_LIFETIME_MS / 60_000,
      }),
    );
  });
}

/**
 * A member of staff chooses their password with the link of their invitation: the link is spent,
 * and with it every other link they were sent.
 */
export async function setStaffPasswordWithToken(
  deps: Pick<AccountsDeps, 'db' | 'clock'>,
  body: { token: string; password: string },
): Promise<StatusMessage> {
  const { db, clock } = deps;
  const now = clock.now();
  const token = body.token.trim();
  const invalidLink = () => validationFailed({ token: [STAFF_PASSWORD_LINK_INVALID_MESSAGE] });
  if (!isWellFormedToken(token)) throw invalidLink();
  const tokenHash = hashSecretToken(token);
  const staff = await findStaffByPasswordToken(db, tokenHash, now);
  if (!staff) throw invalidLink();
  // Before the link is spent: a refused password leaves it usable for a better one.
  assertStrongPassword(body.password, staff, await operatorAndVenueNames(db));
  const passwordHash = await hashPassword(body.password);
  const isSet = await db.transaction(async (tx) => {
    const staffUserId = await consumeStaffPasswordToken(tx, tokenHash, now);
    if (staffUserId === undefined) return false;
    await tx.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, staffUserId));
    await expireStaffPasswordTokens(tx, staffUserId, now);
    return true;
  });
  if (!isSet) throw invalidLink();
  return { status: 'success', message: STAFF_PASSWORD_SET_MESSAGE };
}
