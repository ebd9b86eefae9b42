import type { CreditBalance } from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import { formatPence } from '../../../platform/money';
import { findOperator } from '../../venue-setup/venues';
import { creditBalances } from './credit-ledger.repository';

/** The customer's credit as My account shows it: the total, formatted, and each kind. */
export async function getCreditBalance(db: Database, customerId: number): Promise<CreditBalance> {
  const [credit, operator] = await Promise.all([creditBalances(db, customerId), findOperator(db)]);
  const balance = credit.general + credit.membership;
  return {
    balance,
    formatted_balance: formatPence(balance, operator?.currencyCode ?? 'GBP'),
    general: credit.general,
    membership: credit.membership,
  };
}
