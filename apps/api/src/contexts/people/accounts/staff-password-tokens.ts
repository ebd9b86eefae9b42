import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { staffPasswordTokens, staffUsers } from './accounts.tables';
import type { StaffUserRow } from './accounts.repository';
import { createSecretToken } from './secret-tokens';

/**
 * The desk page an invitation, or a forgotten password's link, leads to. The token is not in
 * `token`, which the web app reads on every page as a session handed over by another site (and
 * removes from the address).
 */
const SET_STAFF_PASSWORD_PATH = '/desk/set-password';
const SET_STAFF_PASSWORD_TOKEN_PARAMETER = 'invite_token';

/** The desk page where a member of staff chooses a password with this link's token. */
export function staffPasswordUrl(bookingsSiteUrl: string, token: string): string {
  const url = new URL(`${bookingsSiteUrl.replace(/\/$/, '')}${SET_STAFF_PASSWORD_PATH}`);
  url.searchParams.set(SET_STAFF_PASSWORD_TOKEN_PARAMETER, token);
  return url.toString();
}

/** An invitation gives the week a new member of staff may need before their first shift. */
export const STAFF_PASSWORD_TOKEN_LIFETIME_DAYS = 7;
const LIFETIME_MS = STAFF_PASSWORD_TOKEN_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/**
 * Stores a new single-use link for a member of staff to set their password; answers its token.
 * An invitation's lasts a week; a forgotten password's as long as a customer's reset link.
 */
export async function issueStaffPasswordToken(
  db: Database,
  staffUserId: number,
  now: Date,
  lifetimeMs: number = LIFETIME_MS,
): Promise<string> {
  const { token, hash } = createSecretToken();
  await db.insert(staffPasswordTokens).values({
    staffUserId,
    tokenHash: hash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMs),
  });
  return token;
}

/**
 * How many links the member of staff was sent since `since`, counted with their row locked, so
 * two requests at once cannot both pass a limit on them.
 */
export async function countStaffPasswordTokensSince(
  db: Database,
  staffUserId: number,
  since: Date,
): Promise<number> {
  await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffUserId))
    .for('no key update');
  const [recent] = await db
    .select({ n: count() })
    .from(staffPasswordTokens)
    .where(
      and(
        eq(staffPasswordTokens.staffUserId, staffUserId),
        gt(staffPasswordTokens.createdAt, since),
      ),
    );
  return recent?.n ?? 0;
}

/** Whose unused, unexpired link this is, without spending it. */
export async function findStaffByPasswordToken(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<StaffUserRow | undefined> {
  const [row] = await db
    .select({ staff: staffUsers })
    .from(staffPasswordTokens)
    .innerJoin(staffUsers, eq(staffUsers.id, staffPasswordTokens.staffUserId))
    .where(
      and(
        eq(staffPasswordTokens.tokenHash, tokenHash),
        isNull(staffPasswordTokens.usedAt),
        gt(staffPasswordTokens.expiresAt, now),
      ),
    );
  return row?.staff;
}

/**
 * Spends a link: one conditional update, so two requests racing with it cannot both succeed.
 * Answers the member of staff it belongs to.
 */
export async function consumeStaffPasswordToken(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(staffPasswordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffPasswordTokens.tokenHash, tokenHash),
        isNull(staffPasswordTokens.usedAt),
        gt(staffPasswordTokens.expiresAt, now),
      ),
    )
    .returning({ staffUserId: staffPasswordTokens.staffUserId });
  return row?.staffUserId;
}

/** Every other link of the member of staff stops working (a password set, an address changed). */
export async function expireStaffPasswordTokens(
  db: Database,
  staffUserId: number,
  now: Date,
): Promise<void> {
  await db
    .update(staffPasswordTokens)
    .set({ usedAt: now })
    .where(
      and(eq(staffPasswordTokens.staffUserId, staffUserId), isNull(staffPasswordTokens.usedAt)),
    );
}
