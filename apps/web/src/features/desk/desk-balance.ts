import type { OfflinePayment } from './offline-payments.slice';

export const NOT_CASH_OVER =
  'Only cash can come to more than is left to pay. Lower the other payments.';
export const CASH_ALL_CHANGE = 'No cash is needed: the other payments already pay for the basket.';

export interface DeskBalance {
  /** What the payments other than credit must cover: the basket's total less the credit. */
  duePence: number;
  /** Everything taken so far, credit included. */
  paidPence: number;
  leftPence: number;
  /** Cash handed back: what the payments come to beyond the total. */
  changePence: number;
  /** Why these payments cannot settle the basket, whatever is added. */
  problem: string | null;
  /** The balance is reached and nothing is wrong: Pay may be pressed. */
  canPay: boolean;
}

const sumOf = (payments: readonly OfflinePayment[], types: readonly string[]) =>
  payments
    .filter((payment) => types.includes(payment.tenderType))
    .reduce((sum, payment) => sum + payment.amount, 0);

/**
 * The desk's arithmetic, as the API settles a desk payment (decisions/023): credit first, then
 * vouchers, cheques and terminal cards, which may not pay more than is left; only cash can be
 * over, and the excess is the change — unless the other payments already pay it all.
 */
export function deskBalance(payments: readonly OfflinePayment[], totalPence: number): DeskBalance {
  const credit = sumOf(payments, ['credit']);
  const notCash = sumOf(payments, ['offline-voucher', 'cheque', 'terminal']);
  const cash = sumOf(payments, ['cash']);
  const duePence = totalPence - credit;
  const paid = notCash + cash;
  const leftPence = Math.max(0, duePence - paid);
  const changePence = Math.max(0, paid - duePence);
  let problem: string | null = null;
  if (notCash > duePence) problem = NOT_CASH_OVER;
  else if (cash > 0 && changePence >= cash) problem = CASH_ALL_CHANGE;
  return {
    duePence,
    paidPence: credit + paid,
    leftPence,
    changePence: problem === null ? changePence : 0,
    problem,
    canPay: leftPence === 0 && problem === null,
  };
}
