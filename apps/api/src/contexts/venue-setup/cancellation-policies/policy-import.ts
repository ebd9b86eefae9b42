import { eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { cancellationPolicies } from './cancellation-policies.tables';

export type CancellationPolicyFields = Omit<typeof cancellationPolicies.$inferInsert, 'id'>;

/**
 * Writes cancellation policies, one per activity and one default (no activity): a policy whose
 * activity (or the default) already has one updates that row, so it takes over whatever was set
 * before. `id` is the row the policy wrote last time: when the policy has moved to another
 * activity, that row is removed, since the operator's file no longer gives its old activity a
 * policy. Answers each policy's row id, in order.
 */
export async function saveCancellationPolicies(
  tx: Database,
  rows: ReadonlyArray<{ id: number | null; fields: CancellationPolicyFields }>,
): Promise<number[]> {
  const earlierIds = rows.flatMap((row) => (row.id === null ? [] : [row.id]));
  const earlier =
    earlierIds.length === 0
      ? []
      : await tx
          .select({ id: cancellationPolicies.id, categoryId: cancellationPolicies.categoryId })
          .from(cancellationPolicies)
          .where(inArray(cancellationPolicies.id, earlierIds));
  const earlierCategory = new Map(earlier.map((row) => [row.id, row.categoryId]));
  // Moved policies leave first, so two policies may swap activities.
  const moved = rows.filter(
    (row) =>
      row.id !== null &&
      earlierCategory.has(row.id) &&
      earlierCategory.get(row.id) !== (row.fields.categoryId ?? null),
  );
  if (moved.length > 0) {
    await tx.delete(cancellationPolicies).where(
      inArray(
        cancellationPolicies.id,
        moved.map((row) => row.id!),
      ),
    );
  }

  const ids: number[] = [];
  for (const row of rows) {
    const categoryId = row.fields.categoryId ?? null;
    const [holder] = await tx
      .select({ id: cancellationPolicies.id })
      .from(cancellationPolicies)
      .where(
        categoryId === null
          ? isNull(cancellationPolicies.categoryId)
          : eq(cancellationPolicies.categoryId, categoryId),
      );
    if (holder) {
      await tx
        .update(cancellationPolicies)
        .set({ ...row.fields, categoryId })
        .where(eq(cancellationPolicies.id, holder.id));
      ids.push(holder.id);
    } else {
      const [made] = await tx
        .insert(cancellationPolicies)
        .values({ ...row.fields, categoryId })
        .returning({ id: cancellationPolicies.id });
      ids.push(made!.id);
    }
  }
  return ids;
}
