import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { orders } from './checkout.tables';

export type OrderRow = typeof orders.$inferSelect;

export async function insertOrder(
  db: Database,
  row: typeof orders.$inferInsert,
): Promise<OrderRow> {
  const [order] = await db.insert(orders).values(row).returning();
  if (!order) throw new Error('could not create the order');
  return order;
}

/** An order, only for the customer who placed it. */
export async function findCustomerOrder(
  db: Database,
  orderId: number,
  customerId: number,
): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  return order;
}

export async function findOrder(db: Database, orderId: number): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}
