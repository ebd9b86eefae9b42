import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ApiError } from '../../shared/lib/request-state';
import { errorCopy, isApiError } from '../../shared/lib/request-state';
import { getCartApi } from '../../shared/api/get-cart';
import { addToast } from '../../shared/state/toasts.slice';
import { authoriseCheckoutApi } from '../../shared/api/authorise-checkout';
import { completeCheckoutApi } from './api/complete-checkout';
import type { CardDetails } from '../../shared/api/create-card-identifier';
import { cardAuthorisation, identifyCard, newIdempotencyKey } from '../../shared/lib/card-payment';
import {
  completeOrderType,
  payForBasketType,
  type PaymentFailure,
} from '../../shared/state/payment-attempt-actions';
import { readBrowserDetails } from '../../shared/lib/browser-details';
import { appliedCreditPence } from '../../shared/lib/credit-amounts';

// Paying for the basket as a list of steps (prepare happens when the checkout opens): card
// identifier at the provider → authorise (maybe a 3-D Secure challenge) → complete. A failure
// after the card form clears the payment session, so the next attempt prepares a fresh one.
// Failures are not toasted: the checkout shows them beside the card form until the customer
// changes something (`paymentFailureCopy`).

export const orderCompletedCopy = 'Order completed Successfully.';
export const unableToCompleteCopy = 'Unable to complete your order, please try again.';
const bookingSource = 'activity-booking';

/** Billing details under their wire names (`billing_first_name`, …), blank when not given. */
export interface BillingDetails {
  billingFirstName: string;
  billingLastName: string;
  billingAddressLineOne: string;
  billingAddressLineTwo: string;
  billingCity: string;
  billingPostcode: string;
}

export interface PaymentInput {
  billing: BillingDetails;
  /** A new card's details; null pays with the saved card (or nothing, for a free basket). */
  card: CardDetails | null;
  saveCard: boolean;
}

/** A signed-out visitor's completion also answers the order's own key (`orderToken`). */
export interface CompletedOrder {
  completeOrderId: number;
  orderToken: string | null;
}

export type PaymentOutcome =
  ({ kind: 'completed' } & CompletedOrder) | { kind: 'challenge'; transactionUuid: string };

/** The parts of the store the payment steps read (kept structural: the slices import this file). */
const noPaymentSession = { sessionKey: null, url: null, savedCard: null };

interface PaymentFlowState {
  auth: { user: { id: number } | null };
  basket: {
    items: readonly BasketPlace[];
    selectedUserId: number | null;
    itemHash: string | null;
    totals: { total: number; balance: number } | null;
    payments: { tenderType: string; amount: number }[];
  };
  payment?: {
    sessionKey: string | null;
    url: string | null;
    savedCard: { id: number } | null;
  };
}

/** What a basket item says about its attendee's waiver. */
interface BasketPlace {
  purchasedForUserId: number | null;
  waiver: { restrictionId: number; signed: boolean } | null;
}

interface ThunkConfig<Rejected> {
  state: PaymentFlowState;
  rejectValue: Rejected;
}

export { challengeFailed } from '../../shared/state/payment-attempt-actions';
export type { PaymentFailure } from '../../shared/state/payment-attempt-actions';

/** The account credit applied to the basket, named in `payments` as live clients send it. */
function creditPayments(state: PaymentFlowState) {
  const amount = appliedCreditPence(state.basket.payments);
  return amount > 0 ? [{ tenderType: 'credit' as const, amount }] : [];
}

/**
 * `completed_waivers`: each waiver the basket says is signed, for the person going to its place
 * (the item's attendee, else whoever the basket is for), once each.
 */
function completedWaivers(state: PaymentFlowState) {
  const ownerId = state.basket.selectedUserId ?? state.auth.user?.id ?? null;
  const waivers = new Map<string, { restrictionId: number; userId: number }>();
  for (const item of state.basket.items) {
    const userId = item.purchasedForUserId ?? ownerId;
    if (!item.waiver?.signed || userId === null) continue;
    const { restrictionId } = item.waiver;
    waivers.set(`${restrictionId}:${userId}`, { restrictionId, userId });
  }
  return [...waivers.values()];
}

/** What to say when paying failed: the server's reason (a declined card, …) or a plain retry. */
export function paymentFailureCopy(error: ApiError | null): string {
  return error ? errorCopy(error, { fallback: unableToCompleteCopy }) : unableToCompleteCopy;
}

/** A 409 means the basket changed or its holds ran out: show the basket as it now is. */
function reloadCartAfterConflict(
  error: ApiError | null,
  dispatch: (action: unknown) => unknown,
  customerId: number | null,
) {
  if (error?.statusCode !== 409) return;
  dispatch(
    getCartApi.endpoints.getCart.initiate({ customerId }, { forceRefetch: true, subscribe: false }),
  );
}

/** `POST checkout/complete`: bookings made; toasts 'Order completed Successfully.'. */
export const completeOrder = createAsyncThunk<
  CompletedOrder,
  { transactionUuid: string | null },
  ThunkConfig<PaymentFailure>
>(completeOrderType, async ({ transactionUuid }, { dispatch, getState, rejectWithValue }) => {
  const state = getState();
  const result = await dispatch(
    completeCheckoutApi.endpoints.completeCheckout.initiate({
      body: {
        completedWaivers: completedWaivers(state),
        payments: creditPayments(state),
        source: bookingSource,
        terms: [1],
        transactionUuid,
        itemHash: state.basket.itemHash ?? '',
      },
      idempotencyKey: newIdempotencyKey(),
    }),
  );
  if ('error' in result) {
    const error = isApiError(result.error) ? result.error : null;
    reloadCartAfterConflict(error, dispatch, state.auth.user?.id ?? null);
    return rejectWithValue({ kind: 'payment', error });
  }
  dispatch(addToast({ content: orderCompletedCopy, type: 'success' }));
  return {
    completeOrderId: result.data.completeOrderId,
    orderToken: result.data.orderToken ?? null,
  };
});

/** Pay for the basket: card identifier, authorise, then complete unless the issuer challenges. */
export const payForBasket = createAsyncThunk<
  PaymentOutcome,
  PaymentInput,
  ThunkConfig<PaymentFailure>
>(payForBasketType, async (input, { dispatch, getState, rejectWithValue }) => {
  const state = getState();
  const customerId = state.auth.user?.id ?? null;

  const complete = async (transactionUuid: string | null) => {
    const completed = await dispatch(completeOrder({ transactionUuid }));
    if (completeOrder.fulfilled.match(completed)) {
      return { kind: 'completed' as const, ...completed.payload };
    }
    return rejectWithValue({ kind: 'payment', error: completed.payload?.error ?? null });
  };

  // A basket that costs nothing, or whose credit pays it all, completes without a card.
  if (state.basket.totals?.balance === 0) return complete(null);

  const fail = (error: ApiError | null) => {
    reloadCartAfterConflict(error, dispatch, customerId);
    return rejectWithValue({ kind: 'payment', error });
  };

  // The checkout's page added the payment slice to the store as it loaded (payment.slice.ts):
  // without it there is no payment session to pay with.
  const { sessionKey, url, savedCard } = state.payment ?? noPaymentSession;
  if (!sessionKey || !url) return fail(null);

  let cardIdentifier: string | null = null;
  if (input.card) {
    const identified = await identifyCard(dispatch, { url, sessionKey }, input.card);
    if ('kind' in identified) {
      if (identified.kind === 'card') return rejectWithValue(identified);
      return fail(identified.error);
    }
    cardIdentifier = identified.cardIdentifier;
  }

  const authorised = await dispatch(
    authoriseCheckoutApi.endpoints.authoriseCheckout.initiate({
      body: {
        ...input.billing,
        ...cardAuthorisation(input.card, cardIdentifier, input.saveCard, savedCard),
        sessionKey,
        completedWaivers: completedWaivers(state),
        payments: creditPayments(state),
        source: bookingSource,
        terms: [1],
        itemHash: state.basket.itemHash ?? '',
        ...readBrowserDetails(),
      },
      idempotencyKey: newIdempotencyKey(),
    }),
  );
  if ('error' in authorised) return fail(isApiError(authorised.error) ? authorised.error : null);

  const { transactionStatus, transactionUuid, scaUrl } = authorised.data;
  if (transactionStatus === '3DAuth' && scaUrl) return { kind: 'challenge', transactionUuid };
  if (transactionStatus === 'Authorised' || transactionStatus === 'Completed') {
    return complete(transactionUuid);
  }
  return fail(null);
});
