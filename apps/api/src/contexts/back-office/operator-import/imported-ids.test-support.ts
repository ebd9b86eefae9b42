import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { importKeys } from './operator-import.tables';

/** Lido's ids an operator import kept for a kind, by the operator's own id (for tests). */
export async function importedIds(
  db: Database,
  operatorId: number,
  kind: string,
): Promise<Map<string, string>> {
  const rows = await db
    .select({ externalId: importKeys.externalId, internalId: importKeys.internalId })
    .from(importKeys)
    .where(and(eq(importKeys.operatorId, operatorId), eq(importKeys.kind, kind)));
  return new Map(rows.map((row) => [row.externalId, row.internalId]));
}
