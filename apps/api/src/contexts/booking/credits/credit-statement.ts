import {
  isLimited,
  type AdjustCreditBody,
  type CreditBalance,
  type CreditStatement,
} from '@lido/contract';
import type { z } from 'zod';
import { calendarDateIn, longDateInLondon } from '@lido/calendar-date';
import { authorize } from '../../../platform/authorize';
import type { Database } from '../../../platform/db/client';
import type { Caller } from '../../../platform/http/auth-guard';
import { formatPence } from '../../../platform/money';
import { deskStaffOf, resolveActingCustomer } from '../../people/accounts';
import { getCreditBalance, listCreditEntries, recordAdjustment } from '../../money/credit-ledger';
import { recordDeskAction } from '../../people/desk-audit';
import { findOperator, findOperatorById } from '../../venue-setup/venues';

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

/** What a receptionist is told when a grant would take a customer past the day's limit. */
export function deskCreditLimitMessage(limitPence: number, currency: string): string {
  return `A receptionist may give a customer up to ${formatPence(limitPence, currency)} of credit a day. Ask a manager to give more.`;
}

/**
 * Front of house adds or takes away a customer's credit, saying why, and the desk's audit log
 * records it with who, where and how much. A receptionist may give at most the operator's daily
 * limit to one customer (every member of staff's grants that day counted); a manager may give
 * more (docs/permissions.md).
 */
export async function adjustCustomerCredit(
  db: Database,
  caller: Caller,
  customerId: number,
  body: z.output<typeof AdjustCreditBody>,
  now: Date,
): Promise<CreditBalance> {
  const staff = authorize(caller, 'credit.adjust');
  const { staffUserId, venueId } = deskStaffOf(caller);
  // Staff of the customer's home venue only; anyone else is told nothing about the customer.
  await resolveActingCustomer(db, caller, customerId);
  const operator = await findOperatorById(db, staff.staffOperatorId);
  // Every database has its operator; without one a receptionist may give nothing.
  const limitPence = operator?.deskCreditLimitPence ?? 0;
  await recordAdjustment(
    db,
    {
      customerId,
      kind: body.type,
      amountPence: body.amount,
      reason: body.reason,
      staffId: staffUserId,
      now,
    },
    {
      limit: !isLimited('credit.adjust', staff.staffRole)
        ? undefined
        : {
            pence: limitPence,
            day: calendarDateIn(now),
            message: deskCreditLimitMessage(limitPence, operator?.currencyCode ?? 'GBP'),
          },
      onRecorded: (tx) =>
        recordDeskAction(tx, {
          staffUserId,
          venueId,
          action: 'credit-adjusted',
          customerId,
          orderId: null,
          details: { amount_pence: body.amount, kind: body.type, reason: body.reason },
          now,
        }),
    },
  );
  return getCreditBalance(db, customerId);
}
