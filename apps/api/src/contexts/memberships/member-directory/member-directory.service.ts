import {
  type DirectoryMembership,
  MEMBER_RECENT_COLLECTIONS,
  type MemberDirectoryDetail,
  type MemberDirectoryEntry,
  type listStaffMembers,
  type RouteResponse,
} from '@lido/contract';
import { calendarDateIn } from '@lido/calendar-date';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { notFound } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { authorize } from '../../../platform/authorize';
import { withinOperator } from '../../../platform/db/operator-scope';
import { formatPence } from '../../../platform/money';
import {
  type DirectDebitSummary,
  directDebitSummaries,
  listRecentCollections,
} from '../direct-debit';
import {
  listMembershipStandings,
  type MembershipStanding,
  membershipNumber,
  nextBillingDue,
  statusShownOn,
} from '../memberships';
import { findOperator } from '../../venue-setup/venues';
import {
  type DirectoryQuery,
  findMember,
  findMembersPage,
  type MemberRow,
} from './member-directory.repository';

export interface MemberDirectoryDeps {
  db: Database;
  clock: Clock;
}

type MembersPage = RouteResponse<typeof listStaffMembers>;

export const MEMBER_NOT_FOUND_MESSAGE = 'No member with this id was found at your venue.';

async function moneyIn(db: Database) {
  const currency = (await findOperator(db))?.currencyCode ?? 'GBP';
  return (pence: number) => ({ raw: pence, formatted: formatPence(pence, currency) });
}

type Money = Awaited<ReturnType<typeof moneyIn>>;

function toDirectoryMembership(membership: MembershipStanding, today: string): DirectoryMembership {
  return {
    id: membership.id,
    number: membershipNumber(membership.id),
    plan: { id: membership.planId, name: membership.planName },
    status: statusShownOn(membership, today),
    standing: membership.standing,
    starts_on: membership.startsOn,
    ends_on: membership.endsOn,
    frozen_from: membership.frozenFrom,
    frozen_until: membership.frozenUntil,
    next_billing_date: nextBillingDue(membership, today),
  };
}

function toEntry(
  row: MemberRow,
  summary: DirectDebitSummary | undefined,
  money: Money,
  today: string,
): MemberDirectoryEntry {
  const last = summary?.lastCollection ?? null;
  return {
    customer_id: row.customer.id,
    reference: row.customer.reference,
    first_name: row.customer.firstName,
    last_name: row.customer.lastName,
    email: row.customer.email,
    membership: toDirectoryMembership(row.membership, today),
    direct_debit: {
      mandate_status: summary?.mandateStatus ?? null,
      last_collection: last
        ? { charge_date: last.chargeDate, amount: money(last.amountPence), status: last.status }
        : null,
    },
    arrears: {
      count: summary?.arrears.count ?? 0,
      total: money(summary?.arrears.pence ?? 0),
    },
  };
}

/** A page of the members staff may act for, with the Direct Debit of each: four queries. */
export async function listMembers(
  deps: MemberDirectoryDeps,
  caller: Caller,
  query: DirectoryQuery,
): Promise<MembersPage> {
  // Within the operator: the database's row security hides every other operator's customers.
  const { staffOperatorId } = authorize(caller, 'customers.serve');
  return withinOperator(deps.db, staffOperatorId, (db) =>
    listMembersIn({ ...deps, db }, caller, query),
  );
}

async function listMembersIn(
  { db, clock }: MemberDirectoryDeps,
  caller: Caller,
  query: DirectoryQuery,
): Promise<MembersPage> {
  const today = calendarDateIn(clock.now());
  // One after another: a transaction is one connection (withinOperator).
  const { rows, total } = await findMembersPage(db, caller, today, query);
  const money = await moneyIn(db);
  const summaries = await directDebitSummaries(
    db,
    rows.map((row) => row.membership.id),
  );
  return {
    data: rows.map((row) => toEntry(row, summaries.get(row.membership.id), money, today)),
    meta: {
      current_page: query.page,
      per_page: query.perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / query.perPage)),
    },
  };
}

/** One member with every membership and their latest collections; another venue's is not found. */
export async function memberDetail(
  deps: MemberDirectoryDeps,
  caller: Caller,
  customerId: number,
): Promise<MemberDirectoryDetail> {
  const { staffOperatorId } = authorize(caller, 'customers.serve');
  return withinOperator(deps.db, staffOperatorId, (db) =>
    memberDetailIn({ ...deps, db }, caller, customerId),
  );
}

async function memberDetailIn(
  { db, clock }: MemberDirectoryDeps,
  caller: Caller,
  customerId: number,
): Promise<MemberDirectoryDetail> {
  const today = calendarDateIn(clock.now());
  const row = await findMember(db, caller, today, customerId);
  if (!row) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
  const history = await listMembershipStandings(db, customerId, today);
  const membershipIds = history.map((membership) => membership.id);
  const summaries = await directDebitSummaries(db, [row.membership.id]);
  const collections = await listRecentCollections(db, membershipIds, MEMBER_RECENT_COLLECTIONS);
  const money = await moneyIn(db);
  return {
    ...toEntry(row, summaries.get(row.membership.id), money, today),
    memberships: history.map((membership) => toDirectoryMembership(membership, today)),
    collections: collections.map((collection) => ({
      id: collection.id,
      membership_id: collection.membershipId,
      charge_date: collection.chargeDate,
      amount: money(collection.amountPence),
      status: collection.status,
      failure_cause: collection.failureCause,
      is_paid_by_card: collection.status === 'failed' && collection.settledAt !== null,
    })),
  };
}
