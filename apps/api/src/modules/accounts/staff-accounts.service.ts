import {
  type AddStaffBody,
  type ChangeStaffBody,
  ONLY_MANAGER_MANAGES_STAFF,
  OWN_MANAGER_ROLE_KEPT,
  STAFF_EMAIL_TAKEN,
  STAFF_NOT_FOUND,
  type StaffAccount,
} from '@lido/contract';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { DomainError, invalid } from '../../platform/errors/domain-error';
import type { Caller } from '../../platform/http/auth-guard';
import { findVenueByIdentifier, type VenueRow } from '../venues';
import type { QueueEmail } from './account-ports';
import { findStaffById, isUniqueViolation } from './accounts.repository';
import {
  findOperatorStaffMember,
  isStaffEmailTaken,
  listOperatorStaff,
  type StaffAccountRow,
  updateStaffMember,
} from './staff-accounts.repository';
import { addInvitedStaff } from './staff-invitations';
import { staffRunsVenue } from './staff-reach';

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
}

/**
 * The caller as a manager with their operator: customers get the desk's "Unauthorised.",
 * receptionists a sentence saying who may. The role is read on every request, so a change of
 * role counts from the member's next request.
 */
async function staffManagerOf(db: Database, caller: Caller): Promise<StaffManager> {
  if (caller.kind !== 'staff') throw new DomainError('FORBIDDEN', 'Unauthorised.');
  const staff = await findStaffById(db, caller.userId);
  if (staff?.role !== 'manager') throw new DomainError('FORBIDDEN', ONLY_MANAGER_MANAGES_STAFF);
  return { staffUserId: staff.id, operatorId: staff.operatorId };
}

/** The venue named, if the manager runs it; another operator's reads as missing. */
async function managedVenue(
  db: Database,
  manager: StaffManager,
  identifier: string,
): Promise<VenueRow> {
  const venue = await findVenueByIdentifier(db, identifier);
  if (!venue || !(await staffRunsVenue(db, manager.staffUserId, venue.id))) {
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
  const manager = await staffManagerOf(deps.db, caller);
  return (await listOperatorStaff(deps.db, manager.operatorId)).map(wireAccount);
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
  const manager = await staffManagerOf(deps.db, caller);
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
  const manager = await staffManagerOf(deps.db, caller);
  const venue = body.venue === undefined ? null : await managedVenue(deps.db, manager, body.venue);
  await deps.db.transaction(async (tx) => {
    const member = await requireMember(tx, manager, staffUserId, { lock: true });
    if (member.id === manager.staffUserId && body.role !== undefined && body.role !== 'manager') {
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
