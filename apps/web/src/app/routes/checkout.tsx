import { QUESTIONS_UNANSWERED_MESSAGE, WAIVERS_ERROR_MESSAGE } from '@lido/contract';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadingIndicator } from '../../shared/components/loading-indicator';
import { useGetMyDetailsQuery } from '../../shared/api/get-my-details';
import { needsAttendeesPage } from '../../shared/lib/attendees-needed';
import { selectIsLoggedIn, selectSessionUser } from '../../shared/state/auth.slice';
import { readCartUuid } from '../../shared/lib/cart-uuid-storage';
import { useGetCheckoutVisitorQuery } from '../../features/checkout/api/get-checkout-visitor';
import { useGetRememberedBillingDetailsQuery } from '../../features/checkout/api/get-remembered-billing-details';
import { useGetCartQuery } from '../../shared/api/get-cart';
import { selectBasket } from '../../shared/state/basket.slice';
import { usePrepareCheckoutMutation } from '../../shared/api/prepare-checkout';
import type { ChallengeResult } from '../../shared/components/challenge-dialog';
import type { CheckoutShown } from '../../features/checkout/components/checkout-content';
import { CheckoutContent } from '../../features/checkout/components/checkout-content';
// The page's layout and summary, the desk's checkout's as well.
import '../../features/checkout/components/checkout.css';
import type { CompletedOrder, PaymentInput } from '../../features/checkout/payment-flow';
import {
  challengeFailed,
  completeOrder,
  payForBasket,
  paymentFailureCopy,
  unableToCompleteCopy,
} from '../../features/checkout/payment-flow';
import { selectPayment } from '../../features/checkout/payment.slice';
import { selectSiteMode } from '../../features/site-mode/site-mode';
import { failureToast } from '../../shared/state/failure-toast';
import { loadChunk } from '../../shared/lib/load-chunk';
import { paths } from '../../shared/lib/paths';
import { useDeferredFirstArrival } from '../../shared/hooks/use-deferred-first-arrival';
import type { ApiError } from '../../shared/lib/request-state';
import { useAppDispatch, useAppSelector } from '../../shared/lib/store-hooks';

// The desk's checkout (tenders taken in person) loads for staff alone.
const DeskCheckout = lazy(() =>
  loadChunk(() => import('../../features/desk/components/desk-checkout')).then((module) => ({
    default: module.DeskCheckout,
  })),
);

const hasArrived = (shown: CheckoutShown) => !shown.isLoading && shown.basket.isLoaded;

/** `/basket/checkout`: online, the card; at the front desk, the tenders taken in person. */
export function Component() {
  const isDesk = useAppSelector(selectSiteMode) === 'desk';
  return isDesk ? (
    <Suspense fallback={<LoadingIndicator />}>
      <DeskCheckout />
    </Suspense>
  ) : (
    <OnlineCheckout />
  );
}

/**
 * Billing details and card, then payment with 3-D Secure when asked. A signed-out visitor says
 * who is booking first (issue 43), and pays for the basket their uuid names.
 */
function OnlineCheckout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const sessionUser = useAppSelector(selectSessionUser);
  // The auth recheck briefly forgets the user when it adopts a new token; a payment under way
  // (card form, challenge dialog) must not be torn down by that.
  const [user, setUser] = useState(sessionUser);
  if (sessionUser && sessionUser !== user) setUser(sessionUser);
  // Signed out for certain (not a sign-in still arriving): a visitor, with an anonymous basket.
  const isVisitor = !useAppSelector(selectIsLoggedIn) && !user;
  const cartUuid = isVisitor ? readCartUuid() : null;
  const visitor = useGetCheckoutVisitorQuery(cartUuid ?? skipToken);
  const basket = useAppSelector(selectBasket);
  const payment = useAppSelector(selectPayment);
  const details = useGetMyDetailsQuery(user ? { viewerId: user.id } : skipToken);
  // Asked afresh each time the checkout opens: the address paid with a moment ago is the one to
  // fill in on the next booking of the same visit. A visitor has none remembered.
  const rememberedBilling = useGetRememberedBillingDetailsQuery(user ? user.id : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  // The same basket request the header's sync makes: after signing in it merges the anonymous
  // basket, and paying must wait for that.
  const cart = useGetCartQuery(
    user || cartUuid
      ? { customerId: user?.id ?? null, selectedUserId: basket.selectedUserId }
      : skipToken,
  );
  // A visitor who logs in here changes whose basket it is: until the account's arrives (the
  // query keeps the visitor's answer while it fetches), the page waits rather than offer credit
  // against the wrong basket.
  const isCartArriving = cart.isLoading || (cart.isFetching && cart.currentData === undefined);
  const [prepare, preparation] = usePrepareCheckoutMutation();
  const isPreparingRef = useRef(false);
  // Why the last payment failed, shown by the card form; the basket stays as it is.
  const [failure, setFailure] = useState<string | null>(null);
  const clearFailure = useCallback(() => setFailure(null), []);
  // The waivers sent did not match the basket's attendees: the site's toast (SPEC.md section 8),
  // and the basket, reloaded after the 409, sends the customer back to the attendees page. A
  // required question left unanswered likewise: its server text, then the attendees page.
  const showFailure = useCallback(
    (error: ApiError | null) => {
      if (error?.statusCode === 409 && error.serverMessage === WAIVERS_ERROR_MESSAGE) {
        dispatch(failureToast(error));
        return;
      }
      if (error?.statusCode === 409 && error.serverMessage === QUESTIONS_UNANSWERED_MESSAGE) {
        dispatch(failureToast(error));
        void navigate(paths.attendees.build(), { replace: true });
        return;
      }
      setFailure(paymentFailureCopy(error));
    },
    [dispatch, navigate],
  );

  // Nothing left for a card: a free basket, or one the applied credit pays in full.
  const isFree = basket.totals?.balance === 0;
  const hasItems = basket.items.length > 0;
  // A visitor's payment session waits for their details: prepare refuses a basket without them.
  const hasPayer = user !== null || Boolean(visitor.data);
  const needsSession =
    hasPayer &&
    basket.isLoaded &&
    !cart.isFetching &&
    hasItems &&
    !isFree &&
    payment.sessionKey === null &&
    !payment.inProgress;

  const startSession = useCallback(() => {
    if (isPreparingRef.current) return;
    isPreparingRef.current = true;
    void prepare().finally(() => {
      isPreparingRef.current = false;
    });
  }, [prepare]);

  // A payment session (merchant session key) for the card form; again after any failed attempt.
  useEffect(() => {
    if (needsSession && !preparation.isError) startSession();
  }, [needsSession, preparation.isError, startSession]);

  // A place whose attendee has not agreed to its waiver (a changed basket, an expired waiver) or
  // answered a required question cannot be paid for: the attendees page asks for it.
  const isAttendeeDetailMissing =
    needsAttendeesPage(basket) && !basket.status.paymentProcessing && !payment.inProgress;
  useEffect(() => {
    if (isAttendeeDetailMissing) void navigate(paths.attendees.build(), { replace: true });
  }, [isAttendeeDetailMissing, navigate]);

  const toConfirmation = useCallback(
    ({ completeOrderId, orderToken }: CompletedOrder) =>
      void navigate(paths.bookingConfirmed.build(String(completeOrderId), orderToken ?? undefined)),
    [navigate],
  );

  const onPay = useCallback(
    async (input: PaymentInput) => {
      setFailure(null);
      const result = await dispatch(payForBasket(input));
      if (payForBasket.fulfilled.match(result)) {
        if (result.payload.kind === 'completed') toConfirmation(result.payload);
        return null;
      }
      if (result.payload?.kind === 'card') return result.payload.error?.fieldErrors ?? null;
      showFailure(result.payload?.error ?? null);
      return null;
    },
    [dispatch, showFailure, toConfirmation],
  );

  const onChallengeResult = useCallback(
    (result: ChallengeResult) => {
      const transactionUuid = payment.transactionUuid;
      if (result === 'Authorised' && transactionUuid) {
        void dispatch(completeOrder({ transactionUuid })).then((completed) => {
          if (completeOrder.fulfilled.match(completed)) {
            toConfirmation(completed.payload);
          } else {
            dispatch(challengeFailed({ message: null }));
            showFailure(completed.payload?.error ?? null);
          }
        });
        return;
      }
      dispatch(challengeFailed({ message: null }));
      setFailure(unableToCompleteCopy);
    },
    [dispatch, payment.transactionUuid, showFailure, toConfirmation],
  );

  // The page's first drawing (basket and details in) comes through useDeferredFirstArrival, in
  // a transition React can interrupt; later answers (credit applied, the payment session) draw
  // at once, in step with the credit panel and the form that read the store themselves.
  const current = useMemo<CheckoutShown>(
    () => ({
      user,
      visitor: cartUuid ? { cartUuid, details: visitor.data ?? null } : null,
      basket,
      payment,
      details: details.data,
      rememberedBilling: rememberedBilling.data ?? null,
      isLoading:
        isCartArriving ||
        (user
          ? details.isLoading || rememberedBilling.isFetching
          : !isVisitor || visitor.isLoading),
      cartError: cart.error,
      preparationError: preparation.isError ? preparation.error : undefined,
    }),
    [
      user,
      cartUuid,
      isVisitor,
      visitor.data,
      visitor.isLoading,
      basket,
      payment,
      details.data,
      details.isLoading,
      rememberedBilling.data,
      rememberedBilling.isFetching,
      isCartArriving,
      cart.error,
      preparation.isError,
      preparation.error,
    ],
  );
  const shown = useDeferredFirstArrival(current, hasArrived);

  return (
    <CheckoutContent
      shown={shown}
      failure={failure}
      onPay={onPay}
      onEdit={clearFailure}
      onRetrySession={startSession}
      onChallengeResult={onChallengeResult}
    />
  );
}
