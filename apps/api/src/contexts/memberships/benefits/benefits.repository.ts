import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { ofOperatorsCustomer } from '../../../read/operator-scope';
import { rowsOf } from '../../../platform/db/raw-rows';
import type { BenefitRule } from './benefit-rules';
import { benefitMovements, membershipBenefits } from './benefits.tables';

export async function listPlanBenefits(db: Database, planId: number): Promise<BenefitRule[]> {
  const rows = await db
    .select()
    .from(membershipBenefits)
    .where(eq(membershipBenefits.planId, planId))
    .orderBy(membershipBenefits.id);
  return rows.map(toRule);
}

/** The benefits of several plans, each plan's in the order the operator added them. */
export async function listBenefitsOfPlans(
  db: Database,
  planIds: readonly number[],
): Promise<Map<number, BenefitRule[]>> {
  const byPlan = new Map<number, BenefitRule[]>();
  if (planIds.length === 0) return byPlan;
  const rows = await db
    .select()
    .from(membershipBenefits)
    .where(inArray(membershipBenefits.planId, [...planIds]))
    .orderBy(membershipBenefits.id);
  for (const row of rows) byPlan.set(row.planId, [...(byPlan.get(row.planId) ?? []), toRule(row)]);
  return byPlan;
}

function toRule(row: typeof membershipBenefits.$inferSelect): BenefitRule {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    percent: row.percent,
    covers: row.covers,
    weekdays: row.weekdays,
    startsFrom: row.startsFrom,
    startsBefore: row.startsBefore,
    usesPerPeriod: row.usesPerPeriod,
    period: row.period,
  };
}

export const useKey = (benefitId: number, periodStart: string) => `${benefitId}@${periodStart}`;

/** A customer's uses (used less returned) per benefit and period, for periods from a date on. */
export async function countUses(
  db: Database,
  customerId: number,
  fromPeriod: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      benefitId: benefitMovements.benefitId,
      periodStart: benefitMovements.periodStart,
      uses: sql<number>`(count(*) filter (where ${benefitMovements.movement} = 'used')
        - count(*) filter (where ${benefitMovements.movement} = 'returned'))::int`,
    })
    .from(benefitMovements)
    .where(
      and(
        eq(benefitMovements.customerId, customerId),
        gte(benefitMovements.periodStart, fromPeriod),
      ),
    )
    .groupBy(benefitMovements.benefitId, benefitMovements.periodStart);
  return new Map(rows.map((row) => [useKey(row.benefitId, row.periodStart), row.uses]));
}

/**
 * Serialises the uses of one member's benefit across API processes, so two orders can never
 * both take its last use in a period: a transaction-scoped advisory lock.
 */
export async function lockBenefitUses(tx: Database, customerId: number, benefitId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${customerId}::int, ${benefitId}::int)`);
}

export async function findBenefit(db: Database, benefitId: number) {
  const [row] = await db
    .select()
    .from(membershipBenefits)
    .where(eq(membershipBenefits.id, benefitId));
  return row;
}

export async function usesIn(
  db: Database,
  {
    customerId,
    benefitId,
    periodStart,
  }: { customerId: number; benefitId: number; periodStart: string },
): Promise<number> {
  const uses = await countUses(db, customerId, periodStart);
  return uses.get(useKey(benefitId, periodStart)) ?? 0;
}

export async function insertMovement(db: Database, row: typeof benefitMovements.$inferInsert) {
  await db.insert(benefitMovements).values(row);
}

/** The use an order made of a benefit for a session, and whether it was given back. */
export async function findUse(
  db: Database,
  {
    benefitId,
    orderId,
    occurrenceId,
  }: { benefitId: number; orderId: number; occurrenceId: number },
) {
  const rows = await db
    .select({ movement: benefitMovements.movement, periodStart: benefitMovements.periodStart })
    .from(benefitMovements)
    .where(
      and(
        eq(benefitMovements.benefitId, benefitId),
        eq(benefitMovements.orderId, orderId),
        eq(benefitMovements.occurrenceId, occurrenceId),
      ),
    );
  const used = rows.find((row) => row.movement === 'used');
  return used
    ? { periodStart: used.periodStart, isReturned: rows.some((row) => row.movement === 'returned') }
    : null;
}

/** The day's benefit movements of the operator's customers (a Europe/London calendar day), by movement. */
export async function summariseBenefitMovements(db: Database, date: string, operatorId: number) {
  return rowsOf<{ movement: string; count: number }>(
    db,
    sql`select movement, count(*)::int as count from benefit_movements
      where (created_at at time zone 'Europe/London')::date = ${date}::date
        and ${ofOperatorsCustomer(sql`benefit_movements.customer_id`, operatorId)}
      group by movement order by movement`,
  );
}
