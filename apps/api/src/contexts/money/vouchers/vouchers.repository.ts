import { and, eq, gte, gt, isNull, or } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { offlineVouchers } from './vouchers.tables';

export type VoucherRow = typeof offlineVouchers.$inferSelect;

export async function findVoucher(
  db: Database,
  operatorId: number,
  code: string,
): Promise<VoucherRow | undefined> {
  const [row] = await db
    .select()
    .from(offlineVouchers)
    .where(and(eq(offlineVouchers.operatorId, operatorId), eq(offlineVouchers.code, code)));
  return row;
}

/**
 * Redeems a voucher for an order, if it can still pay `amountPence`: not redeemed, not expired,
 * worth at least that. One conditional update, so of two desks taking the same code at once,
 * exactly one order gets it.
 */
export async function redeemVoucher(
  db: Database,
  voucher: { operatorId: number; code: string; amountPence: number },
  redemption: { orderId: number; staffUserId: number; now: Date },
): Promise<boolean> {
  const redeemed = await db
    .update(offlineVouchers)
    .set({
      redeemedAt: redemption.now,
      redeemedOrderId: redemption.orderId,
      redeemedByStaffId: redemption.staffUserId,
    })
    .where(
      and(
        eq(offlineVouchers.operatorId, voucher.operatorId),
        eq(offlineVouchers.code, voucher.code),
        isNull(offlineVouchers.redeemedAt),
        or(isNull(offlineVouchers.expiresAt), gt(offlineVouchers.expiresAt, redemption.now)),
        gte(offlineVouchers.valuePence, voucher.amountPence),
      ),
    )
    .returning({ id: offlineVouchers.id });
  return redeemed.length === 1;
}
