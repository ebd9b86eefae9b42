import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialSessionState } from '../shared/state/session.slice';
import { contrastRatio, minimumTextContrast } from '../features/theme/colour-contrast';
import { wireCategory, wireVenue } from '../test/browse-fixtures';
import {
  htmlResponse,
  jsonResponse,
  requestedUrls,
  stubFetch,
  wireClient,
  wireTheme,
} from '../test/fetch-stub';
import { renderApp } from '../test/render-app';

const maintenanceCopy =
  'Service disruption – Unable to access the site due to planned maintenance.';
const errorTitle = 'We may have dropped the ball on this one';

describe('site configuration gate', () => {
  it('shows the maintenance page when the theme call answers 503', async () => {
    stubFetch(({ url }) =>
      url.pathname === '/api/frontend/theme'
        ? jsonResponse({ message: 'Down for maintenance' }, 503)
        : undefined,
    );
    renderApp('/basket');
    expect(await screen.findByRole('heading', { name: maintenanceCopy })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Shopping basket' })).not.toBeInTheDocument();
  });

  it('does not retry the theme without the venue during maintenance', async () => {
    const fetchMock = stubFetch(({ url }) =>
      url.pathname === '/api/frontend/theme' ? jsonResponse({ message: 'Down' }, 503) : undefined,
    );
    renderApp('/location/bethnal-green');
    expect(await screen.findByRole('heading', { name: maintenanceCopy })).toBeVisible();
    const themeCalls = requestedUrls(fetchMock).filter((url) => url.includes('/frontend/theme'));
    expect(themeCalls).toEqual(['/api/frontend/theme?venue=bethnal-green']);
  });

  it('shows the general error page when the theme call fails otherwise', async () => {
    stubFetch(({ url }) =>
      url.pathname === '/api/frontend/theme' ? jsonResponse({ message: 'Boom' }, 500) : undefined,
    );
    renderApp('/basket');
    expect(await screen.findByRole('heading', { name: errorTitle })).toBeVisible();
    expect(screen.queryByText(maintenanceCopy)).not.toBeInTheDocument();
  });

  it('shows the error page when the client configuration cannot be loaded', async () => {
    stubFetch(({ url }) =>
      url.pathname === '/api/client' ? jsonResponse({ message: 'Boom' }, 500) : undefined,
    );
    renderApp('/');
    expect(await screen.findByRole('heading', { name: errorTitle })).toBeVisible();
  });

  it("falls back to the site theme when a venue's theme cannot be loaded", async () => {
    const fetchMock = stubFetch(({ url }) =>
      url.pathname === '/api/frontend/theme' && url.searchParams.has('venue')
        ? jsonResponse({ message: 'Venue not found.' }, 404)
        : url.pathname === '/api/activities/venues/bethnal-green'
          ? jsonResponse({ data: wireVenue() })
          : undefined,
    );
    renderApp('/location/bethnal-green');
    expect(await screen.findByRole('heading', { name: 'Bethnal Green Baths' })).toBeVisible();
    const themeCalls = requestedUrls(fetchMock).filter((url) => url.includes('/frontend/theme'));
    expect(themeCalls).toEqual(['/api/frontend/theme?venue=bethnal-green', '/api/frontend/theme']);
  });

  it('applies the venue theme to :root and shows its logo in the header', async () => {
    stubFetch(({ url }) =>
      url.pathname === '/api/frontend/theme'
        ? jsonResponse({
            data: {
              ...wireTheme,
              theme_app_primary_colour: '#005EB8',
              theme_app_logo: '/logo.svg',
            },
          })
        : undefined,
    );
    renderApp('/location/bethnal-green');
    expect(await screen.findByRole('img', { name: 'Lido Leisure home' })).toHaveAttribute(
      'src',
      '/logo.svg',
    );
    expect(document.documentElement.style.getPropertyValue('--lido-primary')).toBe('#005EB8');
  });

  it("retries without the venue when the venue's theme fails, then shows the error page", async () => {
    const fetchMock = stubFetch(({ url }) =>
      url.pathname === '/api/frontend/theme' ? jsonResponse({ message: 'Boom' }, 500) : undefined,
    );
    renderApp('/location/bethnal-green');
    expect(await screen.findByRole('heading', { name: errorTitle })).toBeVisible();
    expect(screen.queryByText(maintenanceCopy)).not.toBeInTheDocument();
    const themeCalls = requestedUrls(fetchMock).filter((url) => url.includes('/frontend/theme'));
    expect(themeCalls).toEqual(['/api/frontend/theme?venue=bethnal-green', '/api/frontend/theme']);
  });

  it('shows the maintenance page when the retry without the venue answers 503', async () => {
    stubFetch(({ url }) =>
      url.pathname === '/api/frontend/theme'
        ? url.searchParams.has('venue')
          ? jsonResponse({ message: 'Boom' }, 500)
          : jsonResponse({ message: 'Down' }, 503)
        : undefined,
    );
    renderApp('/location/bethnal-green');
    expect(await screen.findByRole('heading', { name: maintenanceCopy })).toBeVisible();
    expect(screen.queryByRole('heading', { name: errorTitle })).not.toBeInTheDocument();
  });
});

const srcDir = dirname(fileURLToPath(import.meta.url));
/** The stylesheets the header and its buttons are drawn with, as the built page has them. */
const shellStylesheets = ['app/global.css', 'app/header.css', 'shared/components/button.css'];

/**
 * A property as the browser would paint it. jsdom applies the stylesheets but leaves `var()`
 * unresolved and does not inherit custom properties, so follow each reference up the tree from
 * where it is used, as a browser would.
 */
function paintedValue(element: Element, property: string): string {
  let value = getComputedStyle(element).getPropertyValue(property).trim();
  let from: Element = element;
  for (let reference = /var\((--[\w-]+)\)/.exec(value); reference;) {
    const name = reference[1] ?? '';
    let holder: Element | null = from;
    while (holder && !getComputedStyle(holder).getPropertyValue(name).trim()) {
      holder = holder.parentElement;
    }
    if (!holder) throw new Error(`${name} is not set above ${element.outerHTML.slice(0, 60)}`);
    value = value.replace(reference[0], getComputedStyle(holder).getPropertyValue(name).trim());
    from = holder;
    reference = /var\((--[\w-]+)\)/.exec(value);
  }
  return value;
}

describe('venue theme on the page', () => {
  afterEach(() => {
    for (const style of document.head.querySelectorAll('style[data-test-stylesheet]')) {
      style.remove();
    }
    document.documentElement.removeAttribute('style');
    delete document.documentElement.dataset.secondaryButtonStyle;
  });

  function renderThemed(theme: Partial<typeof wireTheme>) {
    for (const file of shellStylesheets) {
      const style = document.createElement('style');
      style.dataset.testStylesheet = file;
      style.textContent = readFileSync(join(srcDir, '..', file), 'utf8');
      document.head.append(style);
    }
    stubFetch(({ url }) =>
      url.pathname === '/api/frontend/theme'
        ? jsonResponse({ data: { ...wireTheme, ...theme } })
        : undefined,
    );
    renderApp('/');
  }

  it('draws the secondary buttons filled when the theme says solid', async () => {
    renderThemed({
      theme_app_secondary_colour_1: '#005EB8',
      theme_app_secondary_button_style: 'solid',
    });
    const logIn = await screen.findByTestId('login');
    expect(logIn).toHaveClass('lido-button--secondary');
    await waitFor(() =>
      expect(document.documentElement).toHaveAttribute('data-secondary-button-style', 'solid'),
    );
    expect(paintedValue(logIn, 'background')).toBe('#005EB8');
    expect(paintedValue(logIn, 'color')).toBe('#FFFFFF');
  });

  it('draws them as outlines, their text readable on the header, when it says outline', async () => {
    renderThemed({
      theme_app_secondary_colour_1: '#005EB8',
      theme_app_secondary_button_style: 'outline',
      theme_app_header_bg_colour: '#1B1446',
    });
    const logIn = await screen.findByTestId('login');
    await waitFor(() =>
      expect(document.documentElement).toHaveAttribute('data-secondary-button-style', 'outline'),
    );
    expect(paintedValue(logIn, 'background')).toBe('transparent');
    // #005EB8 on the dark header would be 2.5:1: the text is a lighter blue there.
    const text = paintedValue(logIn, 'color');
    expect(text).not.toBe('#005EB8');
    expect(contrastRatio(text, '#1B1446')).toBeGreaterThanOrEqual(minimumTextContrast);
  });

  it("sets the header in the venue's colours with text that reads on them", async () => {
    renderThemed({
      theme_app_header_bg_colour: '#0B7A75',
      theme_app_dark_bg_colour: '#1B1446',
      header_primary_colour: '#C8102E',
    });
    const header = await screen.findByRole('banner');
    expect(paintedValue(header, 'background')).toBe('#0B7A75');
    // The nav links show from 1024 px only (header.css); jsdom applies no media queries.
    const link = within(header).getByRole('link', { name: 'Book an activity', hidden: true });
    const linkColour = paintedValue(link, 'color');
    expect(contrastRatio(linkColour, '#0B7A75')).toBeGreaterThanOrEqual(minimumTextContrast);
    // The site name is in the header's primary colour, made readable on the teal: still a red.
    const brand = paintedValue(within(header).getByRole('link', { name: 'Lido Leisure' }), 'color');
    expect(contrastRatio(brand, '#0B7A75')).toBeGreaterThanOrEqual(minimumTextContrast);
    const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((start) =>
      parseInt(brand.slice(start, start + 2), 16),
    );
    expect(red).toBeGreaterThan(green);
    expect(red).toBeGreaterThan(blue);
  });
});

describe('demo badge', () => {
  it('says on every page that no real payments are taken when the server runs in demo mode', async () => {
    stubFetch(({ url }) =>
      url.pathname === '/api/client'
        ? jsonResponse({ data: { ...wireClient, demo_mode: true } })
        : undefined,
    );
    renderApp('/basket');
    expect(await screen.findByRole('note')).toHaveTextContent('Demo — no real payments');
  });

  it('is not shown outside demo mode', async () => {
    stubFetch(() => undefined);
    renderApp('/basket');
    expect(await screen.findByRole('heading', { name: 'Shopping basket' })).toBeVisible();
    expect(screen.queryByText('Demo — no real payments')).not.toBeInTheDocument();
  });
});

describe('header', () => {
  it('links to booking and membership and offers Log in when signed out', async () => {
    stubFetch();
    renderApp('/');
    const links = await waitFor(() => {
      const element = document.getElementById('nav-links');
      if (!element) throw new Error('nav-links not rendered yet');
      return element;
    });
    expect(within(links).getByRole('link', { name: 'Book an activity' })).toHaveAttribute(
      'href',
      '/redirect-to-selected-venue',
    );
    expect(within(links).getByRole('link', { name: 'Buy a membership' })).toBeVisible();
    expect(within(links).queryByText('Back to Kiosk Home')).not.toBeInTheDocument();
    const login = screen.getByTestId('login');
    expect(login).toHaveAttribute('id', 'login');
    expect(login).toHaveTextContent('Log in');
    expect(screen.getByRole('link', { name: 'Shopping basket, 0 items' })).toBeVisible();
  });

  it('hides Buy a membership when online joining is off', async () => {
    stubFetch(({ url }) =>
      url.pathname === '/api/client'
        ? jsonResponse({ data: { ...wireClient, online_joining_enabled: false } })
        : undefined,
    );
    renderApp('/');
    await screen.findByTestId('login');
    expect(screen.queryByRole('link', { name: 'Buy a membership' })).not.toBeInTheDocument();
  });

  it('offers Back to Kiosk Home in kiosk mode', async () => {
    stubFetch();
    renderApp('/', { session: { ...initialSessionState, isKiosk: true } });
    expect(await screen.findByRole('link', { name: 'Back to Kiosk Home' })).toHaveAttribute(
      'href',
      'https://kiosk.example.org/home',
    );
  });

  it('shows My account instead of Log in when signed in', async () => {
    stubFetch();
    renderApp('/', { auth: { loggedIn: true, user: null, isLoginPending: false, error: null } });
    expect(await screen.findByRole('link', { name: 'My account' })).toHaveAttribute(
      'id',
      'my-account',
    );
    expect(screen.queryByTestId('login')).not.toBeInTheDocument();
  });

  it('hides the header and breadcrumbs when embedded', async () => {
    stubFetch();
    renderApp('/basket', { session: { ...initialSessionState, isEmbedded: true } });
    expect(await screen.findByRole('heading', { name: 'Shopping basket' })).toBeVisible();
    expect(document.getElementById('nav-links')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });

  it('keeps the basket and signing in within reach when embedded', async () => {
    const user = userEvent.setup();
    stubFetch();
    const app = renderApp('/', { session: { ...initialSessionState, isEmbedded: true } });
    const bar = await screen.findByRole('navigation', { name: 'Basket and account' });
    await user.click(within(bar).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeVisible();
    await user.keyboard('{Escape}');
    await user.click(within(bar).getByRole('link', { name: 'Shopping basket, 0 items' }));
    await waitFor(() => expect(app.location()).toBe('/basket'));
  });

  it('tells the page it is embedded in how tall it is, as that changes', async () => {
    const postMessage = vi.fn();
    let resized: () => void = () => undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const parent = vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as never);
    const height = vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(640);
    stubFetch();
    renderApp('/basket', { session: { ...initialSessionState, isEmbedded: true } });
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith({ type: 'lido:height', height: 640 }, '*'),
    );
    height.mockReturnValue(1200);
    resized();
    resized();
    expect(postMessage).toHaveBeenLastCalledWith({ type: 'lido:height', height: 1200 }, '*');
    // Only changes are sent.
    expect(postMessage).toHaveBeenCalledTimes(2);
    parent.mockRestore();
    height.mockRestore();
    vi.unstubAllGlobals();
  });
});

describe('login modal', () => {
  it('opens from Log in and shows the server message when login fails', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(({ url }) =>
      url.pathname === '/api/auth/customer/login'
        ? jsonResponse({ message: 'These credentials do not match our records.' }, 401)
        : undefined,
    );
    renderApp('/');
    await user.click(await screen.findByTestId('login'));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByLabelText('Email address or customer ID')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Email address or customer ID'), 'a@b.test');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(screen.getByTestId('log-in'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'These credentials do not match our records.',
    );
    const loginCall = fetchMock.mock.calls.find(([input]) => input === '/api/auth/customer/login');
    expect(loginCall?.[1]?.body).toBe(JSON.stringify({ username: 'a@b.test', password: 'wrong' }));
  });

  it("says 'User signed out' when a failed login carries no message", async () => {
    const user = userEvent.setup();
    stubFetch(({ url }) =>
      url.pathname === '/api/auth/customer/login' ? new Response(null, { status: 500 }) : undefined,
    );
    renderApp('/');
    await user.click(await screen.findByTestId('login'));
    await user.type(screen.getByLabelText('Email address or customer ID'), 'a@b.test');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByTestId('log-in'));
    expect(await screen.findByRole('alert')).toHaveTextContent('User signed out');
  });

  it('signs in, keeps no copy of the token and swaps Log in for My account', async () => {
    const user = userEvent.setup();
    stubFetch(({ url }) =>
      url.pathname === '/api/auth/customer/login'
        ? jsonResponse({ status: 'success', token: 'tok-1', user: { id: 7, first_name: 'Ada' } })
        : undefined,
    );
    const app = renderApp('/');
    await user.click(await screen.findByTestId('login'));
    await user.type(screen.getByLabelText('Email address or customer ID'), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByTestId('log-in'));
    expect(await screen.findByRole('link', { name: 'My account' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.store.getState().auth.user?.firstName).toBe('Ada');
    // The API keeps the session in its HttpOnly cookie; no script-readable copy of the token.
    expect(document.cookie).not.toContain('tok-1');
    expect(JSON.stringify({ ...localStorage })).not.toContain('tok-1');
  });

  it('closes on Escape and gives focus back to the Log in button', async () => {
    const user = userEvent.setup();
    stubFetch();
    renderApp('/');
    await user.click(await screen.findByTestId('login'));
    expect(await screen.findByRole('dialog')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('login')).toHaveFocus();
  });
});

describe('mobile side drawer', () => {
  it('lists the menu links and the login prompt when signed out, and closes on Escape', async () => {
    const user = userEvent.setup();
    stubFetch();
    renderApp('/');
    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    for (const name of ['Book an activity', 'Buy a membership', 'Shopping basket', 'My account']) {
      expect(within(drawer).getByRole('link', { name })).toBeVisible();
    }
    expect(
      within(drawer).getByText('Login to make bookings faster and manage your account'),
    ).toBeVisible();
    expect(within(drawer).getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(within(drawer).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('offers Log out to a signed-in visitor', async () => {
    const user = userEvent.setup();
    stubFetch();
    renderApp('/', { auth: { loggedIn: true, user: null, isLoginPending: false, error: null } });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeVisible();
    expect(within(drawer).queryByText(/Login to make bookings faster/)).not.toBeInTheDocument();
  });
});

describe('venue footer', () => {
  it('shows the sanitised footer of the venue in the address', async () => {
    const fetchMock = stubFetch(({ url }) => {
      if (url.pathname === '/api/activities/footer') {
        return htmlResponse('<p>Open daily</p><script>window.hacked = true</script>');
      }
      // The activity exists, so the page stays on the venue rather than going home.
      if (url.pathname === '/api/activities/venue/bethnal-green/categories/yoga') {
        return jsonResponse({ data: wireCategory() });
      }
      return undefined;
    });
    renderApp('/location/bethnal-green/yoga');
    const footer = await screen.findByTestId('venue-footer');
    expect(footer).toHaveTextContent('Open daily');
    expect(footer.querySelector('script')).toBeNull();
    expect(requestedUrls(fetchMock)).toContain('/api/activities/footer?venue=bethnal-green');
  });

  it('uses the centre parameter when the address names no venue', async () => {
    const fetchMock = stubFetch(({ url }) =>
      url.pathname === '/api/activities/footer' ? htmlResponse('<p>Centre footer</p>') : undefined,
    );
    renderApp('/basket', { session: { ...initialSessionState, currentCentre: 'york' } });
    expect(await screen.findByTestId('venue-footer')).toHaveTextContent('Centre footer');
    expect(requestedUrls(fetchMock)).toContain('/api/frontend/theme?venue=york');
  });
});
