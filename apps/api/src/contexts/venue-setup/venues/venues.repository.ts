import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { operators, venues } from './venues.tables';

export type OperatorRow = typeof operators.$inferSelect;
export type VenueRow = typeof venues.$inferSelect;

/** Lido serves one operator per deployment; its row is the lowest id. */
export async function findOperator(db: Database): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).orderBy(asc(operators.id)).limit(1);
  return row;
}

/** An operator by id: the one a member of staff works for. */
export async function findOperatorById(
  db: Database,
  operatorId: number,
): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.id, operatorId));
  return row;
}

/** Whether an identifier names a venue by its numeric id rather than its slug. */
export function isNumericIdentifier(identifier: string): boolean {
  return /^\d{1,9}$/.test(identifier);
}

/** A venue by slug or, as the live API also accepts, by its numeric id. */
export async function findVenueByIdentifier(
  db: Database,
  identifier: string,
): Promise<VenueRow | undefined> {
  const condition = isNumericIdentifier(identifier)
    ? eq(venues.id, Number(identifier))
    : eq(venues.slug, identifier);
  const [row] = await db.select().from(venues).where(condition).limit(1);
  return row;
}

export async function listVenues(
  db: Database,
  { onlineJoiningOnly = false }: { onlineJoiningOnly?: boolean } = {},
): Promise<VenueRow[]> {
  const query = db.select().from(venues);
  const filtered = onlineJoiningOnly ? query.where(eq(venues.onlineJoiningEnabled, true)) : query;
  return filtered.orderBy(asc(venues.name), asc(venues.id));
}
