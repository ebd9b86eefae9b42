import type { MembershipDirectDebit } from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { formatPence } from '../../../platform/money';
import { resolveActingCustomer } from '../../people/accounts';
import { findMembership, MEMBERSHIP_NOT_FOUND_MESSAGE } from '../memberships';
import { findOperator } from '../../venue-setup/venues';
import { findMandateOfMembership, listCollections } from './direct-debit.repository';

/** Failed collections not yet paid another way: what the member owes. */
export function arrearsPence(
  collections: readonly { status: string; settledAt: Date | null; amountPence: number }[],
) {
  return collections
    .filter((collection) => collection.status === 'failed' && collection.settledAt === null)
    .reduce((sum, collection) => sum + collection.amountPence, 0);
}

/** The member's (their family lead's, or staff's) view of a membership's Direct Debit. */
export async function membershipDirectDebit(
  db: Database,
  caller: Caller,
  membershipId: number,
  selectedUserId: number | null | undefined,
): Promise<MembershipDirectDebit> {
  const acting = await resolveActingCustomer(db, caller, selectedUserId);
  const membership = await findMembership(db, membershipId);
  if (!membership || membership.customerId !== acting.customerId) {
    throw new DomainError('NOT_FOUND', MEMBERSHIP_NOT_FOUND_MESSAGE);
  }
  const [mandate, collections, operator] = await Promise.all([
    findMandateOfMembership(db, membershipId),
    listCollections(db, membershipId),
    findOperator(db),
  ]);
  const currency = operator?.currencyCode ?? 'GBP';
  const amount = (pence: number) => ({ raw: pence, formatted: formatPence(pence, currency) });
  return {
    membership_id: membershipId,
    mandate: mandate
      ? {
          status: mandate.status,
          account_holder_name: mandate.accountHolderName,
          account_number_ending: mandate.accountNumberEnding,
          bank_name: mandate.bankName,
        }
      : null,
    payments: collections.map((collection) => ({
      id: collection.id,
      charge_date: collection.chargeDate,
      amount: amount(collection.amountPence),
      status: collection.status,
      failure_cause: collection.failureCause,
      is_paid_by_card: collection.status === 'failed' && collection.settledAt !== null,
    })),
    arrears: amount(arrearsPence(collections)),
  };
}
