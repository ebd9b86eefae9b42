import { DomainError } from '../../../platform/errors/domain-error';
import type { Database } from '../../../platform/db/client';
import { formatPence } from '../../../platform/money';
import { findVoucher, type VoucherRow } from './vouchers.repository';

export type VoucherStatus = 'valid' | 'redeemed' | 'expired';

export function statusOf(voucher: VoucherRow, now: Date): VoucherStatus {
  if (voucher.redeemedAt !== null) return 'redeemed';
  if (voucher.expiresAt !== null && voucher.expiresAt <= now) return 'expired';
  return 'valid';
}

export const VOUCHER_NOT_FOUND = 'No voucher has that code.';

/** Why a voucher cannot pay `amountPence`, in the words the desk shows; null when it can. */
export function voucherRefusal(
  voucher: VoucherRow | undefined,
  amountPence: number,
  now: Date,
  currency: string,
): string | null {
  if (!voucher) return VOUCHER_NOT_FOUND;
  const status = statusOf(voucher, now);
  if (status === 'redeemed') return `The voucher ${voucher.code} has been used already.`;
  if (status === 'expired') return `The voucher ${voucher.code} has expired.`;
  if (voucher.valuePence < amountPence) {
    return `The voucher ${voucher.code} is worth ${formatPence(voucher.valuePence, currency)}, less than ${formatPence(amountPence, currency)}.`;
  }
  return null;
}

/** A voucher as the desk checks it before taking it. */
export async function describeVoucher(
  db: Database,
  { operatorId, currency }: { operatorId: number; currency: string },
  code: string,
  now: Date,
) {
  const voucher = await findVoucher(db, operatorId, code);
  if (!voucher) throw new DomainError('NOT_FOUND', VOUCHER_NOT_FOUND);
  return {
    code: voucher.code,
    value: { raw: voucher.valuePence, formatted: formatPence(voucher.valuePence, currency) },
    status: statusOf(voucher, now),
  };
}
