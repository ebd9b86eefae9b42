import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { renderApp } from '../test/render-app';
import { initialSessionState } from '../shared/state/session.slice';
import { initialVenuesState } from '../shared/state/venues.slice';

describe('routes', () => {
  it('removes a trailing slash by redirect and keeps the query string', async () => {
    stubFetch();
    const app = renderApp('/basket/?embedded=true');
    await waitFor(() => expect(app.location()).toBe('/basket?embedded=true'));
    expect(await screen.findByRole('heading', { name: 'Shopping basket' })).toBeInTheDocument();
  });

  it("opens a kiosk on its centre's venue page, and anyone else on the venue picker", async () => {
    stubFetch();
    const kiosk = renderApp('/', {
      session: { ...initialSessionState, isKiosk: true, currentCentre: 'bethnal-green' },
    });
    await waitFor(() => expect(kiosk.location()).toBe('/location/bethnal-green'));
    kiosk.unmount();
    const visitor = renderApp('/', {
      session: { ...initialSessionState, currentCentre: 'bethnal-green' },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book an activity' }),
    ).toBeVisible();
    expect(visitor.location()).toBe('/');
  });

  it('forwards a bare venue slug to its /location page', async () => {
    stubFetch();
    const app = renderApp('/bethnal-green');
    await waitFor(() => expect(app.location()).toBe('/location/bethnal-green'));
  });

  it('forwards a short activity link to the /location form when the activity exists', async () => {
    stubFetch(({ url }) =>
      url.pathname === '/api/activities/venue/bethnal-green/categories/badminton-60min'
        ? jsonResponse({ data: { id: '1', slug: 'badminton-60min', name: 'Badminton' } })
        : undefined,
    );
    const app = renderApp('/bethnal-green/badminton-60min?embedded=true');
    await waitFor(() =>
      expect(app.location()).toBe('/location/bethnal-green/badminton-60min?embedded=true'),
    );
  });

  it('forwards a short timetable link with its date and type', async () => {
    stubFetch(({ url }) =>
      url.pathname.endsWith('/categories/badminton-60min')
        ? jsonResponse({ data: { id: '1', slug: 'badminton-60min', name: 'Badminton' } })
        : undefined,
    );
    const app = renderApp('/bethnal-green/badminton-60min/2026-10-06/by-time');
    await waitFor(() =>
      expect(app.location()).toBe('/location/bethnal-green/badminton-60min/2026-10-06/by-time'),
    );
  });

  it('sends a short link to an unknown activity home with a not-found toast', async () => {
    stubFetch();
    const app = renderApp('/bethnal-green/curling');
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(
      await screen.findByText("We couldn't find the activity you are looking for"),
    ).toBeVisible();
    expect(app.store.getState().toasts.items[0]?.closeAfter).toBe(3000);
  });

  it('still forwards a short activity link when the lookup fails for another reason', async () => {
    stubFetch(({ url }) => {
      if (url.pathname.includes('/categories/')) throw new TypeError('Failed to fetch');
      return undefined;
    });
    const app = renderApp('/bethnal-green/badminton-60min');
    await waitFor(() => expect(app.location()).toBe('/location/bethnal-green/badminton-60min'));
  });

  it('goes to the remembered venue from /redirect-to-selected-venue', async () => {
    stubFetch();
    const app = renderApp('/redirect-to-selected-venue', {
      venues: { ...initialVenuesState, selectedSlug: 'york-leisure-centre' },
    });
    await waitFor(() => expect(app.location()).toBe('/location/york-leisure-centre'));
  });

  it('goes home with a warning when no venue has been selected', async () => {
    stubFetch();
    const app = renderApp('/redirect-to-selected-venue');
    await waitFor(() => expect(app.location()).toBe('/'));
    const toast = await screen.findByText('Please select a venue before booking an activity');
    expect(toast.closest('[role="status"]')).toHaveClass('lido-toast--warning');
  });

  it('shows the dropped-the-ball page with a Go home button for an unknown route', async () => {
    stubFetch();
    renderApp('/not/a/page/of/this/site');
    expect(
      await screen.findByRole('heading', { name: 'We may have dropped the ball on this one' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'The page failed to load correctly. Try refreshing the page or return to the home page.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go home' })).toBeVisible();
  });

  it('sends a signed-out visitor from My account to /login with a redirect back', async () => {
    stubFetch();
    const app = renderApp('/my-account/bookings');
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fmy-account%2Fbookings'));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeVisible();
  });

  it("finds My account's sections and the console's pages on the first navigation there", async () => {
    stubFetch();
    const app = renderApp('/basket');
    expect(await screen.findByRole('heading', { name: 'Shopping basket' })).toBeVisible();
    await act(() => app.router.navigate('/my-account/bookings'));
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fmy-account%2Fbookings'));
    await act(() => app.router.navigate('/admin/import'));
    await waitFor(() => expect(app.location()).toBe('/desk/login?redirect=%2Fadmin%2Fimport'));
  });

  it('sends a signed-in visitor from /register to the redirect parameter', async () => {
    stubFetch();
    const app = renderApp('/register?redirect=%2Fbasket', {
      auth: { loggedIn: true, user: null, isLoginPending: false, error: null },
    });
    await waitFor(() => expect(app.location()).toBe('/basket'));
  });

  it('never follows a redirect parameter to another site', async () => {
    stubFetch();
    const app = renderApp('/register?redirect=%2F%2Fevil.example', {
      auth: { loggedIn: true, user: null, isLoginPending: false, error: null },
    });
    await waitFor(() => expect(app.location()).toBe('/'));
  });
});

describe('checkout routes', () => {
  it.each(['/basket/checkout', '/booking-confirmed/42', '/attendees'])(
    'sends a signed-out visitor from %s to /login with a redirect back',
    async (path) => {
      stubFetch();
      const app = renderApp(path);
      await waitFor(() =>
        expect(app.location()).toBe(`/login?redirect=${encodeURIComponent(path)}`),
      );
    },
  );
});

describe('breadcrumbs', () => {
  async function breadcrumbNav(path: string): Promise<HTMLElement> {
    stubFetch();
    // Checkout, the booking confirmation and the attendees page are for signed-in customers.
    const isForCustomers = /^\/(basket\/checkout|booking-confirmed|attendees)/.test(path);
    renderApp(
      path,
      isForCustomers
        ? { auth: { loggedIn: true, user: null, isLoginPending: false, error: null } }
        : undefined,
    );
    return screen.findByRole('navigation', { name: 'Breadcrumb' });
  }

  async function crumbsAt(path: string): Promise<string[]> {
    return within(await breadcrumbNav(path))
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
  }

  it('shows Book an activity and the capitalised activity slug on an activity page', async () => {
    const nav = await breadcrumbNav('/location/bethnal-green/badminton-60min');
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Book an activity', 'Badminton 60min']);
    expect(within(nav).getByRole('link', { name: 'Book an activity' })).toHaveAttribute(
      'href',
      '/location/bethnal-green',
    );
  });

  it('shows the same trail on the timetable for a date', async () => {
    expect(await crumbsAt('/location/bethnal-green/swimming-lane/2026-10-06/by-time')).toEqual([
      'Book an activity',
      'Swimming lane',
    ]);
  });

  it.each([
    ['/register', ['Sign up']],
    ['/basket', ['Shopping basket']],
    ['/basket/checkout', ['Shopping basket', 'Checkout']],
    ['/booking-confirmed/ord-123', ['Booking confirmed']],
    ['/location/bethnal-green', ['Book an activity']],
    ['/attendees', ['Attendees']],
    ['/pricing', ['Membership pricing']],
  ])('shows the spec trail on %s', async (path, expected) => {
    expect(await crumbsAt(path)).toEqual(expected);
  });

  it('marks the last crumb as the current page', async () => {
    const nav = await breadcrumbNav('/basket/checkout');
    expect(within(nav).getByText('Checkout')).toHaveAttribute('aria-current', 'page');
  });
});
