import type { DeskTender } from '@lido/contract';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../platform/errors/domain-error';
import {
  CASH_NOT_NEEDED,
  OVERPAID,
  settleDeskTenders,
  shortBy,
  VOUCHER_CODE_REQUIRED,
  VOUCHER_TWICE,
} from './desk-settlement';

const cash = (amount: number): DeskTender => ({ tender_type: 'cash', amount });
const cheque = (amount: number): DeskTender => ({ tender_type: 'cheque', amount });
const credit = (amount: number): DeskTender => ({ tender_type: 'credit', amount });
const terminal = (amount: number): DeskTender => ({
  tender_type: 'terminal',
  amount,
  info: { reference: 'T-0001' },
});
const voucher = (amount: number, code = 'LIDO-GIFT-2000'): DeskTender => ({
  tender_type: 'offline-voucher',
  amount,
  info: { code },
});

const settle = (payments: DeskTender[], totalPence: number, creditPence = 0) =>
  settleDeskTenders(payments, { totalPence, creditPence }, 'GBP');

const refusal = (payments: DeskTender[], totalPence: number, creditPence = 0) => {
  try {
    settle(payments, totalPence, creditPence);
  } catch (error) {
    if (error instanceof DomainError) return [error.code, error.message, error.details];
    throw error;
  }
  return null;
};

describe('whether the desk’s payments settle the basket', () => {
  it.each([
    ['cash exactly', [cash(1240)], 1240, 0, { duePence: 1240, changePence: 0 }],
    [
      '£20 cash for £12.40: £7.60 change',
      [cash(2000)],
      1240,
      0,
      { duePence: 1240, changePence: 760 },
    ],
    ['a cheque exactly', [cheque(1240)], 1240, 0, { duePence: 1240, changePence: 0 }],
    [
      'two cards on the terminal',
      [terminal(620), terminal(620)],
      1240,
      0,
      { duePence: 1240, changePence: 0 },
    ],
    [
      'cash + voucher + credit, change from the cash',
      [credit(300), voucher(500), cash(1000)],
      1285,
      300,
      { duePence: 985, changePence: 515 },
    ],
    ['credit pays it all', [credit(1285)], 1285, 1285, { duePence: 0, changePence: 0 }],
    [
      'applied credit unnamed still counts',
      [cash(985)],
      1285,
      300,
      { duePence: 985, changePence: 0 },
    ],
    ['a free basket with nothing', [], 0, 0, { duePence: 0, changePence: 0 }],
    ['a voucher exactly', [voucher(1240)], 1240, 0, { duePence: 1240, changePence: 0 }],
    [
      'two vouchers',
      [voucher(1000), voucher(240, 'LIDO-GIFT-500')],
      1240,
      0,
      { duePence: 1240, changePence: 0 },
    ],
  ])('settles %s', (_case, payments, total, creditPence, expected) => {
    expect(settle(payments, total, creditPence)).toEqual(expected);
  });

  it.each([
    ['nothing for a paid basket', [], 1240, 0, shortBy('£0.00', '£12.40')],
    ['cash short', [cash(1000)], 1240, 0, shortBy('£10.00', '£2.40')],
    ['card and cash short', [terminal(500), cash(500)], 1240, 0, shortBy('£10.00', '£2.40')],
    ['credit not enough', [cash(900)], 1285, 300, shortBy('£9.00', '£0.85')],
    ['a card for more than is left', [terminal(1300)], 1240, 0, OVERPAID],
    ['a cheque for more than is left after credit', [cheque(1285)], 1285, 300, OVERPAID],
    ['a voucher for more than is left', [voucher(2000)], 1240, 0, OVERPAID],
    ['cash beside a card that pays it all', [terminal(1240), cash(500)], 1240, 0, CASH_NOT_NEEDED],
    ['cash for a free basket', [cash(500)], 0, 0, CASH_NOT_NEEDED],
    [
      'a voucher without its code',
      [{ tender_type: 'offline-voucher', amount: 500 }],
      500,
      0,
      VOUCHER_CODE_REQUIRED,
    ],
    ['the same voucher twice', [voucher(500), voucher(500)], 1000, 0, VOUCHER_TWICE],
  ] as const)('refuses %s, naming the payments', (_case, payments, total, creditPence, message) => {
    expect(refusal([...payments], total, creditPence)).toEqual([
      'VALIDATION_FAILED',
      message,
      { payments: [message] },
    ]);
  });
});
