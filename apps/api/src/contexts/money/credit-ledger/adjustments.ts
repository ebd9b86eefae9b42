import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import { creditBalances, lockCustomerCredit, recordCreditEntry } from './credit-ledger.repository';
import { creditEntries, type CreditKind } from './credit-ledger.tables';

export const NOT_ENOUGH_CREDIT = 'The customer does not have that much credit to take away.';

/**
 * What a member of staff who may give only so much credit may give: at most `pence` in all, by
 * any member of staff, to one customer on one London `day`; refused with `message` beyond it.
 */
export interface GrantLimit {
  pence: number;
  day: string;
  message: string;
}

/**
 * A staff adjustment of a customer's credit, with the reason the customer will read. Taking
 * credit away never leaves a negative balance: the balance is read under the customer's credit
 * lock, as spending reads it. A grant past `limit` is refused under the same lock.
 */
export async function recordAdjustment(
  db: Database,
  adjustment: {
    customerId: number;
    kind: CreditKind;
    amountPence: number;
    reason: string;
    staffId: number;
    now: Date;
  },
  {
    limit,
    onRecorded,
  }: {
    limit?: GrantLimit | undefined;
    /** Runs in the adjustment's transaction (the desk's audit entry): both are kept, or neither. */
    onRecorded?: (tx: Database) => Promise<void>;
  } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    // The customer's credit is locked first, so two grants at once are counted one after the other.
    await lockCustomerCredit(tx, adjustment.customerId);
    if (adjustment.amountPence < 0) {
      const balance = (await creditBalances(tx, adjustment.customerId))[adjustment.kind];
      if (balance + adjustment.amountPence < 0) {
        throw new DomainError('CREDIT_UNAVAILABLE', NOT_ENOUGH_CREDIT);
      }
    } else if (limit) {
      const given = await grantedByStaffOn(tx, adjustment.customerId, limit.day);
      if (given + adjustment.amountPence > limit.pence) {
        throw new DomainError('FORBIDDEN', limit.message);
      }
    }
    await recordCreditEntry(tx, {
      customerId: adjustment.customerId,
      kind: adjustment.kind,
      movement: 'adjustment',
      amountPence: adjustment.amountPence,
      reason: adjustment.reason,
      staffId: adjustment.staffId,
      createdAt: adjustment.now,
    });
    await onRecorded?.(tx);
  });
}

/** The credit staff gave a customer on a London day (what they took away does not count). */
async function grantedByStaffOn(tx: Database, customerId: number, day: string): Promise<number> {
  const [row] = await tx
    .select({ pence: sql<number>`coalesce(sum(${creditEntries.amountPence}), 0)::int` })
    .from(creditEntries)
    .where(
      and(
        eq(creditEntries.customerId, customerId),
        eq(creditEntries.movement, 'adjustment'),
        gt(creditEntries.amountPence, 0),
        sql`(${creditEntries.createdAt} at time zone 'Europe/London')::date = ${day}::date`,
      ),
    );
  return row?.pence ?? 0;
}
