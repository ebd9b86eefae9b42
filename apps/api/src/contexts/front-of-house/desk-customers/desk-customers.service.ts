import {
  DESK_CUSTOMER_RESULTS,
  type DeskCustomer,
  type NewDeskCustomer,
  WALK_IN_FIRST_NAME,
  WALK_IN_LAST_NAME,
} from '@lido/contract';
import type { z } from 'zod';
import { dateOfBirthProblem } from '@lido/contract';
import { calendarDateIn } from '@lido/calendar-date';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import { authorize } from '../../../platform/authorize';
import { withinOperator } from '../../../platform/db/operator-scope';
import type { Caller } from '../../../platform/http/auth-guard';
import {
  type DeskCustomerRow,
  EMAIL_TAKEN_MESSAGE,
  findCustomerIdByEmail,
  insertDeskCustomer,
  isUniqueViolation,
  searchCustomersStaffActFor,
  deskStaffOf,
  UNAUTHORISED_MESSAGE,
} from '../../people/accounts';
import { recordDeskAction } from '../../people/desk-audit';
import { activeMembershipIds } from '../../memberships/memberships';
import { findOperatorById } from '../../venue-setup/venues';

export interface DeskCustomersDeps {
  db: Database;
  clock: Clock;
}

function toDeskCustomer(row: DeskCustomerRow, members: Map<number, number>): DeskCustomer {
  return {
    id: row.id,
    reference: row.reference,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    date_of_birth: row.dateOfBirth,
    postcode: row.postcode,
    is_member: members.has(row.id),
    is_walk_in: row.isWalkIn,
  };
}

/** The venue's customers matching every word, at most DESK_CUSTOMER_RESULTS of them. */
export async function findDeskCustomers(
  deps: DeskCustomersDeps,
  caller: Caller,
  search: string,
): Promise<DeskCustomer[]> {
  deskStaffOf(caller);
  const { staffOperatorId } = authorize(caller, 'customers.serve');
  // Within the operator: the database's row security hides every other operator's customers.
  return withinOperator(deps.db, staffOperatorId, async (tx) => {
    const rows = await searchCustomersStaffActFor(tx, caller, search, DESK_CUSTOMER_RESULTS);
    const members = await activeMembershipIds(
      tx,
      rows.map((row) => row.id),
      deps.clock.now(),
    );
    return rows.map((row) => toDeskCustomer(row, members));
  });
}

const emailTaken = () =>
  new DomainError('VALIDATION_FAILED', EMAIL_TAKEN_MESSAGE, { email: [EMAIL_TAKEN_MESSAGE] });

type NewCustomerFields = Omit<
  Parameters<typeof insertDeskCustomer>[1],
  'operatorId' | 'homeVenueId' | 'now'
>;

/**
 * Makes a customer of the staff member's venue and appends `customer-created` to the desk's
 * audit log, in one transaction.
 */
async function makeCustomerAtDesk(
  deps: DeskCustomersDeps,
  caller: Caller,
  fields: NewCustomerFields,
): Promise<DeskCustomer> {
  const { staffUserId, venueId } = deskStaffOf(caller);
  // The customer (a walk-in too) belongs to the operator the member of staff works for.
  const { staffOperatorId } = authorize(caller, 'customers.serve');
  const now = deps.clock.now();
  const operator = await findOperatorById(deps.db, staffOperatorId);
  if (!operator) throw new DomainError('FORBIDDEN', UNAUTHORISED_MESSAGE);
  const row = await deps.db.transaction(async (tx) => {
    const created = await insertDeskCustomer(tx, {
      ...fields,
      operatorId: operator.id,
      homeVenueId: venueId,
      now,
    });
    await recordDeskAction(tx, {
      staffUserId,
      venueId,
      action: 'customer-created',
      customerId: created.id,
      orderId: null,
      details: { reference: created.reference, ...(fields.isWalkIn ? { walk_in: true } : {}) },
      now,
    });
    return created;
  });
  return toDeskCustomer(row, new Map());
}

/**
 * A customer made at the desk for the person in front of it, at the staff member's venue, and
 * the desk's audit entry for it. They have no password: "Forgotten password" with their email
 * gives them one when they want to book online.
 */
export async function createDeskCustomer(
  deps: DeskCustomersDeps,
  caller: Caller,
  body: z.infer<typeof NewDeskCustomer>,
): Promise<DeskCustomer> {
  deskStaffOf(caller);
  const dateOfBirth = body.date_of_birth ?? null;
  const problem = dateOfBirth && dateOfBirthProblem(dateOfBirth, calendarDateIn(deps.clock.now()));
  if (problem) throw new DomainError('VALIDATION_FAILED', problem, { date_of_birth: [problem] });
  const email = body.email ?? null;
  if (email && (await findCustomerIdByEmail(deps.db, email))) throw emailTaken();
  try {
    return await makeCustomerAtDesk(deps, caller, {
      firstName: body.first_name,
      lastName: body.last_name,
      email,
      dateOfBirth,
      postcode: body.postcode ?? null,
      phone: body.phone ?? null,
    });
  } catch (error) {
    // Another desk (or the customer, online) took the email in the meantime.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * Someone served without an account (a walk-in): a fresh customer of the staff member's venue
 * for this one sale, so that two desks serving walk-ins never share a basket. No email and no
 * password (they cannot sign in), never found by the search; named "Walk-in customer" unless the
 * desk gives a first name. Audited as `customer-created` with `walk_in: true`.
 */
export function createWalkIn(
  deps: DeskCustomersDeps,
  caller: Caller,
  firstName: string | null | undefined,
): Promise<DeskCustomer> {
  return makeCustomerAtDesk(deps, caller, {
    firstName: firstName ?? WALK_IN_FIRST_NAME,
    lastName: WALK_IN_LAST_NAME,
    email: null,
    dateOfBirth: null,
    postcode: null,
    phone: null,
    isWalkIn: true,
  });
}
