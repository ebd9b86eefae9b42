import { createAction } from '@reduxjs/toolkit';
import type { ApiError } from '../lib/request-state';

// The actions of a payment attempt as the slices follow them (the checkout's payment, the basket,
// ticket discounts), without the code that pays: the thunks of checkout/payment-flow.ts, which
// load with the checkout, dispatch exactly these types (createAsyncThunk's
// `<type>/pending|fulfilled|rejected`), so the store that every page starts with does not carry
// the checkout's code, and the basket follows a payment without importing the checkout.

/** Why a card step failed. `card`: the provider refused the details (422), shown beside them. */
export interface CardStepFailure {
  kind: 'card' | 'payment';
  error: ApiError | null;
}

/** `card`: the provider refused the card details (shown beside the fields; session kept). */
export type PaymentFailure = CardStepFailure;

export const payForBasketType = 'payment/payForBasket';
export const completeOrderType = 'payment/completeOrder';

export const paymentStarted = createAction(`${payForBasketType}/pending`);
/** The payload is the thunk's reject value (absent when it threw). */
export const paymentRejected = createAction<PaymentFailure | undefined>(
  `${payForBasketType}/rejected`,
);
export const orderCompletionStarted = createAction(`${completeOrderType}/pending`);
export const orderCompletionRejected = createAction<PaymentFailure | undefined>(
  `${completeOrderType}/rejected`,
);
export const orderCompleted = createAction<{ completeOrderId: number }>(
  `${completeOrderType}/fulfilled`,
);

/** The 3-D Secure challenge was declined, abandoned or failed: the payment session is over. */
export const challengeFailed = createAction<{ message: string | null }>('payment/challengeFailed');
