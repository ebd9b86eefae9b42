import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { venues } from '../venues';
import type { QueueEmail } from './account-ports';
import { staffUsers, type StaffRole } from './accounts.tables';
import { isUsablePasswordHash, NO_PASSWORD_YET } from './password-hashing';
import { staffInvitationEmail } from './staff-invitation-email';
import {
  expireStaffPasswordTokens,
  issueStaffPasswordToken,
  STAFF_PASSWORD_TOKEN_LIFETIME_DAYS,
  staffPasswordUrl,
} from './staff-password-tokens';
import { requireOperator } from './user-view';

export { staffRoles, type StaffRole } from './accounts.tables';

export interface ImportedStaffFields {
  venueId: number;
  /** Lower case: sign-in finds staff by their address in any case. */
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
}

export interface StaffInvitations {
  now: Date;
  /** Writes the invitation to the outbox in the import's transaction. */
  queueEmail: QueueEmail;
}

/**
 * Writes an operator's imported staff: rows with an id are updated (venue, names, role and
 * address; never the password), the others made without a password and emailed an invitation
 * to choose one. Answers each id, in order.
 */
export async function saveImportedStaff(
  tx: Database,
  operatorId: number,
  rows: ReadonlyArray<{ id: number | null; fields: ImportedStaffFields }>,
  invitations: StaffInvitations,
): Promise<number[]> {
  const ids: number[] = [];
  for (const row of rows) {
    if (row.id === null) {
      const [made] = await tx
        .insert(staffUsers)
        .values({ operatorId, ...row.fields, passwordHash: NO_PASSWORD_YET })
        .returning({ id: staffUsers.id });
      if (!made) throw new Error('the staff insert returned nothing');
      await inviteStaff(tx, made.id, row.fields, invitations);
      ids.push(made.id);
      continue;
    }
    const [before] = await tx
      .select({ email: staffUsers.email, passwordHash: staffUsers.passwordHash })
      .from(staffUsers)
      .where(and(eq(staffUsers.id, row.id), eq(staffUsers.operatorId, operatorId)));
    if (!before) throw new Error(`staff member ${row.id} imported before is missing`);
    await tx.update(staffUsers).set(row.fields).where(eq(staffUsers.id, row.id));
    // An invitation still open went to the old address: the new one gets it instead.
    const isNewAddress = before.email.toLowerCase() !== row.fields.email.toLowerCase();
    if (isNewAddress && !isUsablePasswordHash(before.passwordHash)) {
      await expireStaffPasswordTokens(tx, row.id, invitations.now);
      await inviteStaff(tx, row.id, row.fields, invitations);
    }
    ids.push(row.id);
  }
  return ids;
}

async function inviteStaff(
  tx: Database,
  staffUserId: number,
  fields: ImportedStaffFields,
  { now, queueEmail }: StaffInvitations,
): Promise<void> {
  const operator = await requireOperator(tx);
  const [venue] = await tx
    .select({ name: venues.name })
    .from(venues)
    .where(eq(venues.id, fields.venueId));
  const token = await issueStaffPasswordToken(tx, staffUserId, now);
  const site = operator.bookingsSiteUrl.replace(/\/$/, '');
  await queueEmail(
    tx,
    staffInvitationEmail({
      to: fields.email,
      firstName: fields.firstName,
      operatorName: operator.name,
      venueName: venue?.name ?? operator.name,
      role: fields.role,
      setPasswordUrl: staffPasswordUrl(operator.bookingsSiteUrl, token),
      logInUrl: `${site}/desk/login`,
      validForDays: STAFF_PASSWORD_TOKEN_LIFETIME_DAYS,
    }),
  );
}
