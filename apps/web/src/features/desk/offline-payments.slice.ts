import type { DeskTenderType } from '@lido/contract';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import { createSlice, nanoid } from '@reduxjs/toolkit';
import { removeFromCartApi } from '../../shared/api/remove-from-cart';
import { customerServed, servingEnded } from '../../shared/state/desk.slice';
import { lazySlices } from '../../shared/state/lazy-slices';

/** A payment the desk has taken or is about to (SPEC.md section 3: tenderType, amount, info). */
export interface OfflinePayment {
  id: string;
  tenderType: DeskTenderType;
  /** Pence. */
  amount: number;
  info: { code?: string; reference?: string };
}

/**
 * The two special tender types: adding one replaces any there is of the same type (decisions/023).
 * Cash is the one figure handed over; credit is the one reservation the API holds.
 */
export const replacingTenderTypes: readonly DeskTenderType[] = ['cash', 'credit'];

/** The preserved type: kept by a reset and when a basket item is removed (the API's state). */
export const preservedTenderType: DeskTenderType = 'credit';

export interface OfflinePaymentsState {
  payments: OfflinePayment[];
}

export const initialOfflinePaymentsState: OfflinePaymentsState = { payments: [] };

const keepPreserved = (payments: OfflinePayment[]) =>
  payments.filter((payment) => payment.tenderType === preservedTenderType);

/**
 * The desk's list of payments for the basket (SPEC.md section 4, "Offline payments: add,
 * remove, reset, sync"): an amount of 0 or less is not added; a cash or credit payment replaces
 * the one there was; a payment is removed by its id; a reset, and removing an item from the
 * basket, keep only credit; sync sets the credit line to what the basket says is applied.
 */
export const offlinePaymentsSlice = createSlice({
  name: 'offlinePayments',
  initialState: initialOfflinePaymentsState,
  reducers: {
    paymentAdded: {
      reducer(state, action: PayloadAction<OfflinePayment>) {
        const payment = action.payload;
        if (!(payment.amount > 0)) return;
        if (replacingTenderTypes.includes(payment.tenderType)) {
          state.payments = state.payments.filter(
            (existing) => existing.tenderType !== payment.tenderType,
          );
        }
        state.payments.push(payment);
      },
      prepare(payment: Omit<OfflinePayment, 'id' | 'info'> & { info?: OfflinePayment['info'] }) {
        return { payload: { id: nanoid(), info: {}, ...payment } };
      },
    },
    paymentRemoved(state, action: PayloadAction<string>) {
      state.payments = state.payments.filter((payment) => payment.id !== action.payload);
    },
    paymentsReset(state) {
      state.payments = keepPreserved(state.payments);
    },
    /** The basket's applied credit (its `payments`), which the API holds for it. */
    creditSynced(state, action: PayloadAction<{ tenderType: string; amount: number }[]>) {
      const others = state.payments.filter((payment) => payment.tenderType !== preservedTenderType);
      // General and membership credit are one line: one balance to the person at the desk.
      const amount = action.payload
        .filter((applied) => applied.tenderType === preservedTenderType)
        .reduce((sum, applied) => sum + applied.amount, 0);
      const credit: OfflinePayment[] =
        amount > 0 ? [{ id: 'credit', tenderType: preservedTenderType, amount, info: {} }] : [];
      state.payments = [...credit, ...others];
    },
  },
  extraReducers: (builder) => {
    // The payments are for the basket of the customer served: another customer starts afresh.
    builder
      .addCase(customerServed, () => initialOfflinePaymentsState)
      .addCase(servingEnded, () => initialOfflinePaymentsState);
    builder.addMatcher(removeFromCartApi.endpoints.removeFromCart.matchFulfilled, (state) => {
      state.payments = keepPreserved(state.payments);
    });
  },
  selectors: {
    selectOfflinePayments: (state) => state.payments,
  },
});

export const { paymentAdded, paymentRemoved, paymentsReset, creditSynced } =
  offlinePaymentsSlice.actions;
declare module '../../shared/state/lazy-slices' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- names the slice
  interface LazyLoadedSlices extends WithSlice<typeof offlinePaymentsSlice> {}
}

/** Added to the store when this module first loads (shared/state/lazy-slices.ts). */
const injectedOfflinePaymentsSlice = offlinePaymentsSlice.injectInto(lazySlices);

export const { selectOfflinePayments } = injectedOfflinePaymentsSlice.selectors;
