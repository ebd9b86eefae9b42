import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../app/store';
import { jsonResponse, requestedUrls, stubFetch } from '../../test/fetch-stub';
import { wireAlex } from '../../test/wire-users';
import { authChangeStorageKey } from './auth-events';
import { startAuthRecheck } from './auth-recheck';
import { authCookie, clearAuthToken, storeAuthToken } from './auth-token';

const signedInState = {
  auth: { loggedIn: true, user: null, isLoginPending: false, error: null },
};

describe('auth recheck', () => {
  let stop: () => void = () => undefined;

  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    stop();
  });

  it('signs this tab out within 5 seconds of the token disappearing (signed out elsewhere)', () => {
    stubFetch();
    storeAuthToken('tok-1');
    const store = createStore(signedInState);
    stop = startAuthRecheck(store);

    clearAuthToken();
    vi.advanceTimersByTime(4999);
    expect(store.getState().auth.loggedIn).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getState().auth.loggedIn).toBe(false);
  });

  it('signs this tab in, and fetches who it is, when a token appears', async () => {
    const fetchMock = stubFetch(({ url }) =>
      url.pathname === '/api/auth/user' ? jsonResponse({ data: wireAlex }) : undefined,
    );
    const store = createStore();
    stop = startAuthRecheck(store);

    storeAuthToken('tok-2');
    vi.advanceTimersByTime(5000);
    expect(store.getState().auth.loggedIn).toBe(true);
    expect(requestedUrls(fetchMock)).toContain('/api/auth/user');
    await vi.waitFor(() => expect(store.getState().auth.user?.firstName).toBe('Alex'));
  });

  it('rechecks at once when another tab announces a change', () => {
    stubFetch();
    storeAuthToken('tok-1');
    const store = createStore(signedInState);
    stop = startAuthRecheck(store);

    clearAuthToken();
    window.dispatchEvent(new StorageEvent('storage', { key: authChangeStorageKey }));
    expect(store.getState().auth.loggedIn).toBe(false);
  });

  it('leaves a steady session alone', () => {
    const fetchMock = stubFetch();
    storeAuthToken('tok-1');
    const store = createStore(signedInState);
    stop = startAuthRecheck(store);

    vi.advanceTimersByTime(15000);
    expect(store.getState().auth.loggedIn).toBe(true);
    expect(requestedUrls(fetchMock)).toEqual([]);
  });

  it("keeps this tab's own sign-in as it is, without fetching the user again", () => {
    const fetchMock = stubFetch();
    const store = createStore(signedInState);
    stop = startAuthRecheck(store);
    // This tab's login stores its token (the login answer already brought the user).
    storeAuthToken('tok-own');
    vi.advanceTimersByTime(10000);
    expect(store.getState().auth.loggedIn).toBe(true);
    expect(requestedUrls(fetchMock)).toEqual([]);
  });

  it('adopts a sign-in another tab made while this one was signed in', () => {
    const fetchMock = stubFetch();
    storeAuthToken('tok-1');
    const store = createStore(signedInState);
    stop = startAuthRecheck(store);
    // Another tab writes the shared cookie directly.
    document.cookie = authCookie('tok-other-tab');
    vi.advanceTimersByTime(5000);
    expect(requestedUrls(fetchMock)).toContain('/api/auth/user');
  });
});
