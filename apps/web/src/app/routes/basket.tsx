import { pageHeadings } from '@lido/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../shared/components/button';
import { LoadingIndicator } from '../../shared/components/loading-indicator';
import { needsAttendeesPage } from '../../shared/lib/attendees-needed';
import { selectIsLoggedIn, selectSessionUser } from '../../shared/state/auth.slice';
import type { BasketState } from '../../shared/state/basket.slice';
import { selectBasket } from '../../shared/state/basket.slice';
import { readCartUuid } from '../../shared/lib/cart-uuid-storage';
import type { CartItem } from '../../shared/lib/cart';
import { BasketItems } from '../../features/basket/components/basket-items';
import '../../features/basket/components/basket.css';
import { HoldNotices } from '../../shared/components/hold-notices';
import { HoldCountdown } from '../../shared/components/hold-countdown';
import { ClearBasketButton } from '../../features/basket/components/clear-basket-button';
import { firstHoldEnd } from '../../features/basket/first-hold-end';
import { useFocusWhenShown } from '../../shared/hooks/use-focus-when-shown';
import { WaiversNeeded } from '../../features/basket/components/waivers-needed';
import { useBasketMoney } from '../../features/basket/use-basket-money';
import { LOGIN_MODAL, openModal } from '../../shared/state/modals.slice';
import { selectSiteMode } from '../../features/site-mode/site-mode';
import { paths } from '../../shared/lib/paths';
import { useDeferredFirstArrival } from '../../shared/hooks/use-deferred-first-arrival';
import { useAppDispatch, useAppSelector } from '../../shared/lib/store-hooks';
import { staffMay } from '../../shared/lib/staff-may';
import { serveCustomerFirstCopy } from '../../shared/state/cart-actions';

const isBasketLoaded = (basket: BasketState) => basket.isLoaded;

// A manager's price change loads at the front desk alone.
const PriceChangeForm = lazy(() =>
  import('../../features/desk/components/price-change-form').then((module) => ({
    default: module.PriceChangeForm,
  })),
);

function DeskPriceChange({ item }: { item: CartItem }) {
  return (
    <Suspense fallback={null}>
      <PriceChangeForm item={item} />
    </Suspense>
  );
}

/** `/basket`: the held places, their totals, and the way to checkout. */
export function Component() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const siteMode = useAppSelector(selectSiteMode);
  const staffRole = useAppSelector(selectSessionUser)?.staffRole;
  const isManagerAtDesk = siteMode === 'desk' && staffMay(staffRole, 'prices.change-in-basket');
  const money = useBasketMoney();
  const basket = useDeferredFirstArrival(useAppSelector(selectBasket), isBasketLoaded);
  const [isWaitingForLogin, setWaitingForLogin] = useState(false);
  const { status, items, totals } = basket;
  const isAttendeesPageNeeded = needsAttendeesPage(basket);
  const holdEnd = firstHoldEnd(items);
  // Once the basket is cleared, focus goes to the message that replaced its buttons.
  const emptyMessage = useFocusWhenShown<HTMLParagraphElement>();
  const isBusy = status.addingToCart || status.removingFromCart || status.paymentProcessing;

  // Checkout needs an account: once the login modal has signed the visitor in, carry on.
  useEffect(() => {
    if (isWaitingForLogin && isLoggedIn) void navigate(paths.checkout.build());
  }, [isWaitingForLogin, isLoggedIn, navigate]);

  const checkout = () => {
    if (isLoggedIn) {
      // Checkout waits until every place's attendee has agreed to its waiver and answered its
      // required questions.
      void navigate(isAttendeesPageNeeded ? paths.attendees.build() : paths.checkout.build());
      return;
    }
    // A visitor checks out as a guest, or logs in there (issue 43); waivers and questions are
    // answered for a person of an account, so those baskets log in first.
    if (!isAttendeesPageNeeded) {
      void navigate(paths.checkout.build());
      return;
    }
    setWaitingForLogin(true);
    dispatch(openModal(LOGIN_MODAL));
  };

  // At the desk the basket is the served customer's: with nobody served there is none to load.
  const isNobodyServed = siteMode === 'desk' && basket.selectedUserId === null;
  const isLoading = !isNobodyServed && !basket.isLoaded && (isLoggedIn || readCartUuid() !== null);

  return (
    <section className="lido-screen lido-basket">
      <h1>{pageHeadings.basket}</h1>
      <HoldNotices />
      {isLoading ? <LoadingIndicator /> : null}
      {isNobodyServed ? <p data-testid="serve-customer-first">{serveCustomerFirstCopy}</p> : null}
      {!isLoading && !isNobodyServed && items.length === 0 ? (
        <>
          <p ref={emptyMessage.ref} tabIndex={-1}>
            Your basket is empty.
          </p>
          <ButtonLink to={paths.redirectToSelectedVenue.build()}>Book an activity</ButtonLink>
        </>
      ) : null}
      {items.length > 0 ? (
        <>
          {holdEnd ? <HoldCountdown expiresAt={holdEnd} /> : null}
          <BasketItems items={items} LineTools={isManagerAtDesk ? DeskPriceChange : undefined} />
          {totals ? (
            <dl className="lido-basket__totals" aria-label="Basket totals">
              <dt>Items</dt>
              <dd data-testid="basket-item-count">{totals.itemCount}</dd>
              <dt>Total</dt>
              <dd data-testid="basket-total">
                {money({ raw: totals.total, formatted: totals.formattedTotal })}
              </dd>
              {totals.balance !== totals.total ? (
                <>
                  <dt>To pay</dt>
                  <dd>{money({ raw: totals.balance, formatted: totals.formattedBalance })}</dd>
                </>
              ) : null}
            </dl>
          ) : null}
          {isAttendeesPageNeeded ? <WaiversNeeded /> : null}
          <div className="lido-basket__buttons">
            <ClearBasketButton isDisabled={isBusy} onCleared={emptyMessage.focus} />
            <Button size="lg" disabled={isBusy} onClick={checkout}>
              Checkout
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
