import { and, desc, eq, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../platform/db/client';
import { memberships } from '../memberships';
import {
  type CollectionStatus,
  directDebitMandates,
  directDebitPayments,
  type MandateStatus,
} from './direct-debit.tables';

// The Direct Debit of many memberships at a glance, for staff finding members (the member
// directory): a fixed number of queries for a page of members, however long the page.

const payments = directDebitPayments;

/** A collection that failed and has not been paid another way since: what arrears are made of. */
const isUnpaid = and(eq(payments.status, 'failed'), isNull(payments.settledAt));

/** Whether the membership in `membershipId` (a column of the outer query) is in arrears. */
export function membershipInArrears(membershipId: AnyPgColumn): SQL {
  return sql`exists (select 1 from ${payments}
    where ${payments.membershipId} = ${membershipId} and ${isUnpaid})`;
}

export interface DirectDebitSummary {
  /** The newest mandate GoCardless accepted (as `findMandateOfMembership`); null without one. */
  mandateStatus: MandateStatus | null;
  /** The collection with the latest charge date. */
  lastCollection: { chargeDate: string; amountPence: number; status: CollectionStatus } | null;
  arrears: { count: number; pence: number };
}

/** Each membership's mandate state, last collection and arrears, in one query. */
export async function directDebitSummaries(
  db: Database,
  membershipIds: readonly number[],
): Promise<Map<number, DirectDebitSummary>> {
  if (membershipIds.length === 0) return new Map();
  const mandate = db
    .select({ status: directDebitMandates.status })
    .from(directDebitMandates)
    .where(
      and(
        eq(directDebitMandates.membershipId, memberships.id),
        notInArray(directDebitMandates.status, ['setting_up', 'abandoned']),
      ),
    )
    .orderBy(desc(directDebitMandates.createdAt))
    .limit(1)
    .as('mandate');
  const last = db
    .select({
      chargeDate: payments.chargeDate,
      amountPence: payments.amountPence,
      status: payments.status,
    })
    .from(payments)
    .where(eq(payments.membershipId, memberships.id))
    .orderBy(desc(payments.chargeDate), desc(payments.id))
    .limit(1)
    .as('last_collection');
  const arrears = db
    .select({
      count: sql<number>`count(*)::int`.as('arrears_count'),
      pence: sql<number>`coalesce(sum(${payments.amountPence}), 0)::int`.as('arrears_pence'),
    })
    .from(payments)
    .where(and(eq(payments.membershipId, memberships.id), isUnpaid))
    .as('arrears');
  const rows = await db
    .select({
      membershipId: memberships.id,
      mandateStatus: mandate.status,
      chargeDate: last.chargeDate,
      amountPence: last.amountPence,
      collectionStatus: last.status,
      arrearsCount: arrears.count,
      arrearsPence: arrears.pence,
    })
    .from(memberships)
    .leftJoinLateral(mandate, sql`true`)
    .leftJoinLateral(last, sql`true`)
    .leftJoinLateral(arrears, sql`true`)
    .where(inArray(memberships.id, [...membershipIds]));
  return new Map(
    rows.map((row) => [
      row.membershipId,
      {
        mandateStatus: row.mandateStatus,
        lastCollection:
          row.chargeDate !== null && row.amountPence !== null && row.collectionStatus !== null
            ? {
                chargeDate: row.chargeDate,
                amountPence: row.amountPence,
                status: row.collectionStatus,
              }
            : null,
        arrears: { count: Number(row.arrearsCount ?? 0), pence: Number(row.arrearsPence ?? 0) },
      },
    ]),
  );
}

/** The latest collections of these memberships, latest charge date first. */
export async function listRecentCollections(
  db: Database,
  membershipIds: readonly number[],
  limit: number,
) {
  if (membershipIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(inArray(payments.membershipId, [...membershipIds]))
    .orderBy(desc(payments.chargeDate), desc(payments.id))
    .limit(limit);
}
