import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RootState } from '../../../app/store';
import { wireCart } from '../../../test/basket-fixtures';
import type { StubRequest } from '../../../test/fetch-stub';
import { htmlResponse, jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { initialSessionState } from '../../../shared/state/session.slice';
import { readKioskDevice, rememberKioskDevice } from '../../../shared/lib/kiosk-device-storage';
import * as leaveKiosk from '../leave-kiosk';

// Swiss Cottage's foyer kiosk showing the basket, with the venue's footer from the operator: a
// link to its own pricing page, a map on another site and a phone number.
const footerHtml =
  '<p><a href="/pricing">Membership pricing</a> · ' +
  '<a href="https://www.openstreetmap.org/?mlat=51.5" target="_blank">Map and directions</a> · ' +
  'Telephone <a href="tel:03001234567">0300 123 4567</a></p>';

const onKiosk: Partial<RootState> = {
  session: { ...initialSessionState, isKiosk: true, currentCentre: 'swiss-cottage-leisure-centre' },
};

const wrongPin = 'That staff PIN is not right.';

function kioskApi(calls: StubRequest[], leaveAnswer: () => Response) {
  return (request: StubRequest) => {
    const { pathname } = request.url;
    if (pathname === '/api/activities/footer') return htmlResponse(footerHtml);
    if (pathname.startsWith('/api/activities/cart')) return jsonResponse({ data: wireCart([]) });
    if (pathname === '/api/kiosk/leave') {
      calls.push(request);
      return leaveAnswer();
    }
    return undefined;
  };
}

const pinAnswers = (pin: unknown) =>
  pin === '2468'
    ? new Response(null, { status: 204 })
    : jsonResponse({ message: wrongPin, errors: { pin: [wrongPin] }, status: 422 }, 422);

async function openKioskBasket(state: Partial<RootState> = onKiosk) {
  const view = renderApp('/basket', state);
  expect(await screen.findByRole('heading', { name: 'Shopping basket' })).toBeVisible();
  const footer = await screen.findByTestId('venue-footer');
  return { ...view, footer };
}

describe('a kiosk page', () => {
  let startAgainAtHome: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    startAgainAtHome = vi.spyOn(leaveKiosk, 'startAgainAtHome').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('shows links off the site as text that a click, a tap or Enter does not follow', async () => {
    const user = userEvent.setup();
    stubFetch(kioskApi([], () => new Response(null, { status: 204 })));
    const { footer } = await openKioskBasket();
    const map = await within(footer).findByText('Map and directions');
    await waitFor(() => expect(map).toHaveAttribute('aria-disabled', 'true'));
    const phone = within(footer).getByText('0300 123 4567');
    expect(phone).toHaveAttribute('aria-disabled', 'true');
    expect(map).toHaveAttribute('tabindex', '-1');

    // Watching after the kiosk's guard, as the browser does: was each click left to follow?
    const clicks: boolean[] = [];
    const watch = (event: Event) => clicks.push(!event.defaultPrevented);
    window.addEventListener('click', watch, { capture: true });
    await user.click(map);
    await user.pointer({ keys: '[TouchA]', target: phone });
    map.focus();
    await user.keyboard('{Enter}');
    window.removeEventListener('click', watch, { capture: true });
    expect(clicks).toEqual([false, false, false]);

    // The venue's own page and the kiosk home stay links.
    const pricing = within(footer).getByRole('link', { name: 'Membership pricing' });
    expect(pricing).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('link', { name: 'Back to Kiosk Home' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('marks the page as a kiosk for its large touch targets, and only on a kiosk', async () => {
    stubFetch(kioskApi([], () => new Response(null, { status: 204 })));
    const kiosk = await openKioskBasket();
    await waitFor(() => expect(document.documentElement).toHaveClass('lido-kiosk'));
    kiosk.unmount();
    expect(document.documentElement).not.toHaveClass('lido-kiosk');

    // The same venue's footer on an ordinary device: its links are links.
    await openKioskBasket({
      session: { ...initialSessionState, currentCentre: 'swiss-cottage-leisure-centre' },
    });
    const map = screen.getByText('Map and directions');
    expect(map).not.toHaveAttribute('aria-disabled');
    expect(document.documentElement).not.toHaveClass('lido-kiosk');
    expect(screen.queryByRole('button', { name: 'Leave kiosk mode' })).toBeNull();
  });

  it('lets staff leave with the PIN: a wrong one stays in the dialog, the right one starts again', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(kioskApi(calls, () => pinAnswers((calls.at(-1)?.body as { pin?: unknown }).pin)));
    rememberKioskDevice({ centre: 'swiss-cottage-leisure-centre' });
    await openKioskBasket();

    const leave = await screen.findByRole('button', { name: 'Leave kiosk mode' });
    leave.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Leave kiosk mode' });
    const pin = within(dialog).getByLabelText('Staff PIN');
    expect(pin).toHaveFocus();
    expect(pin).toHaveAttribute('type', 'password');

    // Not a PIN at all: said at once, and nothing is sent.
    await user.type(pin, '24');
    await user.click(within(dialog).getByRole('button', { name: 'Leave kiosk mode' }));
    expect(await within(dialog).findByText('The staff PIN must be 4 to 8 digits.')).toBeVisible();
    expect(calls).toEqual([]);

    await user.clear(pin);
    await user.type(pin, '1357');
    await user.click(within(dialog).getByRole('button', { name: 'Leave kiosk mode' }));
    expect(await within(dialog).findByText(wrongPin)).toBeVisible();
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Leave kiosk mode' })).toBeVisible();
    expect(readKioskDevice()).toEqual({ centre: 'swiss-cottage-leisure-centre' });
    expect(startAgainAtHome).not.toHaveBeenCalled();

    await user.clear(pin);
    await user.type(pin, '2468');
    await user.click(within(dialog).getByRole('button', { name: 'Leave kiosk mode' }));
    await waitFor(() => expect(startAgainAtHome).toHaveBeenCalledOnce());
    expect(readKioskDevice()).toBeNull();
    expect(calls.map((call) => [call.method, call.url.pathname, call.body])).toEqual([
      ['POST', '/api/kiosk/leave', { pin: '1357' }],
      ['POST', '/api/kiosk/leave', { pin: '2468' }],
    ]);
  });

  it('says so when the operator has set no PIN, and Cancel keeps the kiosk', async () => {
    const user = userEvent.setup();
    const noPin =
      'Kiosk mode cannot be left on this device until the operator sets a staff PIN for kiosks.';
    stubFetch(kioskApi([], () => jsonResponse({ message: noPin, status: 403 }, 403)));
    rememberKioskDevice({ centre: 'swiss-cottage-leisure-centre' });
    await openKioskBasket();

    await user.click(await screen.findByRole('button', { name: 'Leave kiosk mode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave kiosk mode' });
    await user.type(within(dialog).getByLabelText('Staff PIN'), '2468');
    await user.click(within(dialog).getByRole('button', { name: 'Leave kiosk mode' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(noPin);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave kiosk mode' })).toHaveFocus();
    expect(readKioskDevice()).toEqual({ centre: 'swiss-cottage-leisure-centre' });
    expect(startAgainAtHome).not.toHaveBeenCalled();
  });
});
