import {
  type AddStaffBody,
  type ChangeStaffBody,
  ONLY_ADMINISTRATOR_APPOINTS_ADMINISTRATORS,
  OWN_MANAGER_ROLE_KEPT,
  STAFF_EMAIL_TAKEN,
  STAFF_NOT_FOUND,
  type StaffAccount,
  type StaffRole,
} from '@lido/contract';
import { authorize, reaches, type StaffCaller } from '../../../platform/authorize';
import { withinOperator } from '../../../platform/db/operator-scope';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { DomainError, invalid } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { findVenueByIdentifier, type VenueRow } from '../../venue-setup/venues';
import type { QueueEmail } from './account-ports';
import { isUniqueViolation } from './accounts.repository';
import {
  findOperatorStaffMember,
  isStaffEmailTaken,
  listOperatorStaff,
  type StaffAccountRow,
  updateStaffMember,
} from './staff-accounts.repository';
import { addInvitedStaff } from './staff-invitations';

/** What a member of staff's account said before and after a change: only the fields changed. */
type StaffFacts = Partial<Record<'role' | 'venue' | 'first_name' | 'last_name' | 'email', string>>;

/** An addition to, or change of, the operator's staff, as the desk's audit records it. */
export interface StaffChange {
  /** The manager who made it. */
  staffUserId: number;
  action: 'staff-added' | 'staff-changed';
  /** The member of staff added or changed, and their name as it now is. */
  memberId: number;
  memberName: string;
  /** Their venue, and their venue before when they moved: each venue's changes list it. */
  venueIds: number[];
  before: StaffFacts;
  after: StaffFacts;
}

export interface StaffAccountsDeps {
  db: Database;
  clock: Clock;
  queueEmail: QueueEmail;
  // The audit belongs to a module after this one (desk-audit), so app.ts plugs it in.
  /** Appends the change to the audit, in the transaction that makes it. */
  recordStaffChange: (tx: Database, change: StaffChange, now: Date) => Promise<void>;
}

interface StaffManager {
  staffUserId: number;
  operatorId: number;
  caller: StaffCaller;
}

/**
 * The caller as a manager with their operator. A change of role reaches the caller cache at
 * once (decisions/037), so it counts from the member's next request.
 */
function staffManagerOf(caller: Caller): StaffManager {
  const staff = authorize(caller, 'staff.manage');
  return { staffUserId: staff.userId, operatorId: staff.staffOperatorId, caller: staff };
}

/**
 * Only an operator administrator makes, unmakes or changes an operator administrator: a manager
 * cannot raise anyone, themselves included, above their own role.
 */
function refuseAdministratorChange(manager: StaffManager, roles: Array<StaffRole | undefined>) {
  if (manager.caller.staffRole !== 'operator_admin' && roles.includes('operator_admin')) {
    throw new DomainError('FORBIDDEN', ONLY_ADMINISTRATOR_APPOINTS_ADMINISTRATORS);
  }
}

/** The venue named, if the manager runs it; another operator's reads as missing. */
async function managedVenue(
  db: Database,
  manager: StaffManager,
  identifier: string,
): Promise<VenueRow> {
  const venue = await findVenueByIdentifier(db, identifier);
  if (!venue || !reaches(manager.caller, 'staff.manage', venue)) {
    throw new DomainError('NOT_FOUND', STAFF_NOT_FOUND);
  }
  return venue;
}

const wireAccount = (row: StaffAccountRow): StaffAccount => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  role: row.role,
  venue: row.venue,
  invited: row.isInvited,
});

const factsOf = (row: StaffAccountRow): Required<StaffFacts> => ({
  role: row.role,
  venue: row.venue.name,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
});

async function requireMember(
  db: Database,
  manager: StaffManager,
  staffUserId: number,
  options?: { lock: boolean },
): Promise<StaffAccountRow> {
  const member = await findOperatorStaffMember(db, manager.operatorId, staffUserId, options);
  if (!member) throw new DomainError('NOT_FOUND', STAFF_NOT_FOUND);
  return member;
}

export async function listStaff(deps: StaffAccountsDeps, caller: Caller): Promise<StaffAccount[]> {
  const manager = staffManagerOf(caller);
  const rows = await withinOperator(deps.db, manager.operatorId, (tx) =>
    listOperatorStaff(tx, manager.operatorId),
  );
  return rows.map(wireAccount);
}

/**
 * Makes the member of staff without a password and queues their invitation (the same as an
 * imported member's), with the audit entry, in one transaction: the email goes out only once the
 * account is there to set a password for.
 */
export async function addStaff(
  deps: StaffAccountsDeps,
  caller: Caller,
  body: AddStaffBody,
): Promise<StaffAccount> {
  const manager = staffManagerOf(caller);
  refuseAdministratorChange(manager, [body.role]);
  const venue = await managedVenue(deps.db, manager, body.venue);
  if (await isStaffEmailTaken(deps.db, body.email)) throw invalid('email', STAFF_EMAIL_TAKEN);
  const now = deps.clock.now();
  let memberId: number;
  try {
    memberId = await deps.db.transaction(async (tx) => {
      const fields = {
        venueId: venue.id,
        email: body.email,
        firstName: body.first_name,
        lastName: body.last_name,
        role: body.role,
      };
      const id = await addInvitedStaff(tx, manager.operatorId, fields, {
        now,
        queueEmail: deps.queueEmail,
      });
      await deps.recordStaffChange(
        tx,
        {
          staffUserId: manager.staffUserId,
          action: 'staff-added',
          memberId: id,
          memberName: `${body.first_name} ${body.last_name}`,
          venueIds: [venue.id],
          before: {},
          after: {
            role: body.role,
            venue: venue.name,
            first_name: body.first_name,
            last_name: body.last_name,
            email: body.email,
          },
        },
        now,
      );
      return id;
    });
  } catch (error) {
    // Another request took the address between the check and the insert.
    if (isUniqueViolation(error)) throw invalid('email', STAFF_EMAIL_TAKEN);
    throw error;
  }
  return wireAccount(await requireMember(deps.db, manager, memberId));
}

/**
 * Changes the fields given, with an audit entry of what changed, in one transaction; a change
 * to nothing new writes nothing. A manager keeps their own manager role, so the operator always
 * has the manager who made the change.
 */
export async function changeStaff(
  deps: StaffAccountsDeps,
  caller: Caller,
  staffUserId: number,
  body: ChangeStaffBody,
): Promise<StaffAccount> {
  const manager = staffManagerOf(caller);
  refuseAdministratorChange(manager, [body.role]);
  const venue = body.venue === undefined ? null : await managedVenue(deps.db, manager, body.venue);
  await deps.db.transaction(async (tx) => {
    const member = await requireMember(tx, manager, staffUserId, { lock: true });
    refuseAdministratorChange(manager, [member.role]);
    if (member.id === manager.staffUserId && body.role !== undefined && body.role !== member.role) {
      throw invalid('role', OWN_MANAGER_ROLE_KEPT);
    }
    const was = factsOf(member);
    const now = {
      ...was,
      ...(body.role !== undefined ? { role: body.role } : {}),
      ...(venue ? { venue: venue.name } : {}),
      ...(body.first_name !== undefined ? { first_name: body.first_name } : {}),
      ...(body.last_name !== undefined ? { last_name: body.last_name } : {}),
    };
    const isMove = venue !== null && venue.id !== member.venue.id;
    const before: StaffFacts = {};
    const after: StaffFacts = {};
    for (const field of Object.keys(was) as Array<keyof typeof was>) {
      if (field === 'venue' ? !isMove : was[field] === now[field]) continue;
      before[field] = was[field];
      after[field] = now[field];
    }
    if (Object.keys(after).length === 0) return;
    await updateStaffMember(tx, member.id, {
      ...(body.role !== undefined ? { role: body.role } : {}),
      ...(venue ? { venueId: venue.id } : {}),
      ...(body.first_name !== undefined ? { firstName: body.first_name } : {}),
      ...(body.last_name !== undefined ? { lastName: body.last_name } : {}),
    });
    await deps.recordStaffChange(
      tx,
      {
        staffUserId: manager.staffUserId,
        action: 'staff-changed',
        memberId: member.id,
        memberName: `${now.first_name} ${now.last_name}`,
        venueIds: isMove && venue ? [member.venue.id, venue.id] : [member.venue.id],
        before,
        after,
      },
      deps.clock.now(),
    );
  });
  return wireAccount(await requireMember(deps.db, manager, staffUserId));
}
