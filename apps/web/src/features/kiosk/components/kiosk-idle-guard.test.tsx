import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RootState } from '../../../app/store';
import { camelizeKeys } from '../../../shared/lib/case-keys';
import { wireCart, wireCartItem } from '../../../test/basket-fixtures';
import type { StubRequest } from '../../../test/fetch-stub';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { wireAlex } from '../../../test/wire-users';
import { initialSessionState } from '../../../shared/state/session.slice';
import * as kioskIdle from '../kiosk-idle';

// A kiosk in the foyer (the test client's kiosk home is https://kiosk.example.org/home) where Alex
// signed in and put a place in the basket, then walked away.

const onKiosk = (signedIn: boolean): Partial<RootState> => ({
  session: { ...initialSessionState, isKiosk: true, currentCentre: 'swiss-cottage-leisure-centre' },
  ...(signedIn
    ? {
        auth: { loggedIn: true, user: camelizeKeys(wireAlex), isLoginPending: false, error: null },
      }
    : {}),
});

function kioskApi(calls: StubRequest[]) {
  let cart = wireCart([wireCartItem()]);
  return (request: StubRequest) => {
    const { pathname } = request.url;
    if (pathname === '/api/auth/logout') {
      calls.push(request);
      return new Response(null, { status: 204 });
    }
    if (!pathname.startsWith('/api/activities/cart')) return undefined;
    if (request.method === 'DELETE') {
      calls.push(request);
      cart = wireCart([]);
    }
    return jsonResponse({ data: cart });
  };
}

const seconds = (count: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(count * 1000);
  });

describe('a kiosk left alone', () => {
  let goToKioskHome: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    goToKioskHome = vi.spyOn(kioskIdle, 'goToKioskHome').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /**
   * Opens the basket on the kiosk and waits (in real time) for the layout's lazily loaded guard
   * to listen; then the clock is the test's, and a touch starts the quiet spell from 0.
   */
  async function openBasket(state: Partial<RootState>) {
    const listening = vi.spyOn(window, 'addEventListener');
    renderApp('/basket', state);
    expect(await screen.findByRole('heading', { name: 'Shopping basket' })).toBeVisible();
    await waitFor(() =>
      expect(listening).toHaveBeenCalledWith('pointerdown', expect.any(Function), {
        capture: true,
        passive: true,
      }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
  }

  it('asks "Still there?" at 80 seconds, then signs out, empties the basket and goes home', async () => {
    const calls: StubRequest[] = [];
    stubFetch(kioskApi(calls));
    await openBasket(onKiosk(true));

    await seconds(79);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await seconds(1);
    const dialog = screen.getByRole('alertdialog', { name: 'Still there?' });
    expect(dialog).toHaveTextContent(
      "For the next person's privacy, you will be signed out and your basket emptied in 10 seconds.",
    );
    await seconds(9);
    expect(dialog).toHaveTextContent('emptied in 1 second.');
    expect(calls).toEqual([]);
    await seconds(1);
    await waitFor(() =>
      expect(goToKioskHome).toHaveBeenCalledWith('https://kiosk.example.org/home'),
    );
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'DELETE /api/activities/cart',
      'POST /api/auth/logout',
    ]);
    expect(goToKioskHome).toHaveBeenCalledOnce();
  });

  it('carries on for anyone still there: the button, or any touch or key', async () => {
    const calls: StubRequest[] = [];
    stubFetch(kioskApi(calls));
    await openBasket(onKiosk(true));

    await seconds(85);
    const stillHere = screen.getByRole('button', { name: "I'm still here" });
    expect(stillHere).toHaveFocus();
    act(() => stillHere.click());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // A touch at 70 seconds of the next quiet spell starts it again.
    await seconds(70);
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    await seconds(70);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await seconds(10);
    expect(screen.getByRole('alertdialog', { name: 'Still there?' })).toBeVisible();
    expect(calls).toEqual([]);
    expect(goToKioskHome).not.toHaveBeenCalled();
  });

  it('does nothing of the kind off a kiosk', async () => {
    stubFetch(kioskApi([]));
    renderApp('/basket', { session: initialSessionState });
    expect(await screen.findByRole('heading', { name: 'Shopping basket' })).toBeVisible();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await seconds(120);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(goToKioskHome).not.toHaveBeenCalled();
  });
});
