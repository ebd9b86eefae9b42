import type { DeskTender } from '@lido/contract';
import { DomainError } from '../../../platform/errors/domain-error';
import { formatPence } from '../../../platform/money';

export const VOUCHER_CODE_REQUIRED = 'Enter the code of each voucher.';
export const VOUCHER_TWICE = 'The same voucher cannot be taken twice.';
export const OVERPAID =
  'The payments other than cash come to more than is left to pay: only cash can be more, and the difference is given back as change.';
export const CASH_NOT_NEEDED = 'No cash is needed: the other payments already pay for the basket.';
export const shortBy = (paid: string, left: string) =>
  `The payments come to ${paid}; ${left} is still to pay.`;

export interface DeskSettlement {
  /** What the tenders other than account credit must pay: the total less the credit applied. */
  duePence: number;
  /** Cash handed back: cash tendered less what the other tenders left to pay. */
  changePence: number;
}

const refuse = (message: string): never => {
  throw new DomainError('VALIDATION_FAILED', message, { payments: [message] });
};

/**
 * Whether the desk's payments settle the basket exactly (decisions/023): every voucher named
 * once; what is not cash covers no more than is left after credit; with cash, everything reaches
 * it. Only cash can be over, and the excess is the change; cash that would all be given back is
 * refused rather than recorded as a payment of nothing. Credit lines are checked against the
 * credit applied before this (`assertCreditAsApplied`).
 */
export function settleDeskTenders(
  payments: readonly DeskTender[],
  amounts: { totalPence: number; creditPence: number },
  currency: string,
): DeskSettlement {
  const codes = new Set<string>();
  for (const payment of payments) {
    if (payment.tender_type !== 'offline-voucher') continue;
    const code = payment.info?.code;
    if (!code) refuse(VOUCHER_CODE_REQUIRED);
    else if (codes.has(code)) refuse(VOUCHER_TWICE);
    else codes.add(code);
  }
  const sumOf = (types: readonly DeskTender['tender_type'][]) =>
    payments
      .filter((payment) => types.includes(payment.tender_type))
      .reduce((sum, payment) => sum + payment.amount, 0);
  const duePence = amounts.totalPence - amounts.creditPence;
  const notCash = sumOf(['offline-voucher', 'cheque', 'terminal']);
  const cash = sumOf(['cash']);
  if (notCash > duePence) refuse(OVERPAID);
  const paid = notCash + cash;
  if (paid < duePence) {
    refuse(shortBy(formatPence(paid, currency), formatPence(duePence - paid, currency)));
  }
  const changePence = paid - duePence;
  if (cash > 0 && changePence >= cash) refuse(CASH_NOT_NEEDED);
  return { duePence, changePence };
}
