import type { StatusMessage } from '@lido/contract';
import { eq } from 'drizzle-orm';
import { staffUsers } from './accounts.tables';
import { validationFailed, type AccountsDeps } from './auth.service';
import { hashPassword } from './password-hashing';
import { assertStrongPassword } from './password-strength';
import { hashSecretToken, isWellFormedToken } from './secret-tokens';
import {
  consumeStaffPasswordToken,
  expireStaffPasswordTokens,
  findStaffByPasswordToken,
} from './staff-password-tokens';

export const STAFF_PASSWORD_LINK_INVALID_MESSAGE =
  'This link to set your password is not valid: it may have been used already or have expired.';
export const STAFF_PASSWORD_SET_MESSAGE =
  'Your password has been set. You can now log in at the front desk.';

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
  assertStrongPassword(body.password, staff);
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
