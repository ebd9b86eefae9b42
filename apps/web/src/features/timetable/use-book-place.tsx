import { useState } from 'react';
import { useAppSelector } from '../../shared/lib/store-hooks';
import { selectIsLoggedIn, selectSessionUser } from '../../shared/state/auth.slice';
import { selectBasket } from '../../shared/state/basket.slice';
import type { CartItemInput } from '../../shared/lib/cart';
import type { AddToBasketOptions } from '../../shared/state/cart-actions';
import { useAddToBasket } from './use-add-to-basket';
import { WhoIsGoingDialog } from './components/who-is-going-dialog';
import { partyOf } from '../../shared/lib/party';

interface Question {
  item: CartItemInput;
  options: AddToBasketOptions;
  subject: string;
}

/**
 * Book on a class or court row. A signed-in customer with a family is first asked who is going
 * (render `whoIsGoingDialog`), and one place is added for each person chosen, each family
 * member's with their `purchasedForUserId`; everyone else adds the place at once, as before.
 */
export function useBookPlace() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectSessionUser);
  const { selectedUserId } = useAppSelector(selectBasket);
  const { addToBasket, isAdding } = useAddToBasket();
  const [question, setQuestion] = useState<Question | null>(null);
  const party = isLoggedIn ? partyOf(user, selectedUserId) : [];
  const hasFamily = party.length > 1;

  const bookPlace = (item: CartItemInput, options: AddToBasketOptions, subject: string) => {
    if (hasFamily) setQuestion({ item, options, subject });
    else addToBasket([item], options);
  };

  const whoIsGoingDialog =
    question && hasFamily ? (
      <WhoIsGoingDialog
        subject={question.subject}
        people={party}
        onCancel={() => setQuestion(null)}
        onAdd={(userIds) => {
          setQuestion(null);
          // The customer's own place is sent as before, without an attendee: the basket's owner.
          addToBasket(
            userIds.map((id) =>
              id === user?.id ? question.item : { ...question.item, purchasedForUserId: id },
            ),
            question.options,
          );
        }}
      />
    ) : null;

  return { bookPlace, isAdding, whoIsGoingDialog };
}
