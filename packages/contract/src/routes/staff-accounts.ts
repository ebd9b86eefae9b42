import { z } from 'zod';
import { defineRoute } from '../define-route';
import { staffRoles } from '../staff-actions';
import { dataEnvelope } from '../envelope';
import { EmailAddress, requiredText } from '../primitives/field-rules';
import { idParam } from '../primitives/ids';

// The operator console's Staff page (managers): the operator's staff accounts and their roles,
// adding a member of staff (emailed an invitation to choose a password) and changing a role or
// venue, without an import.

export const STAFF_NOT_FOUND = 'Unable to complete request, item not found.';
export const STAFF_EMAIL_TAKEN =
  'This email address is already used by a member of staff: each person signs in with their own.';
export const OWN_MANAGER_ROLE_KEPT = 'You cannot take away your own manager role.';
export const STAFF_ROLE_CHOICE = 'Choose a role: receptionist, manager or operator administrator.';
export const ONLY_ADMINISTRATOR_APPOINTS_ADMINISTRATORS =
  "Only an operator administrator can give or change an operator administrator's account.";
export const STAFF_VENUE_REQUIRED = 'The venue field is required.';

const StaffRole = z.enum(staffRoles, { error: STAFF_ROLE_CHOICE });
/** A venue's slug or id (a number is read as its id). */
const VenueIdentifier = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string({ error: STAFF_VENUE_REQUIRED })
    .trim()
    .min(1, STAFF_VENUE_REQUIRED)
    .max(120, 'The venue may not be greater than 120 characters.'),
);

export const StaffAccount = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  venue: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  /** True until they have chosen a password from their invitation: they cannot sign in yet. */
  invited: z.boolean(),
});
export type StaffAccount = z.infer<typeof StaffAccount>;

export const listStaffAccounts = defineRoute({
  method: 'GET',
  path: '/api/admin/staff',
  summary: "The operator's staff accounts with their roles and venues (managers)",
  tags: ['operator console'],
  auth: 'staff',
  action: 'staff.manage',
  response: dataEnvelope(z.array(StaffAccount)),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});

export const AddStaffBody = z.object({
  first_name: requiredText('first name', 100),
  last_name: requiredText('last name', 100),
  email: EmailAddress,
  role: StaffRole,
  venue: VenueIdentifier,
});
export type AddStaffBody = z.infer<typeof AddStaffBody>;

export const addStaffAccount = defineRoute({
  method: 'POST',
  path: '/api/admin/staff',
  summary:
    'Add a member of staff at a venue of the operator (managers); they are emailed an invitation to choose a password; audited',
  tags: ['operator console'],
  auth: 'staff',
  action: 'staff.manage',
  body: AddStaffBody,
  response: dataEnvelope(StaffAccount),
  status: 201,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'VALIDATION_FAILED', 'REQUEST_IN_PROGRESS'],
  idempotent: true,
});

/** Each field left out stays as it is. */
export const ChangeStaffBody = z.object({
  role: StaffRole.optional(),
  venue: VenueIdentifier.optional(),
  first_name: requiredText('first name', 100).optional(),
  last_name: requiredText('last name', 100).optional(),
});
export type ChangeStaffBody = z.infer<typeof ChangeStaffBody>;

export const changeStaffAccount = defineRoute({
  method: 'PATCH',
  path: '/api/admin/staff/:staffUserId',
  summary:
    "Change a member of staff's role, venue or name (managers of their operator; not one's own manager role); audited",
  tags: ['operator console'],
  auth: 'staff',
  action: 'staff.manage',
  params: z.object({ staffUserId: idParam() }),
  body: ChangeStaffBody,
  response: dataEnvelope(StaffAccount),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'VALIDATION_FAILED', 'REQUEST_IN_PROGRESS'],
  idempotent: true,
});
