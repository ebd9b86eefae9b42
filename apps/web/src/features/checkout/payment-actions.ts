import { createAction } from '@reduxjs/toolkit';
import type { CardStepFailure } from './card-payment';

// The actions of a payment attempt as the slices follow them (payment, basket), without the code
// that pays: the thunks of payment-flow.ts, which load with the checkout, dispatch exactly these
// types (createAsyncThunk's `<type>/pending|fulfilled|rejected`), so the store that every page
// starts with does not carry the checkout's code.

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
