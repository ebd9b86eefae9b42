import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { staffUsers } from '../../people/accounts';
import { cashUps } from './end-of-day.tables';

export type NewCashUp = Omit<typeof cashUps.$inferInsert, 'id'>;

export async function insertCashUp(db: Database, cashUp: NewCashUp): Promise<number> {
  const [row] = await db.insert(cashUps).values(cashUp).returning({ id: cashUps.id });
  if (!row) throw new Error('the cash-up insert returned nothing');
  return row.id;
}

/** A venue's counts of a day, earliest first, with who counted. */
export async function listCashUps(db: Database, venueId: number, date: string) {
  return db
    .select({
      id: cashUps.id,
      date: cashUps.date,
      expectedPence: cashUps.expectedPence,
      countedPence: cashUps.countedPence,
      note: cashUps.note,
      createdAt: cashUps.createdAt,
      firstName: staffUsers.firstName,
      lastName: staffUsers.lastName,
    })
    .from(cashUps)
    .innerJoin(staffUsers, eq(staffUsers.id, cashUps.staffUserId))
    .where(and(eq(cashUps.venueId, venueId), eq(cashUps.date, date)))
    .orderBy(asc(cashUps.createdAt), asc(cashUps.id));
}
