import {
  reachOf,
  staffActions,
  UNAUTHORISED_MESSAGE,
  type StaffAction,
  type StaffRole,
} from '@lido/contract';
import { DomainError } from './errors/domain-error';
import type { Caller } from './caller';

// The one place that decides what a member of staff may do: the contract's table of actions
// (staff-actions.ts) read against the caller's role, venue and operator. A route declares its
// action and is refused here before anything it was sent is read (auth-guard.ts); a module whose
// action is about one venue or customer asks `authorizeAt` with that venue.

/** A signed-in member of staff, with the role and places they answer for. */
export interface StaffCaller extends Caller {
  kind: 'staff';
  staffRole: StaffRole;
  staffVenueId: number;
  staffOperatorId: number;
}

function isStaff(caller: Caller | null): caller is StaffCaller {
  return (
    caller?.kind === 'staff' &&
    caller.staffRole !== null &&
    caller.staffVenueId !== null &&
    caller.staffOperatorId !== null
  );
}

/** Whether the caller's role may take the action somewhere. */
export function mayTake(caller: Caller | null, action: StaffAction): caller is StaffCaller {
  return isStaff(caller) && reachOf(action, caller.staffRole) !== null;
}

/**
 * The caller, when their role may take the action: 401 signed out, 403 for a customer, and 403
 * with the action's own reason for a member of staff whose role may not.
 */
export function authorize(caller: Caller | null, action: StaffAction): StaffCaller {
  if (!caller) throw new DomainError('UNAUTHENTICATED', 'Unauthenticated.');
  if (!isStaff(caller)) throw new DomainError('FORBIDDEN', UNAUTHORISED_MESSAGE);
  if (reachOf(action, caller.staffRole) === null) {
    throw new DomainError('FORBIDDEN', staffActions[action].refusal);
  }
  return caller;
}

/** Whether the action at this venue is within the caller's reach (their venue, or their operator's). */
export function reaches(
  caller: StaffCaller,
  action: StaffAction,
  venue: { id: number; operatorId: number },
): boolean {
  const reach = reachOf(action, caller.staffRole);
  if (reach === 'operator') return venue.operatorId === caller.staffOperatorId;
  return reach === 'venue' && venue.id === caller.staffVenueId;
}

/** The caller, when they may take the action at this venue; 403 otherwise. */
export function authorizeAt(
  caller: Caller | null,
  action: StaffAction,
  venue: { id: number; operatorId: number },
): StaffCaller {
  const staff = authorize(caller, action);
  if (!reaches(staff, action, venue)) throw new DomainError('FORBIDDEN', UNAUTHORISED_MESSAGE);
  return staff;
}
