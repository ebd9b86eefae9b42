import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { nextIds } from '../../../platform/db/next-ids';
import { rowsOf } from '../../../platform/db/raw-rows';
import { instructors } from './catalogue.tables';

const INSERT_CHUNK = 1000;

/** How the database compares instructors' names: trimmed, runs of spaces as one, lower case. */
const normalisedName = (name: unknown) =>
  sql`lower(regexp_replace(btrim(${name}), '\\s+', ' ', 'g'))`;

/** A name as the operator's file writes it, tidied: "aisha  khan " is "aisha khan". */
const tidied = (name: string) => name.trim().replace(/\s+/g, ' ');

/**
 * The operator's instructor of each name, in order, made if the operator has none: an imported
 * timetable names instructors as people write them, so "aisha khan " is the same person as
 * "Aisha Khan". The operator's instructors are read once, and those missing made in one go (a
 * name met twice is made once).
 */
export async function findOrCreateInstructors(
  tx: Database,
  operatorId: number,
  names: readonly string[],
): Promise<number[]> {
  if (names.length === 0) return [];
  // Each name as the database compares it, with the instructor it finds: an id, or the index of
  // an instructor this call makes.
  const byName = new Map<string, { id: number } | { made: number }>();
  const existing = await rowsOf<{ id: number | string; name: string }>(
    tx,
    sql`select ${instructors.id} as id, ${normalisedName(instructors.name)} as name
        from ${instructors} where ${instructors.operatorId} = ${operatorId}
        order by ${instructors.id} desc`,
  );
  // Smallest id last, so it is the one kept for a name several instructors share.
  for (const row of existing) byName.set(row.name, { id: Number(row.id) });

  // What the database makes of each new instructor's name, so later names find it as before.
  const missing = [...new Set(names.map(tidied))].filter((name) => !byName.has(name.toLowerCase()));
  const storedAs = new Map<string, string>();
  if (missing.length > 0) {
    const rows = await rowsOf<{ name: string; normalised: string }>(
      tx,
      sql`select t.name, ${normalisedName(sql.raw('t.name'))} as normalised
          from unnest(array[${sql.join(
            missing.map((name) => sql`${name}::text`),
            sql`, `,
          )}]) as t(name)`,
    );
    for (const row of rows) storedAs.set(row.name, row.normalised);
  }

  const made: string[] = [];
  const found = names.map((name) => {
    const trimmed = tidied(name);
    const instructor = byName.get(trimmed.toLowerCase());
    if (instructor !== undefined) return instructor;
    const fresh = { made: made.length };
    made.push(trimmed);
    byName.set(storedAs.get(trimmed) ?? trimmed.toLowerCase(), fresh);
    return fresh;
  });
  const ids = await nextIds(tx, instructors, made.length);
  for (let start = 0; start < made.length; start += INSERT_CHUNK) {
    await tx.insert(instructors).values(
      made.slice(start, start + INSERT_CHUNK).map((name, offset) => ({
        id: ids[start + offset]!,
        operatorId,
        name,
      })),
    );
  }
  return found.map((instructor) => ('id' in instructor ? instructor.id : ids[instructor.made]!));
}
