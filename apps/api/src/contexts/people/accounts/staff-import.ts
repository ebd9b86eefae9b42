import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { staffUsers } from './accounts.tables';
import { isUsablePasswordHash } from './password-hashing';
import {
  addInvitedStaff,
  type InvitedStaffFields,
  inviteStaff,
  type StaffInvitations,
} from './staff-invitations';
import { expireStaffPasswordTokens } from './staff-password-tokens';

export { staffRoles, type StaffRole } from './accounts.tables';

export type ImportedStaffFields = InvitedStaffFields;

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
      ids.push(await addInvitedStaff(tx, operatorId, row.fields, invitations));
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
