import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/store-hooks';
import { Button, ButtonLink } from '../../../components/button';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { paths } from '../../../lib/paths';
import { errorCopy, isApiError } from '../../../lib/request-state';
import { selectSessionUser } from '../../auth/auth.slice';
import { getCartApi, useGetCartQuery } from '../../basket/api/get-cart';
import { selectBasket } from '../../basket/basket.slice';
import type { CartItem } from '../../basket/cart';
import { HoldNotices } from '../../basket/components/hold-notices';
import { failureToast } from '../../toasts/failure-toast';
import { useSignWaiversMutation } from '../api/sign-waivers';
import { attendeeIdOf, partyOf } from '../party';
import type { ItemWaiver } from './attendee-place';
import { AttendeePlace } from './attendee-place';
import './attendees.css';

export const attendeesHeading = 'Attendees';
export const agreeToEveryWaiverCopy =
  'Agree to the waiver for every place before you continue to checkout.';

type WaiverPlace = CartItem & { waiver: ItemWaiver };

function hasWaiver(item: CartItem): item is WaiverPlace {
  return item.waiver !== null;
}

/** A tick belongs to one place, one person and one version of the text: a change clears it. */
function agreementKey(item: WaiverPlace, attendeeId: number): string {
  return `${item.id}:${attendeeId}:${item.waiver.restrictionId}:${item.waiver.version}`;
}

/**
 * `/attendees`: for each basket place that needs a waiver, who is going and the waiver to agree
 * to for them; then the waivers ticked are signed in one call and the checkout opens once the
 * basket no longer waits for any.
 */
export function AttendeesPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectSessionUser);
  const basket = useAppSelector(selectBasket);
  const cartArgs = user ? { customerId: user.id, selectedUserId: basket.selectedUserId } : null;
  const cart = useGetCartQuery(cartArgs ?? skipToken);
  const [signWaivers] = useSignWaiversMutation();
  const [agreed, setAgreed] = useState<ReadonlySet<string>>(new Set());
  const [isContinuing, setContinuing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (!user || !cartArgs || (cart.isLoading && !basket.isLoaded)) return <LoadingIndicator />;

  const ownerId = basket.selectedUserId ?? user.id;
  const party = partyOf(user, basket.selectedUserId);
  const places = basket.items.filter(hasWaiver);
  const firstNameOf = (id: number) =>
    party.find((person) => person.id === id)?.firstName ?? (id === user.id ? user.firstName : null);

  const setAgreement = (key: string, isAgreed: boolean) => {
    setProblem(null);
    setAgreed((current) => {
      const next = new Set(current);
      if (isAgreed) next.add(key);
      else next.delete(key);
      return next;
    });
  };

  const continueToCheckout = async () => {
    setProblem(null);
    setContinuing(true);
    try {
      // Each person's waiver once, however many of their places need it.
      const waivers = new Map<string, { restrictionId: number; userId: number; version: number }>();
      for (const item of places) {
        const userId = attendeeIdOf(item, ownerId);
        if (item.waiver.signed || !agreed.has(agreementKey(item, userId))) continue;
        const { restrictionId, version } = item.waiver;
        waivers.set(`${restrictionId}:${userId}`, { restrictionId, userId, version });
      }
      if (waivers.size > 0) {
        const signed = await signWaivers({
          waivers: [...waivers.values()].map((waiver) => ({ ...waiver, accepted: true as const })),
          selectedUserId: basket.selectedUserId,
        });
        if ('error' in signed) {
          if (isApiError(signed.error)) dispatch(failureToast(signed.error));
          return;
        }
      }
      const refreshed = await dispatch(
        getCartApi.endpoints.getCart.initiate(cartArgs, { forceRefetch: true, subscribe: false }),
      );
      if (!refreshed.data) {
        if (isApiError(refreshed.error)) dispatch(failureToast(refreshed.error));
        return;
      }
      if (refreshed.data.attendeeWaiversRequired) {
        setProblem(agreeToEveryWaiverCopy);
        return;
      }
      void navigate(paths.checkout.build());
    } finally {
      setContinuing(false);
    }
  };

  return (
    <section className="lido-screen lido-attendees">
      <h1>{attendeesHeading}</h1>
      <HoldNotices />
      {isApiError(cart.error) && !basket.isLoaded ? (
        <p role="alert">{errorCopy(cart.error)}</p>
      ) : null}
      {basket.isLoaded && basket.items.length === 0 ? (
        <>
          <p>Your basket is empty.</p>
          <ButtonLink to={paths.redirectToSelectedVenue.build()}>Book an activity</ButtonLink>
        </>
      ) : null}
      {basket.items.length > 0 ? (
        <>
          <p className="lido-introduction">
            {places.length > 0
              ? 'Choose who is going to each place, then read its waiver and agree to it for them. A person agrees to each waiver once.'
              : 'No place in your basket needs a waiver.'}
          </p>
          {places.length > 0 ? (
            <ol className="lido-attendees__places" aria-label="Places needing a waiver">
              {places.map((item) => {
                const attendeeId = attendeeIdOf(item, ownerId);
                const key = agreementKey(item, attendeeId);
                return (
                  <AttendeePlace
                    key={item.id}
                    item={item}
                    waiver={item.waiver}
                    attendeeId={attendeeId}
                    knownFirstName={firstNameOf(attendeeId)}
                    selectedUserId={basket.selectedUserId}
                    isAgreed={agreed.has(key)}
                    onAgreedChange={(isAgreed) => setAgreement(key, isAgreed)}
                  />
                );
              })}
            </ol>
          ) : null}
          {problem ? (
            <p role="alert" className="lido-attendees__problem">
              {problem}
            </p>
          ) : null}
          <div className="lido-attendees__buttons">
            <ButtonLink variant="secondary" to={paths.basket.build()}>
              Back to basket
            </ButtonLink>
            <Button
              size="lg"
              disabled={
                isContinuing || basket.status.addingToCart || basket.status.removingFromCart
              }
              aria-busy={isContinuing || undefined}
              onClick={() => void continueToCheckout()}
            >
              Continue to checkout
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
