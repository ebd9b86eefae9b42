import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { phoneQuery } from '../../../shared/hooks/use-media-query';
import { writeCartUuid } from '../../../shared/lib/cart-uuid-storage';
import { wireCart, wireCartItem } from '../../../test/basket-fixtures';
import {
  wireCategory,
  wireClass,
  wireDates,
  wireTicketSession,
} from '../../../test/browse-fixtures';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const venueApi = '/api/activities/venue/bethnal-green';
const timetable = '/location/bethnal-green/yoga/2026-10-06/by-time';
const classes = [
  wireClass({ id: 'early', start: '07:00', end: '08:00' }),
  wireClass({ id: 'later', start: '18:30', end: '19:30', tags: [{ id: 401, name: 'Gentle' }] }),
];
const heldEarly = wireCartItem({
  id: 777,
  cartable_resource: { ...wireCartItem().cartable_resource, id: 'early', v1_id: 9100 },
});

function timetableApi() {
  const removals: unknown[] = [];
  let held = [heldEarly];
  stubFetch(({ url, method, body }) => {
    switch (url.pathname) {
      case `${venueApi}/categories/yoga`:
        return jsonResponse({ data: wireCategory() });
      case `${venueApi}/activity-category/yoga/dates`:
        return jsonResponse({ data: wireDates(['2026-10-06', '2026-10-07']) });
      case `${venueApi}/activity/yoga/v2/timetable`:
      case `${venueApi}/activity/yoga/timetable`:
        return jsonResponse({ data: classes });
      case '/api/activities/cart':
        return jsonResponse({ data: wireCart(held) });
      case '/api/activities/cart/remove':
        if (method !== 'POST') return undefined;
        removals.push(body);
        held = [];
        return jsonResponse({ data: wireCart([]) });
      default:
        return undefined;
    }
  });
  return removals;
}

describe('a timetable row already in the basket', () => {
  it('says "In your basket" instead of Book, and Remove gives the place back', async () => {
    const removals = timetableApi();
    // An anonymous visitor with a basket: the app loads it on arrival.
    writeCartUuid(wireCart().uuid);
    renderApp(timetable);
    const [early, later] = (await screen.findAllByTestId('class')) as [HTMLElement, HTMLElement];
    expect(await within(early).findByText('In your basket')).toBeVisible();
    expect(within(early).queryByRole('button', { name: /^Book / })).toBeNull();
    expect(within(later).getByRole('button', { name: 'Book Yoga at 18:30' })).toBeEnabled();

    await userEvent.click(
      within(early).getByRole('button', { name: 'Remove Yoga at 07:00 from your basket' }),
    );
    await waitFor(() => expect(removals).toHaveLength(1));
    expect(JSON.stringify(removals[0])).toContain('777');
    expect(await within(early).findByRole('button', { name: 'Book Yoga at 07:00' })).toBeVisible();
    expect(within(early).queryByText('In your basket')).toBeNull();
  });
});

describe('a drop-in session with tickets in the basket', () => {
  it('says how many are held and offers Remove, while Book still adds more', async () => {
    const swimApi = '/api/activities/venue/bethnal-green';
    const held = wireCartItem({
      id: 778,
      quantity: 2,
      cartable_resource: { ...wireCartItem().cartable_resource, id: 'swim-1', v1_id: 9200 },
    });
    stubFetch(({ url }) => {
      switch (url.pathname) {
        case `${swimApi}/categories/public-swim`:
          return jsonResponse({
            data: wireCategory({
              name: 'Public Swim',
              slug: 'public-swim',
              parent_slug: 'swimming',
              v1_type: 'fast_ticket_templates',
              v2_type: 'ticketed',
            }),
          });
        case `${swimApi}/activity-category/swimming/activity/public-swim/v2/tickets`:
          return jsonResponse({ data: [wireTicketSession({ id: 'swim-1' })] });
        case '/api/activities/cart':
          return jsonResponse({ data: wireCart([held]) });
        default:
          return undefined;
      }
    });
    writeCartUuid(wireCart().uuid);
    renderApp('/location/bethnal-green/public-swim/2026-10-06/by-time');
    const session = await screen.findByTestId('ticket-session');
    expect(await within(session).findByText('2 in your basket')).toBeVisible();
    expect(
      within(session).getByRole('button', { name: /^Remove Public Swim at .* from your basket$/ }),
    ).toBeEnabled();
    expect(within(session).getByRole('button', { name: /^Book Public Swim/ })).toBeVisible();
  });
});

describe('timetable filters on a phone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens the filters as a sheet, the results first on the screen', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query === phoneQuery,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    timetableApi();
    const app = renderApp(timetable);
    await screen.findAllByTestId('class');
    // No panel pushes the results down: only a button.
    expect(screen.queryByLabelText('Available only')).toBeNull();
    const open = screen.getByRole('button', { name: 'Filters' });
    expect(open).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(open);
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(sheet).getByLabelText('Gentle'));
    await waitFor(() => expect(app.location()).toBe(`${timetable}?tag=401`));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Show 1 result' }));

    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
    expect(screen.getAllByTestId('class')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveFocus();
  });
});
