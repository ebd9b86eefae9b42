import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { venues } from '../../venue-setup/venues';
import type { QueueEmail } from './account-ports';
import { staffUsers, type StaffRole } from './accounts.tables';
import { NO_PASSWORD_YET } from './password-hashing';
import { staffInvitationEmail } from './staff-invitation-email';
import {
  issueStaffPasswordToken,
  STAFF_PASSWORD_TOKEN_LIFETIME_DAYS,
  staffPasswordUrl,
} from './staff-password-tokens';
import { requireOperator } from './user-view';

// One way a member of staff comes to be, whether imported or added in the console: made without
// a password (sign-in refuses the marker) and emailed a week's link to choose one.

export interface InvitedStaffFields {
  venueId: number;
  /** Lower case: sign-in finds staff by their address in any case. */
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
}

export interface StaffInvitations {
  now: Date;
  /** Writes the invitation to the outbox in the caller's transaction, so it goes only if that commits. */
  queueEmail: QueueEmail;
}

/** Makes the member of staff with no password yet and invites them; answers their id. */
export async function addInvitedStaff(
  tx: Database,
  operatorId: number,
  fields: InvitedStaffFields,
  invitations: StaffInvitations,
): Promise<number> {
  const [made] = await tx
    .insert(staffUsers)
    .values({ operatorId, ...fields, passwordHash: NO_PASSWORD_YET })
    .returning({ id: staffUsers.id });
  if (!made) throw new Error('the staff insert returned nothing');
  await inviteStaff(tx, made.id, fields, invitations);
  return made.id;
}

/** Issues the member of staff a link to choose their password and queues the invitation. */
export async function inviteStaff(
  tx: Database,
  staffUserId: number,
  fields: InvitedStaffFields,
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
