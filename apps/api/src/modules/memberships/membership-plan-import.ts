import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nextIds } from '../../db/next-ids';
import { membershipPlans, membershipPlanVenues } from './memberships.tables';

export type MembershipPlanFields = Omit<typeof membershipPlans.$inferInsert, 'id' | 'operatorId'>;

/**
 * Writes an operator's membership plans: rows with an id are updated, the others made. A plan's
 * venues are replaced by `venueIds` (memberships already held keep their plan, whatever its
 * venues become). Answers each plan's id, in order.
 */
export async function saveMembershipPlans(
  tx: Database,
  operatorId: number,
  rows: ReadonlyArray<{
    id: number | null;
    fields: MembershipPlanFields;
    venueIds: readonly number[];
  }>,
): Promise<number[]> {
  const fresh = await nextIds(tx, membershipPlans, rows.filter((row) => row.id === null).length);
  const ids: number[] = [];
  for (const row of rows) {
    let id = row.id;
    if (id === null) {
      id = fresh.shift()!;
      await tx.insert(membershipPlans).values({ id, operatorId, ...row.fields });
    } else {
      await tx.update(membershipPlans).set(row.fields).where(eq(membershipPlans.id, id));
      await tx.delete(membershipPlanVenues).where(eq(membershipPlanVenues.planId, id));
    }
    const planId = id;
    const venueIds = [...new Set(row.venueIds)];
    if (venueIds.length > 0) {
      await tx
        .insert(membershipPlanVenues)
        .values(venueIds.map((venueId) => ({ planId, venueId })));
    }
    ids.push(id);
  }
  return ids;
}
