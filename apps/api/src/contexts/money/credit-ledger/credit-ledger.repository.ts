import { and, desc, eq, sql, sum } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { ofOperatorsCustomer } from '../../../read/operator-scope';
import { rowsOf } from '../../../platform/db/raw-rows';
import type { CreditMovement } from '@lido/contract';
import { creditEntries, creditReservations, type CreditKind } from './credit-ledger.tables';

export interface CreditByKind {
  general: number;
  membership: number;
}

export const noCredit: CreditByKind = { general: 0, membership: 0 };

/** The customer's balance of each kind: the sum of their ledger. */
export async function creditBalances(db: Database, customerId: number): Promise<CreditByKind> {
  const rows = await db
    .select({ kind: creditEntries.kind, total: sum(creditEntries.amountPence) })
    .from(creditEntries)
    .where(eq(creditEntries.customerId, customerId))
    .groupBy(creditEntries.kind);
  const totalOf = (kind: CreditKind) => Number(rows.find((row) => row.kind === kind)?.total ?? 0);
  return { general: totalOf('general'), membership: totalOf('membership') };
}

export interface NewCreditEntry {
  customerId: number;
  kind: CreditKind;
  movement: CreditMovement;
  amountPence: number;
  reason: string;
  orderId?: number | null;
  staffId?: number | null;
  createdAt: Date;
}

/**
 * Adds one entry to a customer's credit ledger, in the caller's transaction: positive adds
 * credit, negative spends it. The ledger is never updated in place.
 */
export async function recordCreditEntry(db: Database, entry: NewCreditEntry): Promise<void> {
  if (!Number.isInteger(entry.amountPence) || entry.amountPence === 0) {
    throw new RangeError(`a credit entry moves a whole number of pence, not ${entry.amountPence}`);
  }
  await db.insert(creditEntries).values(entry);
}

/**
 * Serialises everything that reads a customer's balance to change it (applying, spending,
 * adjusting), across API processes: a transaction-scoped advisory lock per customer.
 */
export async function lockCustomerCredit(tx: Database, customerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(4180426, ${customerId}::int)`);
}

export async function listCreditEntries(db: Database, customerId: number, limit: number) {
  return db
    .select()
    .from(creditEntries)
    .where(eq(creditEntries.customerId, customerId))
    .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id))
    .limit(limit);
}

export type ReservationRow = typeof creditReservations.$inferSelect;

export async function findReservations(db: Database, cartId: number): Promise<ReservationRow[]> {
  return db.select().from(creditReservations).where(eq(creditReservations.cartId, cartId));
}

/** Sets (or, with 0, removes) the basket's reservation of one kind of credit. */
export async function setReservation(db: Database, row: Omit<ReservationRow, 'id'>): Promise<void> {
  await db
    .delete(creditReservations)
    .where(and(eq(creditReservations.cartId, row.cartId), eq(creditReservations.kind, row.kind)));
  if (row.amountPence > 0) await db.insert(creditReservations).values(row);
}

export async function deleteReservations(db: Database, cartId: number): Promise<void> {
  await db.delete(creditReservations).where(eq(creditReservations.cartId, cartId));
}

/** The day's credit movements of the operator's customers (a Europe/London calendar day), by kind and movement. */
export async function summariseCreditMovements(db: Database, date: string, operatorId: number) {
  return rowsOf<{ kind: string; movement: string; count: number; amount_pence: number }>(
    db,
    sql`select kind, movement, count(*)::int as count, coalesce(sum(amount_pence), 0)::int as amount_pence
      from credit_entries where (created_at at time zone 'Europe/London')::date = ${date}::date
        and ${ofOperatorsCustomer(sql`credit_entries.customer_id`, operatorId)}
      group by kind, movement order by kind, movement`,
  );
}
