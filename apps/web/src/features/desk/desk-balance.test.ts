import { describe, expect, it } from 'vitest';
import { CASH_ALL_CHANGE, deskBalance, NOT_CASH_OVER } from './desk-balance';
import type { OfflinePayment } from './offline-payments.slice';

const pay = (tenderType: OfflinePayment['tenderType'], amount: number): OfflinePayment => ({
  id: `${tenderType}-${amount}`,
  tenderType,
  amount,
  info: {},
});

describe('deskBalance', () => {
  it('gives £7.60 change for £20 cash on a £12.40 basket, and lets it be paid', () => {
    expect(deskBalance([pay('cash', 2000)], 1240)).toEqual({
      duePence: 1240,
      paidPence: 2000,
      leftPence: 0,
      changePence: 760,
      problem: null,
      canPay: true,
    });
  });

  it.each([
    ['nothing taken yet', [], 1240, 0, false],
    ['cash short of the total', [pay('cash', 1000)], 240, 0, false],
    [
      'credit, a voucher and cash with change',
      [pay('credit', 300), pay('offline-voucher', 500), pay('cash', 1000)],
      0,
      560,
      true,
    ],
    [
      'a terminal card for exactly what is left',
      [pay('credit', 240), pay('terminal', 1000)],
      0,
      0,
      true,
    ],
    [
      'a cheque and a voucher that settle it',
      [pay('cheque', 740), pay('offline-voucher', 500)],
      0,
      0,
      true,
    ],
  ] as const)('%s', (_case, payments, left, change, canPay) => {
    const balance = deskBalance(payments, 1240);
    expect([balance.leftPence, balance.changePence, balance.canPay]).toEqual([
      left,
      change,
      canPay,
    ]);
    expect(balance.problem).toBeNull();
  });

  it('refuses a voucher, cheque or terminal card worth more than is left', () => {
    const balance = deskBalance([pay('credit', 1000), pay('terminal', 500)], 1240);
    expect(balance.problem).toBe(NOT_CASH_OVER);
    expect(balance.canPay).toBe(false);
  });

  it('refuses cash that would all be handed back', () => {
    const balance = deskBalance([pay('terminal', 1240), pay('cash', 500)], 1240);
    expect(balance.problem).toBe(CASH_ALL_CHANGE);
    expect(balance.changePence).toBe(0);
    expect(balance.canPay).toBe(false);
  });

  it('lets a basket the credit pays in full be paid with nothing else', () => {
    expect(deskBalance([pay('credit', 1240)], 1240).canPay).toBe(true);
  });
});
