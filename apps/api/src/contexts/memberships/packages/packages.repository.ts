import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { ofOperatorsCustomer } from '../../../read/operator-scope';
import { rowsOf } from '../../../platform/db/raw-rows';
import { customerPackages, packageMovements } from './packages.tables';

export type PackageRow = typeof customerPackages.$inferSelect;

export async function listPackages(db: Database, customerId: number): Promise<PackageRow[]> {
  return db
    .select()
    .from(customerPackages)
    .where(eq(customerPackages.customerId, customerId))
    .orderBy(desc(customerPackages.purchasedAt), desc(customerPackages.id));
}

/** A package that could cover a session, with its visits not yet taken by an order. */
export interface PackageCandidate {
  id: number;
  visitsLeft: number;
}

/**
 * The attendee's packages covering a session of this activity on this date, soonest to expire
 * first (so a visit is never left to lapse while a later one is used).
 */
export async function findCoveringPackages(
  db: Database,
  { customerId, categoryId, date }: { customerId: number; categoryId: string; date: string },
): Promise<PackageCandidate[]> {
  const rows = await rowsOf<{ id: number; visits_left: number }>(
    db,
    sql`select p.id, p.sessions_total - p.sessions_used as visits_left
      from customer_packages p
      join categories c on c.id = ${categoryId}
      where p.customer_id = ${customerId}
        and p.sessions_used < p.sessions_total
        and (p.expires_on is null or p.expires_on >= ${date}::date)
        and c.slug = any(p.covers)
      order by p.expires_on nulls last, p.id`,
  );
  return rows.map((row) => ({ id: row.id, visitsLeft: row.visits_left }));
}

/**
 * Takes one visit from a package for an order, in the order's transaction: a conditional update,
 * so two orders can never take the last visit twice. Answers false when none is left.
 */
export async function useVisit(
  tx: Database,
  packageId: number,
  { orderId, now }: { orderId: number; now: Date },
): Promise<boolean> {
  const [used] = await tx
    .update(customerPackages)
    .set({ sessionsUsed: sql`${customerPackages.sessionsUsed} + 1` })
    .where(
      and(
        eq(customerPackages.id, packageId),
        lt(customerPackages.sessionsUsed, customerPackages.sessionsTotal),
      ),
    )
    .returning({ id: customerPackages.id });
  if (!used) return false;
  await tx
    .insert(packageMovements)
    .values({ packageId, movement: 'used', orderId, createdAt: now });
  return true;
}

/** Gives a visit back to its package when a booking it paid for is cancelled in time. */
export async function returnVisit(
  tx: Database,
  packageId: number,
  { bookingId, orderId, now }: { bookingId: number; orderId: number | null; now: Date },
): Promise<void> {
  const [returned] = await tx
    .update(customerPackages)
    .set({ sessionsUsed: sql`${customerPackages.sessionsUsed} - 1` })
    .where(and(eq(customerPackages.id, packageId), gt(customerPackages.sessionsUsed, 0)))
    .returning({ id: customerPackages.id });
  if (!returned) return;
  await tx
    .insert(packageMovements)
    .values({ packageId, movement: 'returned', bookingId, orderId, createdAt: now });
}

/** The day's package movements of the operator's customers (a Europe/London calendar day), by movement. */
export async function summarisePackageMovements(db: Database, date: string, operatorId: number) {
  return rowsOf<{ movement: string; count: number }>(
    db,
    sql`select movement, count(*)::int as count from package_movements m
      where (m.created_at at time zone 'Europe/London')::date = ${date}::date
        and ${ofOperatorsCustomer(sql`(select p.customer_id from customer_packages p where p.id = m.package_id)`, operatorId)}
      group by movement order by movement`,
  );
}
