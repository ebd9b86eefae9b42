import { inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { cancellationPolicies, type CancellationPolicy } from './cancellation-policies.tables';
import { DEFAULT_POLICY } from './cancellation-terms';

export type PolicyLookup = (categoryId: string) => CancellationPolicy;

/**
 * The policies of these activities in one read: an activity's own, else the operator's default,
 * else Lido's (cancel until the start, refund to credit).
 */
export async function findCancellationPolicies(
  db: Database,
  categoryIds: readonly string[],
): Promise<PolicyLookup> {
  const ids = [...new Set(categoryIds)];
  const rows = await db
    .select()
    .from(cancellationPolicies)
    .where(
      ids.length > 0
        ? or(isNull(cancellationPolicies.categoryId), inArray(cancellationPolicies.categoryId, ids))
        : isNull(cancellationPolicies.categoryId),
    );
  const fallback = rows.find((row) => row.categoryId === null) ?? DEFAULT_POLICY;
  const byCategory = new Map(rows.map((row) => [row.categoryId, row]));
  return (categoryId) => byCategory.get(categoryId) ?? fallback;
}
