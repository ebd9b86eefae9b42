import type { Database } from '../platform/db/client';
import { offlineVouchers } from '../contexts/money/vouchers';

/** Vouchers the demo operator has issued (README "Demo data"), for paying at the desk. */
export const demoVouchers = [
  { code: 'LIDO-GIFT-2000', valuePence: 2000, state: 'valid' },
  { code: 'LIDO-GIFT-500', valuePence: 500, state: 'valid' },
  { code: 'LIDO-USED-1000', valuePence: 1000, state: 'redeemed' },
  { code: 'LIDO-OLD-1000', valuePence: 1000, state: 'expired' },
] as const;

const DAY = 24 * 60 * 60 * 1000;

export async function seedDemoVouchers(db: Database, operatorId: number, now: Date): Promise<void> {
  await db
    .insert(offlineVouchers)
    .values(
      demoVouchers.map(({ code, valuePence, state }) => ({
        operatorId,
        code,
        valuePence,
        issuedAt: new Date(now.getTime() - 60 * DAY),
        expiresAt: state === 'expired' ? new Date(now.getTime() - DAY) : null,
        redeemedAt: state === 'redeemed' ? new Date(now.getTime() - 7 * DAY) : null,
      })),
    )
    .onConflictDoNothing();
}
