import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { existingIds, idsForRows, type RowToSave } from '../../../platform/db/next-ids';
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
  rows: ReadonlyArray<
    RowToSave & {
      fields: MembershipPlanFields;
      venueIds: readonly number[];
    }
  >,
): Promise<number[]> {
  const ids = await idsForRows(tx, membershipPlans, rows);
  for (const [index, row] of rows.entries()) {
    const id = ids[index]!;
    if (row.isNew) {
      await tx.insert(membershipPlans).values({ id, operatorId, ...row.fields });
    } else {
      await tx.update(membershipPlans).set(row.fields).where(eq(membershipPlans.id, id));
      await tx.delete(membershipPlanVenues).where(eq(membershipPlanVenues.planId, id));
    }
    const venueIds = [...new Set(row.venueIds)];
    if (venueIds.length > 0) {
      await tx
        .insert(membershipPlanVenues)
        .values(venueIds.map((venueId) => ({ planId: id, venueId })));
    }
  }
  return ids;
}

/** Which of these ids are the operator's membership plans. */
export function existingMembershipPlanIds(
  db: Database,
  operatorId: number,
  ids: readonly string[],
): Promise<Set<string>> {
  return existingIds(db, membershipPlans, ids, operatorId);
}
