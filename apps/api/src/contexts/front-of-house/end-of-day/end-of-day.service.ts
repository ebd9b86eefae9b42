import type { CashUp, DeskTakings } from '@lido/contract';
import { calendarDateIn } from '@lido/calendar-date';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { formatPence } from '../../../platform/money';
import type { TenderType } from '../../../tender';
import { deskStaffOf } from '../../people/accounts';
import { recordDeskAction } from '../../people/desk-audit';
import { deskTakingsOn, type DeskTakingsRow, tenderTypeLabels } from '../../money/payments';
import { findOperator } from '../../venue-setup/venues';
import { insertCashUp, listCashUps } from './end-of-day.repository';

export interface EndOfDayDeps {
  db: Database;
  clock: Clock;
}

export const CASH_UP_IN_FUTURE = 'A day that has not begun cannot be cashed up.';

async function moneyIn(db: Database) {
  const currency = (await findOperator(db))?.currencyCode ?? 'GBP';
  return (pence: number) => ({ raw: pence, formatted: formatPence(pence, currency) });
}

type Money = Awaited<ReturnType<typeof moneyIn>>;

/** Rows of one tender type, summed. */
function byTender(rows: readonly DeskTakingsRow[], money: Money) {
  const totals = new Map<TenderType, { count: number; amountPence: number }>();
  for (const row of rows) {
    const total = totals.get(row.tenderType) ?? { count: 0, amountPence: 0 };
    total.count += row.count;
    total.amountPence += row.amountPence;
    totals.set(row.tenderType, total);
  }
  return [...totals].map(([tenderType, total]) => ({
    tender_type: tenderType,
    label: tenderTypeLabels[tenderType],
    count: total.count,
    amount: money(total.amountPence),
  }));
}

const sum = (rows: readonly DeskTakingsRow[], pick: (row: DeskTakingsRow) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);

const cashOf = (rows: readonly DeskTakingsRow[]) => rows.filter((row) => row.tenderType === 'cash');
const takenIn = (rows: readonly DeskTakingsRow[]) => rows.filter((row) => !row.isRefund);
const refundedIn = (rows: readonly DeskTakingsRow[]) => rows.filter((row) => row.isRefund);

/** The day's takings at the caller's desk: by tender, by member of staff, and the cash. */
export async function deskTakings(
  deps: EndOfDayDeps,
  caller: Caller,
  date: string,
): Promise<DeskTakings> {
  const { venueId } = deskStaffOf(caller);
  const [rows, cashUps, money] = await Promise.all([
    deskTakingsOn(deps.db, venueId, date),
    listCashUps(deps.db, venueId, date),
    moneyIn(deps.db),
  ]);
  const staffIds = [...new Set(rows.map((row) => row.staffUserId))];
  return {
    date,
    venue_id: venueId,
    by_tender: byTender(takenIn(rows), money),
    refunds: byTender(refundedIn(rows), money),
    by_staff: staffIds.map((staffUserId) => {
      const own = rows.filter((row) => row.staffUserId === staffUserId);
      const [first] = own;
      return {
        staff_user_id: staffUserId,
        name: first ? `${first.firstName} ${first.lastName}` : '',
        tenders: byTender(takenIn(own), money),
        refunds: byTender(refundedIn(own), money),
        total: money(sum(own, (row) => row.amountPence)),
      };
    }),
    total: money(sum(rows, (row) => row.amountPence)),
    cash: {
      // Cash taken less cash paid back: refund rows are negative.
      expected: money(sum(cashOf(rows), (row) => row.amountPence)),
      change_given: money(sum(cashOf(rows), (row) => row.changePence)),
      refunded: money(sum(refundedIn(cashOf(rows)), (row) => row.amountPence)),
    },
    cash_ups: cashUps.map((cashUp) => ({
      id: cashUp.id,
      date: cashUp.date,
      expected: money(cashUp.expectedPence),
      counted: money(cashUp.countedPence),
      difference: money(cashUp.countedPence - cashUp.expectedPence),
      counted_by: `${cashUp.firstName} ${cashUp.lastName}`,
      counted_at: cashUp.createdAt.toISOString(),
      note: cashUp.note,
    })),
  };
}

/**
 * Records a count of the day's cash against what the day's payments say is there, with the
 * difference, and appends it to the desk's audit log, in one transaction.
 */
export async function recordCashCount(
  deps: EndOfDayDeps,
  caller: Caller,
  count: { date: string; countedPence: number; note: string | null | undefined },
): Promise<CashUp> {
  const { staffUserId, venueId } = deskStaffOf(caller);
  const now = deps.clock.now();
  if (count.date > calendarDateIn(now)) {
    throw new DomainError('VALIDATION_FAILED', CASH_UP_IN_FUTURE, { date: [CASH_UP_IN_FUTURE] });
  }
  const id = await deps.db.transaction(async (tx) => {
    const cash = cashOf(await deskTakingsOn(tx, venueId, count.date));
    const expectedPence = sum(cash, (row) => row.amountPence);
    const cashUpId = await insertCashUp(tx, {
      venueId,
      date: count.date,
      staffUserId,
      expectedPence,
      countedPence: count.countedPence,
      note: count.note ?? null,
      createdAt: now,
    });
    await recordDeskAction(tx, {
      staffUserId,
      venueId,
      action: 'cash-up',
      customerId: null,
      orderId: null,
      details: {
        date: count.date,
        expected_pence: expectedPence,
        counted_pence: count.countedPence,
        difference_pence: count.countedPence - expectedPence,
      },
      now,
    });
    return cashUpId;
  });
  const takings = await deskTakings(deps, caller, count.date);
  const recorded = takings.cash_ups.find((cashUp) => cashUp.id === id);
  if (!recorded) throw new Error('the cash-up just recorded is not listed');
  return recorded;
}
