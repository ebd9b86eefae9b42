import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { payments } from './payments.tables';

export type PaymentRow = typeof payments.$inferSelect;

export async function listCustomerPayments(
  db: Database,
  customerId: number,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.customerId, customerId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}
