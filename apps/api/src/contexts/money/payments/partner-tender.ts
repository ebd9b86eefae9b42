import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Tender } from '../../../tender';
import { payments } from './payments.tables';

// An OpenActive booking partner's payment (flows/open-booking, decisions/046): the partner took
// the customer's money before booking (prepayment required), so the order records the partner's
// payment reference and nothing is taken here. A refund is the partner's to give its customer:
// Lido records it against the partner, never as account credit.

export interface PartnerPaymentRequest {
  amountPence: number;
  /** The partner's payment `identifier`: how the operator and the partner settle the order. */
  reference: string;
}

export type PartnerTender = Tender<PartnerPaymentRequest, PartnerPaymentRequest>;

export const PARTNER_REFERENCE_REQUIRED =
  'A payment through a booking partner needs its reference.';

/** Like the till's: the money is taken before Lido is told, so there is nothing to hold or undo. */
export const partnerTender: PartnerTender = {
  type: 'partner',
  async reserve(request) {
    if (!request.reference.trim()) {
      throw new DomainError('VALIDATION_FAILED', PARTNER_REFERENCE_REQUIRED, {
        payment: [PARTNER_REFERENCE_REQUIRED],
      });
    }
    return request;
  },
  confirm: async () => true,
  undo: async () => true,
};

/**
 * Records that the partner owes its customer a refund of up to `amountPence` from an order it
 * paid for, less what is recorded already (the order's partner payments are locked, so two
 * cancellations cannot both refund its last pounds). Answers the pence recorded: 0 when the
 * order was not paid through a partner.
 */
export async function recordPartnerRefund(
  tx: Database,
  {
    orderId,
    amountPence,
    description,
    now,
  }: { orderId: number; amountPence: number; description: string; now: Date },
): Promise<number> {
  if (amountPence <= 0) return 0;
  const rows = await rowsOf<{ customer_id: number; amount_pence: number; reference: string }>(
    tx,
    sql`select customer_id, amount_pence, reference from payments
      where order_id = ${orderId} and tender_type = 'partner' order by id for update`,
  );
  const paid = rows.find((row) => row.amount_pence > 0);
  if (!paid) return 0;
  const left = rows.reduce((sum, row) => sum + row.amount_pence, 0);
  const refund = Math.min(amountPence, left);
  if (refund <= 0) return 0;
  await tx.insert(payments).values({
    customerId: paid.customer_id,
    orderId,
    amountPence: -refund,
    tenderType: 'partner',
    status: 'succeeded',
    reference: paid.reference,
    description,
    createdAt: now,
  });
  return refund;
}
