import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useAppSelector } from '../../shared/lib/store-hooks';
import { errorCopy, isApiError } from '../../shared/lib/request-state';
import { selectIsLoggedIn, selectSessionUser } from '../../shared/state/auth.slice';
import { selectBasket } from '../../shared/state/basket.slice';
import { useGetPreviousAttendeesQuery } from '../../shared/api/get-previous-attendees';
import type { AddToBasketOptions } from '../../shared/state/cart-actions';
import { useAddToBasket } from './use-add-to-basket';
import { toCartItemInput } from './cart-item-input';
import { WhoIsGoingDialog } from './components/who-is-going-dialog';
import { partyOf } from '../../shared/lib/party';
import { restrictionIdOf, whoMayGo } from './who-may-go';

/** A class or court row as Book needs it: the place to add, and who the session is for. */
export interface BookableSession {
  id: string | number;
  cartType: string;
  pricingOptionId: number;
  /** Its restrictions (age, members only, an induction): who may go is asked of them. */
  restrictionIds: readonly (number | string)[];
  /** The session's day, on which ages count. */
  date: { raw: string };
}

interface Question {
  session: BookableSession;
  options: AddToBasketOptions;
  subject: string;
}

/**
 * Book on a class or court row. A signed-in customer with a family is first asked who is going
 * (render `whoIsGoingDialog`), once it is known who of them may go to a session with restrictions
 * (meanwhile `isAdding`, so Book says it is busy), and one place is added for each person chosen,
 * each family member's with their `purchasedForUserId`; everyone else adds the place at once.
 */
export function useBookPlace() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectSessionUser);
  const { selectedUserId } = useAppSelector(selectBasket);
  const { addToBasket, isAdding } = useAddToBasket();
  const [question, setQuestion] = useState<Question | null>(null);
  const party = isLoggedIn ? partyOf(user, selectedUserId) : [];
  const hasFamily = party.length > 1;
  const restrictionId = question ? restrictionIdOf(question.session.restrictionIds) : null;
  const standing = useGetPreviousAttendeesQuery(
    question && hasFamily && restrictionId !== null
      ? { restrictionId, selectedUserId, date: question.session.date.raw }
      : skipToken,
  );
  const isFindingWhoMayGo = standing.isFetching && standing.currentData === undefined;

  const bookPlace = (session: BookableSession, options: AddToBasketOptions, subject: string) => {
    if (hasFamily) setQuestion({ session, options, subject });
    else addToBasket([toCartItemInput(session)], options);
  };

  const whoIsGoingDialog =
    question && hasFamily && !isFindingWhoMayGo ? (
      <WhoIsGoingDialog
        subject={question.subject}
        people={whoMayGo(party, standing.currentData)}
        problem={isApiError(standing.error) ? errorCopy(standing.error) : null}
        onCancel={() => setQuestion(null)}
        onAdd={(userIds) => {
          setQuestion(null);
          const item = toCartItemInput(question.session);
          // The customer's own place is sent as before, without an attendee: the basket's owner.
          addToBasket(
            userIds.map((id) => (id === user?.id ? item : { ...item, purchasedForUserId: id })),
            question.options,
          );
        }}
      />
    ) : null;

  return { bookPlace, isAdding: isAdding || isFindingWhoMayGo, whoIsGoingDialog };
}
