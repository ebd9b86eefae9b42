import { describe, expect, it } from 'vitest';
import { createStore } from '../../app/store';
import { requestedUrls, stubFetch } from '../../test/fetch-stub';
import { signedInAsManager } from '../../test/wire-users';
import { addToBasket, cartDebounceMs, serveCustomerFirstCopy } from './cart-actions';
import { customerServed } from './desk.slice';
import { selectedUserChanged } from './basket.slice';
import { selectToasts } from './toasts.slice';

const yoga = { id: 'class-1', type: 'purchasableOccurrence' as const };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('booking at the desk', () => {
  it('says to choose a customer first, and sends nothing, when nobody is served', async () => {
    const fetchMock = stubFetch();
    const store = createStore(signedInAsManager);

    store.dispatch(addToBasket([yoga], { allowsAnonymousBookings: true }));
    await wait(cartDebounceMs + 50);

    expect(selectToasts(store.getState()).map(({ content }) => content)).toEqual([
      serveCustomerFirstCopy,
    ]);
    expect(requestedUrls(fetchMock).filter((url) => url.includes('/cart/add'))).toEqual([]);
  });

  it('adds to the served customer’s basket once someone is served', async () => {
    const fetchMock = stubFetch();
    const store = createStore(signedInAsManager);
    store.dispatch(
      customerServed({
        id: 1001,
        firstName: 'Alex',
        lastName: 'Morgan',
        reference: 'LID1001001',
        isMember: false,
        isWalkIn: false,
      }),
    );
    store.dispatch(selectedUserChanged(1001));

    store.dispatch(addToBasket([yoga], { allowsAnonymousBookings: true }));
    await wait(cartDebounceMs + 50);

    expect(selectToasts(store.getState()).map(({ content }) => content)).not.toContain(
      serveCustomerFirstCopy,
    );
    expect(requestedUrls(fetchMock).filter((url) => url.includes('/cart/add'))).toHaveLength(1);
  });
});
