import type { WithSlice } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import { logInApi } from '../../shared/api/log-in';
import { logOutApi } from '../../shared/api/log-out';
import { logoutDetected } from '../../shared/state/auth-events';
import type { Authorisation } from '../../shared/api/authorise-checkout';
import { authoriseCheckoutApi } from '../../shared/api/authorise-checkout';
import type { Preparation } from '../../shared/api/prepare-checkout';
import { prepareCheckoutApi } from '../../shared/api/prepare-checkout';
import {
  challengeFailed,
  orderCompleted,
  orderCompletionStarted,
  paymentRejected,
  paymentStarted,
} from '../../shared/state/payment-attempt-actions';
import { lazySlices } from '../../shared/state/lazy-slices';

/** The online payment state of SPEC.md section 3 (Opayo: session key, mode, saved card, url). */
export interface PaymentState {
  paymentProvider: Preparation['paymentProvider'] | null;
  scaData: Authorisation['scaData'] | null;
  scaUrl: string | null;
  transactionStatus: Authorisation['transactionStatus'] | null;
  transactionUuid: string | null;
  /** A payment attempt is under way (card identifier, authorise, challenge or complete). */
  inProgress: boolean;
  sessionKey: string | null;
  mode: Preparation['mode'] | null;
  savedCard: Preparation['savedCard'];
  /** The provider's API base the card form posts to. */
  url: string | null;
}

export const initialPaymentState: PaymentState = {
  paymentProvider: null,
  scaData: null,
  scaUrl: null,
  transactionStatus: null,
  transactionUuid: null,
  inProgress: false,
  sessionKey: null,
  mode: null,
  savedCard: null,
  url: null,
};

export const paymentSlice = createSlice({
  name: 'payment',
  initialState: initialPaymentState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(paymentStarted, (state) => {
        state.inProgress = true;
      })
      .addCase(paymentRejected, (state, action) => {
        // Card details the provider refused can be corrected with the same session key; any
        // other failure ends the payment session (SPEC.md section 4), so checkout prepares anew.
        if (action.payload?.kind === 'card' && action.payload.error?.statusCode === 422) {
          state.inProgress = false;
          return;
        }
        return initialPaymentState;
      })
      .addCase(challengeFailed, () => initialPaymentState)
      .addCase(orderCompletionStarted, (state) => {
        state.inProgress = true;
      })
      .addCase(orderCompleted, () => initialPaymentState)
      .addCase(logoutDetected, () => initialPaymentState)
      .addMatcher(prepareCheckoutApi.endpoints.prepareCheckout.matchFulfilled, (state, action) => {
        const { paymentProvider, sessionKey, mode, savedCard, url } = action.payload;
        return { ...initialPaymentState, paymentProvider, sessionKey, mode, savedCard, url };
      })
      .addMatcher(
        authoriseCheckoutApi.endpoints.authoriseCheckout.matchFulfilled,
        (state, action) => {
          state.transactionUuid = action.payload.transactionUuid;
          state.transactionStatus = action.payload.transactionStatus;
          state.scaData = action.payload.scaData ?? null;
          state.scaUrl = action.payload.scaUrl ?? null;
        },
      )
      .addMatcher(logOutApi.endpoints.logOut.matchFulfilled, () => initialPaymentState)
      .addMatcher(logOutApi.endpoints.logOut.matchRejected, () => initialPaymentState)
      // A visitor who logs in at the checkout pays as the account now, with its basket: the
      // session prepared for the visitor's basket is not theirs to pay with.
      .addMatcher(logInApi.endpoints.logIn.matchFulfilled, () => initialPaymentState);
  },
  selectors: {
    selectPayment: (state) => state,
    /** The transaction whose 3-D Secure challenge is open, awaiting the issuer's answer. */
    selectChallengedTransaction: (state) =>
      state.transactionStatus === '3DAuth' && state.scaUrl ? state.transactionUuid : null,
  },
});

declare module '../../shared/state/lazy-slices' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- names the slice
  interface LazyLoadedSlices extends WithSlice<typeof paymentSlice> {}
}

/** Added to the store when this module first loads (shared/state/lazy-slices.ts). */
const injectedPaymentSlice = paymentSlice.injectInto(lazySlices);

export const { selectPayment, selectChallengedTransaction } = injectedPaymentSlice.selectors;
