import type { PaymentRecord } from '@lido/contract';
import { longDateInLondon } from '@lido/calendar-date';
import type { Database } from '../../../platform/db/client';
import { formatPence } from '../../../platform/money';
import { findOperator } from '../../venue-setup/venues';
import { listCustomerPayments } from './payments.repository';
import type { TenderType } from '../../../tender';

export const tenderTypeLabels: Record<TenderType, string> = {
  card: 'Card',
  cash: 'Cash',
  'offline-voucher': 'Voucher',
  cheque: 'Cheque',
  credit: 'Account credit',
  terminal: 'Card (at the desk)',
  partner: 'Paid through a booking partner',
};

/** Payment history, latest first, with amounts in pence beside their formatted form. */
export async function listMyPayments(db: Database, customerId: number): Promise<PaymentRecord[]> {
  const [rows, operator] = await Promise.all([
    listCustomerPayments(db, customerId),
    findOperator(db),
  ]);
  const currency = operator?.currencyCode ?? 'GBP';
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    order_id: row.orderId,
    description: row.description,
    amount: { raw: row.amountPence, formatted: formatPence(row.amountPence, currency) },
    tender_type: row.tenderType,
    tender_type_label: tenderTypeLabels[row.tenderType],
    status: row.status,
    created_at: row.createdAt.toISOString(),
    date: longDateInLondon(row.createdAt),
  }));
}
