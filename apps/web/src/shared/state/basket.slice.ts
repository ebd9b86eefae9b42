import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import { logOutApi } from '../api/log-out';
import { logoutDetected } from './auth-events';
import {
  challengeFailed,
  orderCompleted,
  orderCompletionRejected,
  orderCompletionStarted,
  paymentRejected,
  paymentStarted,
} from './payment-attempt-actions';
import { basketGuestPassApi } from '../api/basket-guest-pass';
import { addToCartApi } from '../api/add-to-cart';
import { clearCartApi } from '../api/clear-cart';
import { getCartApi } from '../api/get-cart';
import { removeFromCartApi } from '../api/remove-from-cart';
import { removeCoverApi } from '../api/remove-cover';
import { updateCartItemApi } from '../api/update-cart-item';
import type { AddToCartBody, Cart, CartItem } from '../lib/cart';
import { pendingAddSet } from './cart-actions';
import type { EndedHold } from '../lib/ended-holds';
import { findEndedHolds, mergeEndedHolds } from '../lib/ended-holds';

export interface CartTotals {
  total: number;
  taxTotal: number;
  subTotal: number;
  balance: number;
  itemCount: number;
  formattedTotal: string;
  formattedBalance: string;
}

/** The status flags of SPEC.md section 4; they disable buttons and show spinners. */
export interface CartStatus {
  addingToCart: boolean;
  removingFromCart: boolean;
  paymentProcessing: boolean;
  paymentComplete: boolean;
}

/** The Cart of SPEC.md section 3. */
export interface BasketState {
  cartId: number | null;
  uuid: string | null;
  items: CartItem[];
  /** Blank until a basket is loaded, and again once it is cleared. */
  totals: CartTotals | null;
  status: CartStatus;
  selectedUserId: number | null;
  completeOrderId: number | null;
  credits: Cart['credits'] | null;
  /** Payments already set against the basket: the account credit applied to it. */
  payments: Cart['payments'];
  attendeeWaiversRequired: boolean;
  /** Echoed to checkout as `item_hash`; changes whenever the items do. */
  itemHash: string | null;
  /** When the first hold runs out. */
  expiresAt: Cart['expiresAt'];
  /** Whether a basket answer has arrived since the page opened. */
  isLoaded: boolean;
  /** An add that waits for the visitor to sign in. */
  pendingAdd: AddToCartBody | null;
  /**
   * Items whose holds ran out, until held again or dismissed: found as the basket's answers
   * change, and after a reload from what the tab remembered (features/basket/held-items-memory).
   */
  endedHolds: EndedHold[];
}

const initialStatus: CartStatus = {
  addingToCart: false,
  removingFromCart: false,
  paymentProcessing: false,
  paymentComplete: false,
};

export const initialBasketState: BasketState = {
  cartId: null,
  uuid: null,
  items: [],
  totals: null,
  status: initialStatus,
  selectedUserId: null,
  completeOrderId: null,
  credits: null,
  payments: [],
  attendeeWaiversRequired: false,
  itemHash: null,
  expiresAt: null,
  isLoaded: false,
  pendingAdd: null,
  endedHolds: [],
};

function applyCart(state: BasketState, cart: Cart, removedIds?: ReadonlySet<number>) {
  const found = state.isLoaded
    ? findEndedHolds(state.items, cart.items, Date.now(), removedIds)
    : [];
  state.endedHolds = mergeEndedHolds(state.endedHolds, found, cart.items);
  state.cartId = cart.id;
  state.uuid = cart.uuid;
  // Items keep the live order (`sort_by`).
  state.items = [...cart.items].sort((a, b) => a.sortBy - b.sortBy);
  state.totals = {
    total: cart.total,
    taxTotal: cart.taxTotal,
    subTotal: cart.subTotal,
    balance: cart.balance,
    itemCount: cart.itemCount,
    formattedTotal: cart.formattedTotal,
    formattedBalance: cart.formattedBalance,
  };
  state.credits = cart.credits;
  state.payments = cart.payments;
  state.attendeeWaiversRequired = cart.attendeeWaiversRequired;
  state.itemHash = cart.itemHash;
  state.expiresAt = cart.expiresAt;
  state.selectedUserId = cart.selectedUserId;
  state.isLoaded = true;
}

const { addToCart } = addToCartApi.endpoints;
const { removeFromCart } = removeFromCartApi.endpoints;

export const basketSlice = createSlice({
  name: 'basket',
  initialState: initialBasketState,
  reducers: {
    /**
     * Someone else's basket from now on (the desk serves another customer): nothing of the last
     * one's may show or count as an ended hold of this one's, so it starts unloaded.
     */
    selectedUserChanged(state, action: PayloadAction<number | null>) {
      if (state.selectedUserId === action.payload) return state;
      return { ...initialBasketState, selectedUserId: action.payload };
    },
    /** Holds that ended before this page loaded, as the tab remembered them. */
    endedHoldsRecalled(state, action: PayloadAction<EndedHold[]>) {
      state.endedHolds = mergeEndedHolds(state.endedHolds, action.payload, state.items);
    },
    endedHoldsDismissed(state) {
      state.endedHolds = [];
    },
    endedHoldRefused(state, action: PayloadAction<{ key: string; refusal: string }>) {
      const hold = state.endedHolds.find((ended) => ended.key === action.payload.key);
      if (hold) hold.refusal = action.payload.refusal;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(pendingAddSet, (state, action) => {
        state.pendingAdd = action.payload;
      })
      .addCase(paymentStarted, (state) => {
        state.status.paymentProcessing = true;
        state.status.paymentComplete = false;
      })
      .addCase(paymentRejected, (state) => {
        state.status.paymentProcessing = false;
      })
      .addCase(challengeFailed, (state) => {
        state.status.paymentProcessing = false;
      })
      .addCase(orderCompletionStarted, (state) => {
        state.status.paymentProcessing = true;
      })
      .addCase(orderCompletionRejected, (state) => {
        state.status.paymentProcessing = false;
      })
      // Order completion resets the basket; the order id leads to the confirmation.
      .addCase(orderCompleted, (state, action) => ({
        ...initialBasketState,
        isLoaded: true,
        completeOrderId: action.payload.completeOrderId,
        status: { ...initialStatus, paymentComplete: true },
      }))
      // Signing out resets the basket state; the account's basket stays with the account.
      .addCase(logoutDetected, () => initialBasketState)
      .addMatcher(
        isAnyOf(
          logOutApi.endpoints.logOut.matchFulfilled,
          logOutApi.endpoints.logOut.matchRejected,
        ),
        () => initialBasketState,
      )
      .addMatcher(addToCart.matchPending, (state) => {
        state.status.addingToCart = true;
      })
      .addMatcher(isAnyOf(addToCart.matchFulfilled, addToCart.matchRejected), (state) => {
        state.status.addingToCart = false;
      })
      .addMatcher(removeFromCart.matchPending, (state) => {
        state.status.removingFromCart = true;
      })
      .addMatcher(isAnyOf(removeFromCart.matchFulfilled, removeFromCart.matchRejected), (state) => {
        state.status.removingFromCart = false;
      })
      // The customer's own removals are not ended holds.
      .addMatcher(removeFromCart.matchFulfilled, (state, action) => {
        applyCart(state, action.payload, new Set(action.meta.arg.originalArgs.cartItemIds));
      })
      .addMatcher(
        isAnyOf(
          getCartApi.endpoints.getCart.matchFulfilled,
          addToCart.matchFulfilled,
          updateCartItemApi.endpoints.updateCartItem.matchFulfilled,
          removeCoverApi.endpoints.removePackageUsage.matchFulfilled,
          removeCoverApi.endpoints.removeBenefit.matchFulfilled,
          basketGuestPassApi.endpoints.applyGuestPass.matchFulfilled,
          basketGuestPassApi.endpoints.removeGuestPass.matchFulfilled,
        ),
        (state, action: PayloadAction<Cart>) => {
          applyCart(state, action.payload);
        },
      )
      // Clearing keeps the totals blank (SPEC.md section 4).
      .addMatcher(clearCartApi.endpoints.clearCart.matchFulfilled, (state, action) => ({
        ...initialBasketState,
        cartId: action.payload.id,
        uuid: action.payload.uuid,
        itemHash: action.payload.itemHash,
        isLoaded: true,
      }));
  },
  selectors: {
    selectBasket: (state) => state,
    selectBasketItemCount: (state) => state.totals?.itemCount ?? 0,
    selectCartStatus: (state) => state.status,
    selectSelectedUserId: (state) => state.selectedUserId,
    selectPendingAdd: (state) => state.pendingAdd,
    selectEndedHolds: (state) => state.endedHolds,
  },
});

export const { selectedUserChanged, endedHoldsRecalled, endedHoldsDismissed, endedHoldRefused } =
  basketSlice.actions;
export const {
  selectBasket,
  selectBasketItemCount,
  selectCartStatus,
  selectSelectedUserId,
  selectPendingAdd,
  selectEndedHolds,
} = basketSlice.selectors;
