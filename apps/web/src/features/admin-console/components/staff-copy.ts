import type { StaffRole } from '@lido/contract';
import type { StaffMember } from '../api/get-staff';

// What the Staff page says, shared by its parts and their tests.

export const staffHeading = 'Staff';
export const roleLabels: Record<StaffMember['role'], string> = {
  receptionist: 'Receptionist',
  manager: 'Manager',
  operator_admin: 'Operator administrator',
};
export const staffNotAddedCopy = 'No one was added: see the messages by the fields.';
export const staffNotChangedCopy = 'Nothing was changed: see the messages by the fields.';

export const fullNameOf = (member: { firstName: string; lastName: string }) =>
  `${member.firstName} ${member.lastName}`;

export const invitedCopy = (member: { firstName: string; lastName: string }) =>
  `${fullNameOf(member)} has been invited: they will get an email to choose a password.`;

export const changedCopy = (member: StaffMember) =>
  `${fullNameOf(member)} is now ${roleArticles[member.role]} at ${member.venue.name}.`;

const roleArticles: Record<StaffMember['role'], string> = {
  receptionist: 'a receptionist',
  manager: 'a manager',
  operator_admin: 'an operator administrator',
};

/**
 * The roles the signed-in member of staff may give: an operator administrator is appointed, and
 * changed, only by another (the API refuses a manager the same way).
 */
export const rolesGivenBy = (own: StaffRole | null | undefined): StaffRole[] =>
  own === 'operator_admin'
    ? ['receptionist', 'manager', 'operator_admin']
    : ['receptionist', 'manager'];
