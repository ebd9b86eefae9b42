import type { MemberDirectoryFilter } from '@lido/contract';
import { and, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import type { Caller } from '../../../platform/http/auth-guard';
import { customers, customersStaffActFor } from '../../people/accounts';
import { membershipInArrears } from '../direct-debit';
import {
  currentMembershipFields,
  currentMembershipOf,
  holdsMembership,
  membershipIdOfNumber,
} from '../memberships';

export interface DirectoryQuery {
  search?: string | undefined;
  status?: MemberDirectoryFilter | undefined;
  page: number;
  perPage: number;
}

/** `%`, `_` and `\` typed into a search stand for themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A word of a search: part of the name, email or reference, or a membership number. */
function matchesWord(word: string): SQL | undefined {
  const pattern = `%${likeEscaped(word)}%`;
  const membershipId = membershipIdOfNumber(word);
  return or(
    ilike(customers.firstName, pattern),
    ilike(customers.lastName, pattern),
    ilike(customers.email, pattern),
    ilike(customers.reference, pattern),
    membershipId === null ? undefined : holdsMembership(customers.id, membershipId),
  );
}

/**
 * Members the staff member may act for, each with their current membership (customers who
 * never held one are not members), found by the words of a search and a status.
 */
function membersOf(db: Database, caller: Caller, today: string, query: Partial<DirectoryQuery>) {
  const current = currentMembershipOf(db, customers.id, today);
  const words = query.search?.split(/\s+/).filter(Boolean) ?? [];
  const byStatus =
    query.status === undefined
      ? undefined
      : query.status === 'in_arrears'
        ? membershipInArrears(current.id)
        : eq(current.standing, query.status);
  const where = and(
    customersStaffActFor(caller),
    // A closed account keeps its row, anonymised: nobody is left to find.
    isNull(customers.erasedAt),
    ...words.map(matchesWord),
    byStatus,
  );
  return { current, where };
}

const memberFields = (current: ReturnType<typeof membersOf>['current']) => ({
  customer: {
    id: customers.id,
    reference: customers.reference,
    firstName: customers.firstName,
    lastName: customers.lastName,
    email: customers.email,
  },
  membership: currentMembershipFields(current),
});

/** A page of members by last name then first name (any case), and how many there are in all. */
export async function findMembersPage(
  db: Database,
  caller: Caller,
  today: string,
  query: DirectoryQuery,
) {
  const { current, where } = membersOf(db, caller, today, query);
  // One after another: the directory reads within its operator's transaction, one connection.
  const rows = await db
    .select(memberFields(current))
    .from(customers)
    .innerJoinLateral(current, sql`true`)
    .where(where)
    .orderBy(sql`lower(${customers.lastName})`, sql`lower(${customers.firstName})`, customers.id)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const totals = await db
    .select({ total: count() })
    .from(customers)
    .innerJoinLateral(current, sql`true`)
    .where(where);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

export type MemberRow = Awaited<ReturnType<typeof findMembersPage>>['rows'][number];

/** One member, when the staff member may act for them. */
export async function findMember(
  db: Database,
  caller: Caller,
  today: string,
  customerId: number,
): Promise<MemberRow | undefined> {
  const { current, where } = membersOf(db, caller, today, {});
  const [row] = await db
    .select(memberFields(current))
    .from(customers)
    .innerJoinLateral(current, sql`true`)
    .where(and(where, eq(customers.id, customerId)));
  return row;
}
