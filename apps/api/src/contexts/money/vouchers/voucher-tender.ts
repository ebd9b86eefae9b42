import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Tender } from '../../../tender';
import { findVoucher, redeemVoucher } from './vouchers.repository';
import { voucherRefusal } from './vouchers.service';

export interface VoucherRequest {
  code: string;
  amountPence: number;
}

/** A voucher checked for the basket; confirming redeems it for the order. */
export interface VoucherReservation extends VoucherRequest {
  order?: { id: number; staffUserId: number };
}

export type VoucherTender = Tender<VoucherRequest, VoucherReservation>;

/**
 * An offline voucher as a tender, inside the order's transaction: reserving checks that the code
 * can pay the amount (VOUCHER_UNAVAILABLE with the reason otherwise); confirming redeems it by a
 * conditional update, refused in the same words when another desk redeemed it meanwhile, so the
 * order is not written. Undoing has nothing to give back: the transaction that would have
 * redeemed it never commits.
 */
export function createVoucherTender(
  tx: Database,
  { operatorId, currency, now }: { operatorId: number; currency: string; now: Date },
): VoucherTender {
  const refuse = async ({ code, amountPence }: VoucherRequest) => {
    const refusal = voucherRefusal(
      await findVoucher(tx, operatorId, code),
      amountPence,
      now,
      currency,
    );
    if (refusal) throw new DomainError('VOUCHER_UNAVAILABLE', refusal);
  };
  return {
    type: 'offline-voucher',
    async reserve(request) {
      await refuse(request);
      return { ...request };
    },
    async confirm({ code, amountPence, order }) {
      if (!order) throw new Error('a voucher is redeemed for the order it pays for');
      const redemption = { orderId: order.id, staffUserId: order.staffUserId, now };
      if (await redeemVoucher(tx, { operatorId, code, amountPence }, redemption)) return true;
      await refuse({ code, amountPence });
      throw new DomainError('VOUCHER_UNAVAILABLE', `The voucher ${code} cannot be used.`);
    },
    undo: async () => true,
  };
}
