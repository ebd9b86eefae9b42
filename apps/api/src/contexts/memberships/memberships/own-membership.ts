import type { Database } from '../../../platform/db/client';
import { notFound } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { resolveActingCustomer } from '../../people/accounts';
import { listMembershipsWithPlans } from './memberships.repository';

export const MEMBERSHIP_NOT_FOUND_MESSAGE = 'The membership could not be found.';

export type MembershipWithPlan = Awaited<ReturnType<typeof listMembershipsWithPlans>>[number];

/**
 * The membership of the customer the caller acts for (themself, a child they lead, a customer
 * of their venue for staff); anyone else's is not found, so ids cannot be probed.
 */
export async function findOwnMembership(
  db: Database,
  caller: Caller,
  membershipId: number,
  selectedUserId: number | undefined,
  lock = false,
): Promise<MembershipWithPlan> {
  const acting = await resolveActingCustomer(db, caller, selectedUserId);
  const [row] = await listMembershipsWithPlans(db, acting.customerId, { membershipId, lock });
  if (!row) throw notFound(MEMBERSHIP_NOT_FOUND_MESSAGE);
  return row;
}
