import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { wireCart, wireCartItem } from '../../test/basket-fixtures';
import {
  wireCategory,
  wireClass,
  wireDates,
  wireSlot,
  wireTicketSession,
  wireTimesRow,
} from '../../test/browse-fixtures';
import type { StubRequest } from '../../test/fetch-stub';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { addedToBasketCopy, cartDebounceMs } from '../../shared/state/cart-actions';
import { readCartUuid } from '../../shared/lib/cart-uuid-storage';

const venueApi = '/api/activities/venue/bethnal-green';
const timetable = '/location/bethnal-green/yoga/2026-10-06/by-time';

function browseApi(request: StubRequest) {
  switch (request.url.pathname) {
    case `${venueApi}/categories/yoga`:
      return jsonResponse({ data: wireCategory() });
    case `${venueApi}/activity-category/yoga/dates`:
      return jsonResponse({ data: wireDates(['2026-10-06']) });
    case `${venueApi}/activity/yoga/v2/timetable`:
      return jsonResponse({ data: [wireClass({ id: 'class-1', pricing_option_id: 2001 })] });
    default:
      return undefined;
  }
}

function isAdd(request: StubRequest) {
  return request.method === 'POST' && request.url.pathname === '/api/activities/cart/add';
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('adding to the basket from the timetable', () => {
  it('sends one add for a double click, 250 ms after the last click', async () => {
    const user = userEvent.setup();
    const adds: StubRequest[] = [];
    stubFetch((request) => {
      if (isAdd(request)) {
        adds.push(request);
        return jsonResponse({ data: wireCart() });
      }
      return browseApi(request);
    });
    renderApp(timetable);
    const book = await screen.findByRole('button', { name: 'Book Yoga at 07:00' });

    await user.dblClick(book);
    expect(adds).toHaveLength(0);
    await waitFor(() => expect(adds).toHaveLength(1));
    await act(async () => {
      await wait(cartDebounceMs + 100);
    });
    expect(adds).toHaveLength(1);
    expect(adds[0]?.body).toEqual({
      items: [{ id: 'class-1', type: 'purchasableOccurrence', pricing_option_id: 2001 }],
      selected_user_id: null,
    });
  });

  it('toasts the success, shows the count in the header and keeps the anonymous basket uuid', async () => {
    const user = userEvent.setup();
    stubFetch((request) =>
      isAdd(request) ? jsonResponse({ data: wireCart() }) : browseApi(request),
    );
    const app = renderApp(timetable);
    await user.click(await screen.findByRole('button', { name: 'Book Yoga at 07:00' }));

    expect(await screen.findByText(addedToBasketCopy)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Shopping basket, 1 item' })).toBeVisible();
    expect(readCartUuid()).toBe(wireCart().uuid);

    // The toast's own next step: the basket, and the toast goes.
    const toast = within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status');
    expect(toast).toHaveTextContent(`${addedToBasketCopy}View basket`);
    await user.click(within(toast).getByRole('link', { name: 'View basket' }));
    await waitFor(() => expect(app.location()).toBe('/basket'));
    expect(screen.queryByText(addedToBasketCopy)).toBeNull();
  });

  it('sends the kept basket uuid with every basket call', async () => {
    const user = userEvent.setup();
    localStorage.setItem('lido-cart-uuid', wireCart().uuid);
    const calls: StubRequest[] = [];
    stubFetch((request) => {
      if (request.url.pathname.startsWith('/api/activities/cart')) {
        calls.push(request);
        return jsonResponse({ data: isAdd(request) ? wireCart() : wireCart([]) });
      }
      return browseApi(request);
    });
    renderApp(timetable);
    await user.click(await screen.findByRole('button', { name: 'Book Yoga at 07:00' }));
    await waitFor(() => expect(calls.filter(isAdd)).toHaveLength(1));
    // The basket is loaded on arrival, then added to: both name the anonymous basket.
    expect(calls.map((call) => call.headers.get('x-cart-uuid'))).toEqual([
      wireCart().uuid,
      wireCart().uuid,
    ]);
  });

  it('makes Book busy while the add is under way (the addingToCart flag): pressed again, it adds nothing, and it keeps the focus', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    let adds = 0;
    stubFetch((request) => {
      if (!isAdd(request)) return browseApi(request);
      adds += 1;
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    const app = renderApp(timetable);
    const book = await screen.findByRole('button', { name: 'Book Yoga at 07:00' });
    await user.click(book);

    await waitFor(() => expect(app.store.getState().basket.status.addingToCart).toBe(true));
    const busy = () => screen.getByRole('button', { name: 'Book Yoga at 07:00' });
    await waitFor(() => expect(busy()).toHaveAttribute('aria-disabled', 'true'));
    expect(busy()).toHaveAttribute('aria-busy', 'true');
    // Not `disabled`, which would drop the keyboard focus to the page.
    expect(busy()).toHaveFocus();
    await user.click(busy());
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(adds).toBe(1);
    answer(jsonResponse({ data: wireCart() }));
    await waitFor(() => expect(app.store.getState().basket.status.addingToCart).toBe(false));
    // Once added, the row says so and offers to remove it instead of booking it again.
    const remove = await screen.findByRole('button', {
      name: 'Remove Yoga at 07:00 from your basket',
    });
    expect(remove).toBeEnabled();
  });

  it("shows the API's message when the session is full", async () => {
    const user = userEvent.setup();
    stubFetch((request) =>
      isAdd(request)
        ? jsonResponse({ message: 'The session being booked is already full' }, 409)
        : browseApi(request),
    );
    renderApp(timetable);
    await user.click(await screen.findByRole('button', { name: 'Book Yoga at 07:00' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('The session being booked is already full');
  });

  it('asks an anonymous visitor to sign in before adding a court, saying why, then adds it', async () => {
    const user = userEvent.setup();
    const adds: StubRequest[] = [];
    const court = wireSlot({
      id: 'court-slot-1',
      allows_anonymous_bookings: false,
      location: {
        id: '6001',
        name: 'Court 1',
        type: 'resource',
        slug: 'court-1',
        venue_id: 90001,
        venue_slug: 'bethnal-green',
      },
    });
    stubFetch((request) => {
      switch (request.url.pathname) {
        case `${venueApi}/categories/badminton`:
          return jsonResponse({
            data: wireCategory({
              slug: 'badminton',
              name: 'Badminton',
              v2_type: 'resources',
              v1_type: 'ad_hoc_templates',
              allocation_strategy: 'customer',
              locations: [court.location],
            }),
          });
        case `${venueApi}/activity-category/badminton/dates`:
          return jsonResponse({ data: wireDates(['2026-10-06']) });
        case `${venueApi}/activity/badminton/v2/slots`:
          return jsonResponse({ data: [court] });
        case '/api/auth/customer/login':
          return jsonResponse({
            status: 'success',
            token: 'token-1',
            user: { id: 1001, first_name: 'Alex', last_name: 'Morgan' },
          });
        case '/api/auth/session':
          return jsonResponse({ data: { id: 1001, first_name: 'Alex', last_name: 'Morgan' } });
        case '/api/activities/cart':
          return jsonResponse({ data: wireCart([]) });
        default:
          if (isAdd(request)) {
            adds.push(request);
            return jsonResponse({ data: wireCart([wireCartItem({ id: 502 })]) });
          }
          return undefined;
      }
    });
    renderApp('/location/bethnal-green/badminton/2026-10-06/by-location');
    await user.click(await screen.findByRole('button', { name: 'Book Court 1 at 07:00' }));

    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    // It says why, before the visitor starts (issue 43).
    expect(dialog).toHaveTextContent('Log in to book courts: we need an account for court hire');
    expect(adds).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Email address or customer ID'), 'alex');
    await user.type(within(dialog).getByLabelText('Password'), 'secret');
    await user.click(within(dialog).getByTestId('log-in'));

    await waitFor(() => expect(adds).toHaveLength(1));
    expect(adds[0]?.body).toMatchObject({ items: [{ id: 'court-slot-1' }] });
    expect(await screen.findByText(addedToBasketCopy)).toBeVisible();
  });

  it('adds the chosen quantity of each ticket type of a drop-in session in one call', async () => {
    const user = userEvent.setup();
    const adds: StubRequest[] = [];
    stubFetch((request) => {
      switch (request.url.pathname) {
        case `${venueApi}/categories/public-swim`:
          return jsonResponse({
            data: wireCategory({
              name: 'Public Swim',
              slug: 'public-swim',
              parent_slug: 'swimming',
              v1_type: 'fast_ticket_templates',
              v2_type: 'ticketed',
            }),
          });
        case `${venueApi}/activity-category/swimming/activity/public-swim/v2/tickets`:
          return jsonResponse({ data: [wireTicketSession({ id: 'swim-1' })] });
        default:
          if (isAdd(request)) {
            adds.push(request);
            return jsonResponse({ data: wireCart() });
          }
          return undefined;
      }
    });
    renderApp('/location/bethnal-green/public-swim/2026-10-06/by-time');
    const session = await screen.findByTestId('ticket-session');
    const book = within(session).getByRole('button', { name: /^Book Public Swim/ });
    // Nothing to add until a ticket is chosen.
    expect(book).toBeDisabled();
    await user.click(within(session).getByRole('button', { name: 'One more Adult ticket' }));
    await user.click(within(session).getByRole('button', { name: 'One more Adult ticket' }));
    await user.click(within(session).getByRole('button', { name: 'One more Junior ticket' }));
    await user.click(book);

    await waitFor(() => expect(adds).toHaveLength(1));
    expect(adds[0]?.body).toEqual({
      items: [
        { id: 'swim-1', type: 'purchasableOccurrence', pricing_option_id: 2009, quantity: 2 },
        { id: 'swim-1', type: 'purchasableOccurrence', pricing_option_id: 2010, quantity: 1 },
      ],
      selected_user_id: null,
    });
    expect(await screen.findByText(addedToBasketCopy)).toBeVisible();
  });

  it('books a time the venue allocates by taking a free court at that time', async () => {
    const user = userEvent.setup();
    const adds: StubRequest[] = [];
    const full = wireSlot({
      id: 'court-full',
      spaces: 0,
      action_to_show: { status: 'FULL', reason: 'The session being booked is already full' },
    });
    const free = wireSlot({ id: 'court-free', pricing_option_id: 2408 });
    stubFetch((request) => {
      switch (request.url.pathname) {
        case `${venueApi}/categories/pickleball`:
          return jsonResponse({
            data: wireCategory({
              name: 'Pickleball',
              slug: 'pickleball',
              v1_type: 'ad_hoc_templates',
              v2_type: 'resources',
              allocation_strategy: 'system',
            }),
          });
        case `${venueApi}/activity-category/pickleball/dates`:
          return jsonResponse({ data: wireDates(['2026-10-06']) });
        case `${venueApi}/activity/pickleball/v2/times`:
          return jsonResponse({ data: [wireTimesRow({ name: 'Pickleball' })] });
        case `${venueApi}/activity/pickleball/v2/slots`:
          expect(request.url.searchParams.get('composite_key')).toBe('857b83f9');
          return jsonResponse({ data: [full, free] });
        default:
          if (isAdd(request)) {
            adds.push(request);
            return jsonResponse({ data: wireCart() });
          }
          return undefined;
      }
    });
    renderApp('/location/bethnal-green/pickleball/2026-10-06/by-time');
    await user.click(await screen.findByRole('button', { name: 'Book Pickleball at 07:00' }));
    await waitFor(() => expect(adds).toHaveLength(1));
    expect(adds[0]?.body).toMatchObject({
      items: [{ id: 'court-free', type: 'purchasableOccurrence', pricing_option_id: 2408 }],
    });
  });
});
