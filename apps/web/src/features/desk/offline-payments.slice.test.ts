import { describe, expect, it } from 'vitest';
import {
  creditSynced,
  initialOfflinePaymentsState,
  type OfflinePayment,
  offlinePaymentsSlice,
  paymentAdded,
  paymentRemoved,
  paymentsReset,
} from './offline-payments.slice';
import { removeFromCartApi } from '../../shared/api/remove-from-cart';
import { customerServed, servingEnded } from '../../shared/state/desk.slice';

const reduce = offlinePaymentsSlice.reducer;

/** A list as [tenderType, amount] pairs, in order. */
const shape = (payments: OfflinePayment[]) =>
  payments.map((payment) => [payment.tenderType, payment.amount]);

const line = (
  id: string,
  tenderType: OfflinePayment['tenderType'],
  amount: number,
): OfflinePayment => ({ id, tenderType, amount, info: {} });

const start: OfflinePayment[] = [
  line('a', 'credit', 300),
  line('b', 'cash', 1000),
  line('c', 'offline-voucher', 500),
  line('d', 'terminal', 200),
];

/** What RTK Query dispatches when `POST …/cart/remove` answers. */
const removedFromBasket = {
  type: `${removeFromCartApi.reducerPath}/executeMutation/fulfilled`,
  payload: {},
  meta: { arg: { endpointName: 'removeFromCart', type: 'mutation' }, requestStatus: 'fulfilled' },
};

describe('the desk’s payment list (SPEC.md section 4, decisions/023)', () => {
  it.each([
    [
      'a cash payment replaces the cash there was',
      paymentAdded({ tenderType: 'cash', amount: 2000 }),
      [
        ['credit', 300],
        ['offline-voucher', 500],
        ['terminal', 200],
        ['cash', 2000],
      ],
    ],
    [
      'a credit payment replaces the credit there was',
      paymentAdded({ tenderType: 'credit', amount: 100 }),
      [
        ['cash', 1000],
        ['offline-voucher', 500],
        ['terminal', 200],
        ['credit', 100],
      ],
    ],
    [
      'a second voucher is a line of its own',
      paymentAdded({ tenderType: 'offline-voucher', amount: 500, info: { code: 'LIDO-GIFT-500' } }),
      [
        ['credit', 300],
        ['cash', 1000],
        ['offline-voucher', 500],
        ['terminal', 200],
        ['offline-voucher', 500],
      ],
    ],
    [
      'a second card on the terminal is a line of its own',
      paymentAdded({ tenderType: 'terminal', amount: 400 }),
      [
        ['credit', 300],
        ['cash', 1000],
        ['offline-voucher', 500],
        ['terminal', 200],
        ['terminal', 400],
      ],
    ],
    [
      'a cheque is a line of its own',
      paymentAdded({ tenderType: 'cheque', amount: 700 }),
      [
        ['credit', 300],
        ['cash', 1000],
        ['offline-voucher', 500],
        ['terminal', 200],
        ['cheque', 700],
      ],
    ],
    [
      'an amount of 0 is not added (and replaces nothing)',
      paymentAdded({ tenderType: 'cash', amount: 0 }),
      [
        ['credit', 300],
        ['cash', 1000],
        ['offline-voucher', 500],
        ['terminal', 200],
      ],
    ],
    [
      'a negative amount is not added',
      paymentAdded({ tenderType: 'cheque', amount: -500 }),
      [
        ['credit', 300],
        ['cash', 1000],
        ['offline-voucher', 500],
        ['terminal', 200],
      ],
    ],
    [
      'a payment is removed by its id',
      paymentRemoved('c'),
      [
        ['credit', 300],
        ['cash', 1000],
        ['terminal', 200],
      ],
    ],
    [
      'removing an id that is not there changes nothing',
      paymentRemoved('z'),
      [
        ['credit', 300],
        ['cash', 1000],
        ['offline-voucher', 500],
        ['terminal', 200],
      ],
    ],
    ['a reset keeps only credit', paymentsReset(), [['credit', 300]]],
    ['removing a basket item keeps only credit', removedFromBasket, [['credit', 300]]],
    [
      'sync sets credit to what the basket has applied, as one line',
      creditSynced([
        { tenderType: 'credit', amount: 200 },
        { tenderType: 'credit', amount: 150 },
      ]),
      [
        ['credit', 350],
        ['cash', 1000],
        ['offline-voucher', 500],
        ['terminal', 200],
      ],
    ],
    [
      'sync with no credit applied drops the credit line',
      creditSynced([]),
      [
        ['cash', 1000],
        ['offline-voucher', 500],
        ['terminal', 200],
      ],
    ],
    [
      'serving another customer starts an empty list (their credit syncs from their basket)',
      customerServed({
        id: 1008,
        firstName: 'Jamie',
        lastName: 'Fox',
        reference: 'LID-1008',
        isMember: false,
        isWalkIn: false,
      }),
      [],
    ],
    ['ending the sale empties the list', servingEnded(), []],
  ])('%s', (_rule, action, expected) => {
    expect(shape(reduce({ payments: start }, action).payments)).toEqual(expected);
  });

  it('gives each added payment an id of its own, so two alike can be told apart', () => {
    let state = reduce(
      initialOfflinePaymentsState,
      paymentAdded({ tenderType: 'terminal', amount: 100 }),
    );
    state = reduce(state, paymentAdded({ tenderType: 'terminal', amount: 100 }));
    const [first, second] = state.payments;
    expect(first?.id).not.toBe(second?.id);
    state = reduce(state, paymentRemoved(first?.id ?? ''));
    expect(state.payments).toEqual([second]);
  });
});
