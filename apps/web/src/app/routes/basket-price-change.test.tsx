import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RootState } from '../store';
import { initialBasketState } from '../../features/basket/basket.slice';
import type { ServedCustomer } from '../../features/desk/served-customer';
import { initialSessionState } from '../../features/session/session.slice';
import { camelizeKeys } from '../../lib/case-keys';
import { wireCart, wireCartItem } from '../../test/basket-fixtures';
import type { StubRequest } from '../../test/fetch-stub';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { wireDana } from '../../test/wire-users';

// The basket page's lines at the front desk: a manager serving a customer may change a line's
// price (with a reason); nobody else is offered it.

const morgan: ServedCustomer = {
  id: 1017,
  firstName: 'Morgan',
  lastName: 'Booker',
  reference: 'LID1001017',
  isMember: false,
  isWalkIn: false,
};

const manager = camelizeKeys(wireDana);
const receptionist = camelizeKeys({
  ...wireDana,
  id: 801,
  first_name: 'Jordan',
  last_name: 'Reid',
  staff_role: 'receptionist' as const,
});

/** Staff signed in, serving Morgan: on a desk unless `isKiosk` puts the same state on a kiosk. */
const serving = (
  user: typeof manager | typeof receptionist,
  { isKiosk = false } = {},
): Partial<RootState> => ({
  auth: { loggedIn: true, user, isLoginPending: false, error: null },
  desk: { served: morgan },
  basket: { ...initialBasketState, selectedUserId: morgan.id },
  session: { ...initialSessionState, isKiosk },
});

const price = (raw: number) => ({
  raw,
  formatted: `£${(raw / 100).toFixed(2)}`,
  benefit_applied: false,
  package_applied: false,
});
const yoga = wireCartItem();
const swim = wireCartItem({
  id: 502,
  price: price(390),
  unit_price: price(390),
  cartable_resource: {
    ...yoga.cartable_resource,
    id: 'swim-1',
    name: 'Family Swim',
    starts_at: { format_12_hour: '9:00am', format_24_hour: '09:00' },
    ends_at: { format_12_hour: '10:00am', format_24_hour: '10:00' },
  },
});

const priceChangePath = '/api/foh/basket/items/501/price';

/** Morgan's basket, and the price change's answer; every request is recorded in `calls`. */
function deskBasketApi(calls: StubRequest[]) {
  return (request: StubRequest) => {
    calls.push(request);
    if (request.url.pathname === '/api/activities/cart') {
      return jsonResponse({ data: wireCart([yoga, swim], { selected_user_id: morgan.id }) });
    }
    if (request.url.pathname === priceChangePath) {
      return jsonResponse({
        data: {
          cart_item_id: 501,
          previous_price: { raw: 850, formatted: '£8.50' },
          price: { raw: 750, formatted: '£7.50' },
          reason: 'Class started late',
        },
      });
    }
    return undefined;
  };
}

/**
 * Shows a manager the form once, so its lazily loaded code is in (React keeps a lazy component
 * once it has loaded): a line the page gives the price change then shows it in the same render as
 * the line, and a line seen without it was not given it, rather than still waiting for its code.
 */
async function loadPriceChangeForm() {
  const view = renderApp('/basket', serving(manager));
  await screen.findByRole('button', { name: 'Change the price of Yoga at 07:00' });
  view.unmount();
}

const priceChanges = (calls: StubRequest[]) =>
  calls.filter((call) => call.url.pathname.startsWith('/api/foh/basket/items/'));

describe('the basket page’s price change at the desk', () => {
  it('offers a manager serving a customer a price change on every line, and checks the form before sending', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(deskBasketApi(calls));
    renderApp('/basket', serving(manager));

    const items = await screen.findAllByTestId('basket-item');
    expect(items).toHaveLength(2);
    const [yogaLine, swimLine] = items as [HTMLElement, HTMLElement];
    // The form's code loads lazily, so each line's button arrives after the line.
    expect(
      await within(yogaLine).findByRole('button', { name: 'Change the price of Yoga at 07:00' }),
    ).toHaveTextContent('Change price');
    expect(
      await within(swimLine).findByRole('button', {
        name: 'Change the price of Family Swim at 09:00',
      }),
    ).toHaveTextContent('Change price');

    await user.click(
      within(yogaLine).getByRole('button', { name: 'Change the price of Yoga at 07:00' }),
    );
    const form = within(yogaLine).getByRole('form', { name: 'New price for Yoga at 07:00' });
    expect(within(form).getByText('Now £8.50.')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Save price' }));

    expect(
      within(form).getByText('Enter the new price in pounds and pence, like 8 or 7.50.'),
    ).toBeVisible();
    expect(within(form).getByText('Say why the price changes.')).toBeVisible();
    expect(within(form).getByLabelText('New price')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(priceChanges(calls)).toEqual([]);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('sends the new price in pence and the trimmed reason for the customer served', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(deskBasketApi(calls));
    renderApp('/basket', serving(manager));

    await user.click(
      await screen.findByRole('button', { name: 'Change the price of Yoga at 07:00' }),
    );
    const form = screen.getByRole('form', { name: 'New price for Yoga at 07:00' });
    await user.type(within(form).getByLabelText('New price'), '7.50');
    await user.type(within(form).getByLabelText('Reason'), '  Class started late  ');
    await user.click(within(form).getByRole('button', { name: 'Save price' }));

    // Saved, the form closes and the line offers the change again.
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'New price for Yoga at 07:00' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Change the price of Yoga at 07:00' })).toBeVisible();
    const changes = priceChanges(calls);
    expect(changes).toHaveLength(1);
    const [change] = changes;
    expect(change?.url.pathname).toBe(priceChangePath);
    expect(change?.method).toBe('PUT');
    expect(change?.body).toEqual({
      selected_user_id: morgan.id,
      price: 750,
      reason: 'Class started late',
    });
    // The basket is asked again for the customer served, to show the new price.
    await waitFor(() =>
      expect(
        calls.filter(
          (call) =>
            call.url.pathname === '/api/activities/cart' &&
            call.url.searchParams.get('selected_user_id') === String(morgan.id),
        ).length,
      ).toBeGreaterThanOrEqual(2),
    );
  });

  it('is not offered to a receptionist serving a customer', async () => {
    stubFetch(deskBasketApi([]));
    await loadPriceChangeForm();
    renderApp('/basket', serving(receptionist));

    const items = await screen.findAllByTestId('basket-item');
    expect(items).toHaveLength(2);
    // Each line is complete (its last control is there) without a price change.
    expect(
      screen.getByRole('button', { name: 'Remove Family Swim on 6 Oct at 09:00' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Change the price of/ })).toBeNull();
    expect(screen.queryByText('Change price')).toBeNull();
  });

  // Staff signed in anywhere but a kiosk are at the desk (site-mode.ts: siteModeOf), so the
  // online site with a manager signed in cannot be set up; a kiosk is the one place that is not
  // the desk where a manager can be signed in (a kiosk stays a kiosk whoever signs in on it).
  it('is not offered to a manager signed in on a kiosk, which is not the desk', async () => {
    stubFetch(deskBasketApi([]));
    await loadPriceChangeForm();
    renderApp('/basket', serving(manager, { isKiosk: true }));

    const items = await screen.findAllByTestId('basket-item');
    expect(items).toHaveLength(2);
    expect(
      screen.getByRole('button', { name: 'Remove Family Swim on 6 Oct at 09:00' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Change the price of/ })).toBeNull();
    expect(screen.queryByText('Change price')).toBeNull();
  });
});
