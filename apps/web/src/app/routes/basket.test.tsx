import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { camelizeKeys } from '../../shared/lib/case-keys';
import { wireCart, wireCartItem } from '../../test/basket-fixtures';
import type { StubRequest } from '../../test/fetch-stub';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { wireAlex } from '../../test/wire-users';
import {
  wireBoulderingItem,
  wireClimbingItem,
  wireClimbingQuestions,
} from '../../test/attendee-fixtures';
import { waiversNeededCopy } from '../../features/basket/components/waivers-needed';
import {
  clearedBasketCopy,
  removedFromBasketCopy,
  removedBenefitCopy,
  removedPackageCopy,
  updatedInBasketCopy,
} from '../../shared/state/cart-actions';

const ticketItem = wireCartItem({
  id: 601,
  name: 'Public Swim - Tue 6 Oct - 09:00',
  pricing_option_id: 2009,
  pricing_option_name: 'Adult',
  quantity: 2,
  max_quantity: 6,
  price: { benefit_applied: false, package_applied: false, formatted: '£11.00', raw: 1100 },
  unit_price: { benefit_applied: false, package_applied: false, formatted: '£5.50', raw: 550 },
  cartable_resource: { ...wireCartItem().cartable_resource, id: 'swim-1', name: 'Public Swim' },
});

function basketApi(cart = wireCart([wireCartItem(), ticketItem]), calls: StubRequest[] = []) {
  return (request: StubRequest) => {
    if (!request.url.pathname.startsWith('/api/activities/cart')) return undefined;
    calls.push(request);
    if (request.method === 'POST' && request.url.pathname.endsWith('/remove')) {
      return jsonResponse({ data: wireCart([ticketItem]) });
    }
    if (request.method === 'PUT') {
      return jsonResponse({ data: wireCart([wireCartItem(), { ...ticketItem, quantity: 3 }]) });
    }
    if (request.method === 'DELETE') return jsonResponse({ data: wireCart([]) });
    return jsonResponse({ data: cart });
  };
}

const signedIn = {
  auth: { loggedIn: true, user: camelizeKeys(wireAlex), isLoginPending: false, error: null },
};

describe('basket page', () => {
  it('lists each item with its date, time, venue, location, price and quantity, under one hold', async () => {
    stubFetch(basketApi());
    renderApp('/basket', signedIn);
    const items = await screen.findAllByTestId('basket-item');
    expect(items).toHaveLength(2);
    const [yoga, swim] = items as [HTMLElement, HTMLElement];
    expect(yoga).toHaveTextContent('Tue 6 October 2026');
    expect(yoga).toHaveTextContent('07:00 – 08:00');
    expect(yoga).toHaveTextContent('Bethnal Green Baths');
    expect(yoga).toHaveTextContent('Studio 1');
    expect(yoga).toHaveTextContent('£8.50');
    // One countdown for the basket, read as a duration, not one clock per item.
    expect(screen.getAllByTestId('hold-countdown')).toHaveLength(1);
    expect(screen.getByTestId('hold-countdown')).toHaveTextContent(/^Reserved for 1[45] min$/);
    expect(within(yoga).queryByTestId('hold-countdown')).toBeNull();
    // Only ticket lines change quantity.
    expect(within(yoga).queryByLabelText('Quantity')).toBeNull();
    expect(swim).toHaveTextContent('£11.00 (£5.50 each)');
    expect(within(swim).getByLabelText('Quantity')).toHaveValue('2');
    expect(screen.getByTestId('basket-total')).toHaveTextContent('£19.50');
    expect(screen.getByRole('link', { name: 'Shopping basket, 2 items' })).toBeVisible();
  });

  it('keeps each item to one compact line: what, when, where and the price, the rest under Details', async () => {
    const user = userEvent.setup();
    stubFetch(basketApi());
    renderApp('/basket', signedIn);
    const [yoga] = (await screen.findAllByTestId('basket-item')) as [HTMLElement];
    expect(within(yoga).getByRole('heading', { name: 'Yoga' })).toBeVisible();
    expect(within(yoga).getByText('Tue 6 Oct · 07:00 – 08:00 · Studio 1')).toBeVisible();
    expect(within(yoga).getByText('£8.50')).toBeVisible();
    // The venue, the ticket and the quantity wait under Details.
    const details = within(yoga).getByText('Details');
    expect(details.closest('details')).not.toHaveAttribute('open');
    await user.click(details);
    expect(details.closest('details')).toHaveAttribute('open');
    expect(within(yoga).getByText('Bethnal Green Baths')).toBeVisible();
    // Remove takes something away: the destructive button, never the primary's weight.
    expect(within(yoga).getByRole('button', { name: /^Remove Yoga/ })).toHaveClass(
      'lido-button--destructive',
    );
  });

  it('removes an item (debounced), updates a quantity and clears the basket, with toasts', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(basketApi(undefined, calls));
    const app = renderApp('/basket', signedIn);
    const [yoga] = await screen.findAllByTestId('basket-item');

    await user.click(within(yoga as HTMLElement).getByRole('button', { name: /^Remove Yoga/ }));
    expect(await screen.findByText(removedFromBasketCopy)).toBeVisible();
    const removal = calls.find((call) => call.url.pathname.endsWith('/remove'));
    expect(removal?.body).toEqual({ cart_item_ids: [501] });
    expect(screen.getAllByTestId('basket-item')).toHaveLength(1);
    expect(app.store.getState().basket.status.removingFromCart).toBe(false);

    await user.selectOptions(screen.getByLabelText('Quantity'), '3');
    expect(await screen.findByText(updatedInBasketCopy)).toBeVisible();
    const update = calls.find((call) => call.method === 'PUT');
    expect(update?.url.pathname).toBe('/api/activities/cart/601');
    expect(update?.body).toEqual({ options: { quantity: 3 }, selected_user_id: null });

    await user.click(screen.getByRole('button', { name: 'Clear basket' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Clear your basket?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, clear basket' }));
    expect(await screen.findByText(clearedBasketCopy)).toBeVisible();
    expect(screen.getByText('Your basket is empty.')).toBeVisible();
    expect(app.store.getState().basket.totals).toBeNull();
  });

  it('takes a package visit off an item, so the place is paid for instead', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    const covered = wireCartItem({
      price: { benefit_applied: false, package_applied: true, formatted: '£0.00', raw: 0 },
    });
    const paid = wireCartItem();
    stubFetch((request) => {
      if (request.url.pathname === '/api/activities/package/remove/501') {
        calls.push(request);
        return jsonResponse({ data: wireCart([paid]) });
      }
      return basketApi(wireCart([covered]))(request);
    });
    renderApp('/basket', signedIn);
    const item = await screen.findByTestId('basket-item');
    expect(item).toHaveTextContent('£0.00 — a visit from your package');
    await user.click(
      within(item).getByRole('button', { name: 'Remove package from Yoga on 6 Oct at 07:00' }),
    );
    expect(await screen.findByText(removedPackageCopy)).toBeVisible();
    expect(calls[0]?.method).toBe('DELETE');
    expect(calls[0]?.url.searchParams.get('source')).toBe('activity-booking');
    await waitFor(() => expect(screen.getByTestId('basket-item')).toHaveTextContent('£8.50'));
    expect(screen.queryByRole('button', { name: /^Remove package/ })).toBeNull();
  });

  it('takes a membership benefit off an item, so the place is paid for instead', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    const covered = wireCartItem({
      price: { benefit_applied: true, package_applied: false, formatted: '£0.00', raw: 0 },
    });
    const paid = wireCartItem();
    stubFetch((request) => {
      if (request.url.pathname === '/api/activities/benefit/remove/501') {
        calls.push(request);
        return jsonResponse({ data: wireCart([paid]) });
      }
      return basketApi(wireCart([covered]))(request);
    });
    renderApp('/basket', signedIn);
    const item = await screen.findByTestId('basket-item');
    expect(item).toHaveTextContent('£0.00 — covered by your membership');
    expect(within(item).queryByRole('button', { name: /^Remove package/ })).toBeNull();
    await user.click(
      within(item).getByRole('button', { name: 'Remove benefit from Yoga on 6 Oct at 07:00' }),
    );
    expect(await screen.findByText(removedBenefitCopy)).toBeVisible();
    expect(calls[0]?.method).toBe('DELETE');
    expect(calls[0]?.url.searchParams.get('source')).toBe('activity-booking');
    await waitFor(() => expect(screen.getByTestId('basket-item')).toHaveTextContent('£8.50'));
    expect(screen.queryByRole('button', { name: /^Remove benefit/ })).toBeNull();
  });

  it('says who each place is for, and leads Checkout to the attendees page until waivers are agreed', async () => {
    const user = userEvent.setup();
    const forSam = wireClimbingItem(701, 1002);
    const forAlex = wireClimbingItem(702, 1001, { signed: true });
    const forAnyone = wireClimbingItem(703, 1004, { signed: true });
    stubFetch(basketApi(wireCart([forSam, forAlex, forAnyone], { attendeeWaiversRequired: true })));
    const app = renderApp('/basket', signedIn);
    const [sams, alexs, others] = (await screen.findAllByTestId('basket-item')) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(sams).getByTestId('basket-item-attendee')).toHaveTextContent('For Sam Morgan');
    expect(sams).toHaveTextContent('Climbing waiver: to be agreed before checkout');
    // The customer's own place needs no "For" line; someone outside the family is not named.
    expect(within(alexs).queryByTestId('basket-item-attendee')).toBeNull();
    expect(alexs).not.toHaveTextContent('to be agreed');
    expect(within(others).getByTestId('basket-item-attendee')).toHaveTextContent(
      'For someone else',
    );

    expect(screen.getByTestId('waivers-needed')).toHaveTextContent(waiversNeededCopy);
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(app.location()).toBe('/attendees'));
  });

  it('leads Checkout to the attendees page while a required question is unanswered', async () => {
    const user = userEvent.setup();
    const unanswered = wireBoulderingItem(701, 1002, wireClimbingQuestions({ 82: 'Never' }));
    const answered = wireBoulderingItem(
      702,
      null,
      wireClimbingQuestions({ 82: 'Never', 83: 'no' }),
    );
    // No waiver waits: only Sam's answer about climbing shoes does.
    stubFetch(basketApi(wireCart([unanswered, answered], { attendeeWaiversRequired: false })));
    const app = renderApp('/basket', signedIn);
    const [sams, alexs] = (await screen.findAllByTestId('basket-item')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(sams).toHaveTextContent('Questions: to be answered before checkout');
    expect(alexs).not.toHaveTextContent('to be answered');
    expect(screen.getByTestId('waivers-needed')).toHaveTextContent(
      'Some places need a waiver agreed or questions answered for the person going. Checkout takes you to the attendees page first.',
    );

    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(app.location()).toBe('/attendees'));
  });

  it('goes straight to checkout once every required question is answered', async () => {
    const user = userEvent.setup();
    const answered = wireBoulderingItem(
      702,
      null,
      wireClimbingQuestions({ 82: 'Never', 83: 'no' }),
    );
    stubFetch(basketApi(wireCart([answered])));
    const app = renderApp('/basket', signedIn);
    await screen.findAllByTestId('basket-item');
    expect(screen.queryByTestId('waivers-needed')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(app.location()).toBe('/basket/checkout'));
  });

  it('takes a signed-out visitor to the checkout, to book as a guest or log in there', async () => {
    const user = userEvent.setup();
    localStorage.setItem('lido-cart-uuid', wireCart().uuid);
    stubFetch((request) =>
      request.url.pathname === '/api/checkout/visitor'
        ? jsonResponse({ data: null })
        : basketApi()(request),
    );
    const app = renderApp('/basket');
    await screen.findAllByTestId('basket-item');
    await user.click(screen.getByRole('button', { name: 'Checkout' }));

    await waitFor(() => expect(app.location()).toBe('/basket/checkout'));
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
  });

  it('asks a signed-out visitor to log in at Checkout when a place asks questions of who goes', async () => {
    const user = userEvent.setup();
    const asking = wireCart([
      wireBoulderingItem(701, null, wireClimbingQuestions({ 82: 'Never' })),
    ]);
    localStorage.setItem('lido-cart-uuid', asking.uuid);
    stubFetch((request) => {
      switch (request.url.pathname) {
        case '/api/auth/customer/login':
          return jsonResponse({ status: 'success', token: 'token-1', user: wireAlex });
        case '/api/auth/session':
          return jsonResponse({ data: wireAlex });
        case '/api/checkout/prepare':
          return jsonResponse({ message: 'Card payments are unavailable.' }, 503);
        default:
          return basketApi(asking)(request);
      }
    });
    const app = renderApp('/basket');
    await screen.findAllByTestId('basket-item');
    await user.click(screen.getByRole('button', { name: 'Checkout' }));

    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(within(dialog).getByLabelText('Email address or customer ID'), 'alex');
    await user.type(within(dialog).getByLabelText('Password'), 'secret');
    await user.click(within(dialog).getByTestId('log-in'));
    // Signed in, the checkout sends them to answer the question for the person going first.
    await waitFor(() => expect(app.location()).toBe('/attendees'));
  });
});
