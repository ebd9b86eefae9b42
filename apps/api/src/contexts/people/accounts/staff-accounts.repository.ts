import { asc, and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { venues } from '../../venue-setup/venues';
import { staffUsers, type StaffRole } from './accounts.tables';
import { isUsablePasswordHash } from './password-hashing';

/** A member of staff as the console's Staff page shows them. */
export interface StaffAccountRow {
  id: number;
  operatorId: number;
  firstName: string;
  lastName: string;
  email: string;
  role: StaffRole;
  venue: { id: number; slug: string; name: string };
  /** Still to choose a password from their invitation (imported or added in the console). */
  isInvited: boolean;
}

const columns = {
  id: staffUsers.id,
  operatorId: staffUsers.operatorId,
  firstName: staffUsers.firstName,
  lastName: staffUsers.lastName,
  email: staffUsers.email,
  role: staffUsers.role,
  passwordHash: staffUsers.passwordHash,
  venueId: venues.id,
  venueSlug: venues.slug,
  venueName: venues.name,
};

interface SelectedRow extends Omit<StaffAccountRow, 'venue' | 'isInvited'> {
  passwordHash: string;
  venueId: number;
  venueSlug: string;
  venueName: string;
}

const accountOf = ({
  passwordHash,
  venueId,
  venueSlug,
  venueName,
  ...row
}: SelectedRow): StaffAccountRow => ({
  ...row,
  venue: { id: venueId, slug: venueSlug, name: venueName },
  isInvited: !isUsablePasswordHash(passwordHash),
});

/** The operator's staff, by name. */
export async function listOperatorStaff(
  db: Database,
  operatorId: number,
): Promise<StaffAccountRow[]> {
  const rows = await db
    .select(columns)
    .from(staffUsers)
    .innerJoin(venues, eq(venues.id, staffUsers.venueId))
    .where(eq(staffUsers.operatorId, operatorId))
    .orderBy(asc(staffUsers.lastName), asc(staffUsers.firstName), asc(staffUsers.id));
  return rows.map(accountOf);
}

/**
 * One member of the operator's staff; with `lock`, their row is held until the transaction ends,
 * so two managers changing them at once are recorded one after the other with true befores.
 */
export async function findOperatorStaffMember(
  db: Database,
  operatorId: number,
  staffUserId: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<StaffAccountRow | undefined> {
  const query = db
    .select(columns)
    .from(staffUsers)
    .innerJoin(venues, eq(venues.id, staffUsers.venueId))
    .where(and(eq(staffUsers.id, staffUserId), eq(staffUsers.operatorId, operatorId)));
  const [row] = lock ? await query.for('update', { of: staffUsers }) : await query;
  return row ? accountOf(row) : undefined;
}

/** Whether any member of staff signs in with the address (in any case). */
export async function isStaffEmailTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.email})`, email.toLowerCase()));
  return row !== undefined;
}

export async function updateStaffMember(
  tx: Database,
  staffUserId: number,
  fields: Partial<{ role: StaffRole; venueId: number; firstName: string; lastName: string }>,
): Promise<void> {
  await tx.update(staffUsers).set(fields).where(eq(staffUsers.id, staffUserId));
}
