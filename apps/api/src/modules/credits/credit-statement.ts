import type { AdjustCreditBody, CreditBalance, CreditStatement } from '@lido/contract';
import type { z } from 'zod';
import { longDateInLondon } from '@lido/calendar-date';
import type { Database } from '../../platform/db/client';
import { DomainError } from '../../platform/errors/domain-error';
import type { Caller } from '../../platform/http/auth-guard';
import { formatPence } from '../../platform/money';
import { resolveActingCustomer } from '../accounts';
import { getCreditBalance, listCreditEntries, recordAdjustment } from '../credit-ledger';
import { findOperator } from '../venues';

/** How many movements My account lists: enough for a year of a regular's bookings. */
export const STATEMENT_LENGTH = 100;

/** The customer's balance and latest movements, for themself, their family lead or staff. */
export async function creditStatement(
  db: Database,
  caller: Caller,
  selectedUserId: number | null | undefined,
): Promise<CreditStatement> {
  const { customerId } = await resolveActingCustomer(db, caller, selectedUserId);
  const [balance, entries, operator] = await Promise.all([
    getCreditBalance(db, customerId),
    listCreditEntries(db, customerId, STATEMENT_LENGTH),
    findOperator(db),
  ]);
  const currency = operator?.currencyCode ?? 'GBP';
  return {
    balance,
    entries: entries.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      movement: entry.movement,
      description: entry.reason,
      amount: { raw: entry.amountPence, formatted: formatPence(entry.amountPence, currency) },
      order_id: entry.orderId,
      created_at: entry.createdAt.toISOString(),
      date: longDateInLondon(entry.createdAt),
    })),
  };
}

/** Front of house adds or takes away a customer's credit, saying why. */
export async function adjustCustomerCredit(
  db: Database,
  caller: Caller,
  customerId: number,
  body: z.output<typeof AdjustCreditBody>,
  now: Date,
): Promise<CreditBalance> {
  if (caller.kind !== 'staff') throw new DomainError('FORBIDDEN', 'Unauthorised.');
  // Staff of the customer's home venue only; anyone else is told nothing about the customer.
  await resolveActingCustomer(db, caller, customerId);
  await recordAdjustment(db, {
    customerId,
    kind: body.type,
    amountPence: body.amount,
    reason: body.reason,
    staffId: caller.userId,
    now,
  });
  return getCreditBalance(db, customerId);
}
