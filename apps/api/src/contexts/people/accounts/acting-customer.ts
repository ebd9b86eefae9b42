import { and, eq, type SQL, sql } from 'drizzle-orm';
import { mayTake } from '../../../platform/authorize';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import { UNAUTHORISED_MESSAGE } from '@lido/contract';
import type { Caller } from '../../../platform/http/auth-guard';
import { findCustomerById, isFamilyLink } from './accounts.repository';
import { customers } from './accounts.tables';

export interface ActingCustomer {
  /** The customer whose account is read or changed. */
  customerId: number;
  /** Why the caller may: it is them, a linked junior of theirs, or a customer of their venue. */
  relation: 'self' | 'family' | 'staff';
}

export { UNAUTHORISED_MESSAGE };

/**
 * Whom a request acts for (`selected_user_id`). A customer acts for themself or for a family
 * member linked to them as parent; front-of-house staff act for their own operator's customers
 * whose home venue is the staff member's venue (the customers' action, `customers.act-for`).
 * Anything else — including an id that does not exist — is 403
 * "Unauthorised.", so the answer never tells whether a customer id exists.
 */
export async function resolveActingCustomer(
  db: Database,
  caller: Caller,
  selectedUserId: number | null | undefined,
): Promise<ActingCustomer> {
  if (caller.kind === 'customer') {
    if (selectedUserId == null || selectedUserId === caller.userId) {
      return { customerId: caller.userId, relation: 'self' };
    }
    if (await isFamilyLink(db, caller.userId, selectedUserId)) {
      return { customerId: selectedUserId, relation: 'family' };
    }
    throw new DomainError('FORBIDDEN', UNAUTHORISED_MESSAGE);
  }

  if (selectedUserId == null) {
    const message = 'The selected user id field is required when signed in as staff.';
    throw new DomainError('VALIDATION_FAILED', message, { selected_user_id: [message] });
  }
  const customer = await findCustomerById(db, selectedUserId);
  if (
    customer &&
    mayTake(caller, 'customers.act-for') &&
    customer.operatorId === caller.staffOperatorId &&
    customer.homeVenueId === caller.staffVenueId
  ) {
    return { customerId: customer.id, relation: 'staff' };
  }
  throw new DomainError('FORBIDDEN', UNAUTHORISED_MESSAGE);
}

/**
 * The customers a staff member may act for, as a condition on `customers` for lists of them
 * (the member directory): the rule `resolveActingCustomer` applies to staff, kept beside it so
 * that the two cannot drift. Nobody, for a caller who is not staff of a venue.
 */
export function customersStaffActFor(caller: Caller): SQL {
  if (!mayTake(caller, 'customers.act-for')) return sql`false`;
  return and(
    eq(customers.operatorId, caller.staffOperatorId),
    eq(customers.homeVenueId, caller.staffVenueId),
  )!;
}

/**
 * The member of staff at a desk and their venue: the front-of-house routes are for staff only
 * (customers, family leads included, get 403 "Unauthorised.").
 */
export function deskStaffOf(caller: Caller): { staffUserId: number; venueId: number } {
  if (caller.kind !== 'staff' || caller.staffVenueId === null) {
    throw new DomainError('FORBIDDEN', UNAUTHORISED_MESSAGE);
  }
  return { staffUserId: caller.userId, venueId: caller.staffVenueId };
}
