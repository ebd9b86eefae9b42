import type { User } from '@lido/contract';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { formatPence } from '../../../platform/money';
import { findOperator, type OperatorRow } from '../../venue-setup/venues';
import {
  findCustomerById,
  findStaffById,
  findVenueSlug,
  listFamilyMembers,
  type CustomerRow,
  type StaffUserRow,
} from './accounts.repository';
import type { LoadCustomerStanding } from './account-ports';

// The signed-in user as the API describes them (SPEC.md section 3 `User`), customer or staff.

/** What describing a user needs (the accounts module's dependencies have it all). */
export interface UserViewDeps {
  db: Database;
  clock: Clock;
  loadStanding: LoadCustomerStanding;
}

export async function requireOperator(db: Database): Promise<OperatorRow> {
  const operator = await findOperator(db);
  if (!operator) throw new DomainError('UNAVAILABLE', 'The site has not been set up yet.');
  return operator;
}

export async function describeCustomer(deps: UserViewDeps, customer: CustomerRow): Promise<User> {
  const { db, clock } = deps;
  const operator = await requireOperator(db);
  // One after another: registering describes the new customer in its transaction, which is one
  // connection running one statement at a time.
  const standing = await deps.loadStanding(db, customer.id, clock.now());
  const homeVenueSlug = await findVenueSlug(db, customer.homeVenueId);
  const family = await listFamilyMembers(db, customer.id);
  return {
    id: customer.id,
    type: 'customer',
    reference: customer.reference,
    first_name: customer.firstName,
    last_name: customer.lastName,
    email: customer.email,
    home_venue_id: customer.homeVenueId,
    home_venue_slug: homeVenueSlug,
    membership_user: standing.membershipUser,
    has_outstanding_penalties: standing.hasOutstandingPenalties,
    credit: {
      balance: standing.creditBalancePence,
      formatted_balance: formatPence(standing.creditBalancePence, operator.currencyCode),
    },
    has_instruction: standing.hasInstruction,
    has_billing_date: standing.hasBillingDate,
    document_expiry: standing.documentExpiry,
    membership_document_upload_required: standing.membershipDocumentUploadRequired,
    profile_photo: customer.profilePhotoUrl,
    family_members: family.map((member) => ({
      id: member.id,
      reference: member.reference,
      first_name: member.firstName,
      last_name: member.lastName,
      date_of_birth: member.dateOfBirth,
      relationship: member.relationship,
    })),
    is_staff: false,
  };
}

export async function describeStaff(db: Database, staff: StaffUserRow): Promise<User> {
  const operator = await requireOperator(db);
  return {
    id: staff.id,
    type: 'staff',
    reference: null,
    first_name: staff.firstName,
    last_name: staff.lastName,
    email: staff.email,
    home_venue_id: staff.venueId,
    home_venue_slug: await findVenueSlug(db, staff.venueId),
    membership_user: null,
    has_outstanding_penalties: false,
    credit: { balance: 0, formatted_balance: formatPence(0, operator.currencyCode) },
    has_instruction: false,
    has_billing_date: false,
    document_expiry: [],
    membership_document_upload_required: false,
    profile_photo: null,
    family_members: [],
    is_staff: true,
    currency_symbol: operator.currencySymbol,
    staff_role: staff.role,
  };
}

export async function describeCaller(deps: UserViewDeps, caller: Caller): Promise<User> {
  if (caller.kind === 'staff') {
    const staff = await findStaffById(deps.db, caller.userId);
    if (!staff) throw new DomainError('UNAUTHENTICATED', 'Unauthenticated.');
    return describeStaff(deps.db, staff);
  }
  const customer = await findCustomerById(deps.db, caller.userId);
  if (!customer) throw new DomainError('UNAUTHENTICATED', 'Unauthenticated.');
  return describeCustomer(deps, customer);
}
