import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nextIds } from '../../db/next-ids';
import { instructors } from './catalogue.tables';

/**
 * The operator's instructor of a name, made if the operator has none: an imported timetable names
 * instructors as people write them, so "aisha khan " is the same person as "Aisha Khan".
 */
export async function findOrCreateInstructor(
  tx: Database,
  operatorId: number,
  name: string,
): Promise<number> {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const [existing] = await tx
    .select({ id: instructors.id })
    .from(instructors)
    .where(
      and(
        eq(instructors.operatorId, operatorId),
        sql`lower(regexp_replace(btrim(${instructors.name}), '\\s+', ' ', 'g')) = ${trimmed.toLowerCase()}`,
      ),
    )
    .orderBy(instructors.id)
    .limit(1);
  if (existing) return existing.id;
  const [id] = await nextIds(tx, instructors, 1);
  await tx.insert(instructors).values({ id: id!, operatorId, name: trimmed });
  return id!;
}
