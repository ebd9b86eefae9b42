import type { Database } from '../../platform/db/client';
import { DomainError } from '../../platform/errors/domain-error';
import { creditBalances, lockCustomerCredit, recordCreditEntry } from './credit-ledger.repository';
import type { CreditKind } from './credit-ledger.tables';

export const NOT_ENOUGH_CREDIT = 'The customer does not have that much credit to take away.';

/**
 * A staff adjustment of a customer's credit, with the reason the customer will read. Taking
 * credit away never leaves a negative balance: the balance is read under the customer's credit
 * lock, as spending reads it.
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
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCustomerCredit(tx, adjustment.customerId);
    if (adjustment.amountPence < 0) {
      const balance = (await creditBalances(tx, adjustment.customerId))[adjustment.kind];
      if (balance + adjustment.amountPence < 0) {
        throw new DomainError('CREDIT_UNAVAILABLE', NOT_ENOUGH_CREDIT);
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
  });
}
