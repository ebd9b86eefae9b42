import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import { logOutApi } from '../../shared/api/log-out';
import { logoutDetected } from '../../shared/state/auth-events';
import { clearCartApi } from '../../shared/api/clear-cart';
import { orderCompleted } from '../../shared/state/payment-attempt-actions';
import { lazySlices } from '../../shared/state/lazy-slices';

/**
 * A ticket discount (SPEC.md section 4): one ticket of a session priced at another customer's
 * price, found by their reference. Kept by customer id for the basket being filled.
 */
export interface TicketDiscount {
  customerId: number;
  reference: string;
  firstName: string;
  sessionId: string | number;
  pricingOptionId: number;
  ticketName: string;
  formattedPrice: string;
}

export interface TicketDiscountsState {
  byCustomerId: Record<number, TicketDiscount>;
}

const initialState: TicketDiscountsState = { byCustomerId: {} };

export const ticketDiscountsSlice = createSlice({
  name: 'ticketDiscounts',
  initialState,
  reducers: {
    discountSaved(state, action: PayloadAction<TicketDiscount>) {
      state.byCustomerId[action.payload.customerId] = action.payload;
    },
    discountRemoved(state, action: PayloadAction<number>) {
      delete state.byCustomerId[action.payload];
    },
    discountsCleared: () => initialState,
  },
  extraReducers: (builder) => {
    // Per basket: gone with the basket, the order and the session.
    builder.addMatcher(
      isAnyOf(
        clearCartApi.endpoints.clearCart.matchFulfilled,
        orderCompleted,
        logOutApi.endpoints.logOut.matchFulfilled,
        logoutDetected,
      ),
      () => initialState,
    );
  },
  selectors: {
    selectTicketDiscounts: (state) => state.byCustomerId,
  },
});

export const { discountSaved, discountRemoved, discountsCleared } = ticketDiscountsSlice.actions;
declare module '../../shared/state/lazy-slices' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- names the slice
  interface LazyLoadedSlices extends WithSlice<typeof ticketDiscountsSlice> {}
}

/** Added to the store when this module first loads (shared/state/lazy-slices.ts). */
const injectedTicketDiscountsSlice = ticketDiscountsSlice.injectInto(lazySlices);

export const { selectTicketDiscounts } = injectedTicketDiscountsSlice.selectors;

/** The customers whose discounts price tickets of this type at this session. */
export function discountCustomerIds(
  discounts: Readonly<Record<number, TicketDiscount>>,
  sessionId: string | number,
  pricingOptionId: number,
): number[] {
  return Object.values(discounts)
    .filter((d) => d.sessionId === sessionId && d.pricingOptionId === pricingOptionId)
    .map((d) => d.customerId);
}
