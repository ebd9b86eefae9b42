import { BACKGROUND_REQUEST_HEADER } from '@lido/contract';
import type { User } from '@lido/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../app/store';
import { camelizeKeys } from '../../shared/lib/case-keys';
import type { StubRequest } from '../../test/fetch-stub';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { wireAlex } from '../../test/wire-users';
import {
  authChangeStorageKey,
  loginDetected,
  logoutDetected,
} from '../../shared/state/auth-events';
import { startAuthRecheck } from './auth-recheck';

const wirePriya: User = { ...wireAlex, id: 1004, first_name: 'Priya', last_name: 'Shah' };
const signedInAs = (user: User) => ({
  auth: {
    loggedIn: true,
    user: camelizeKeys(user),
    isLoginPending: false,
    error: null,
  },
});

/** Answers `GET /api/auth/session` with whoever `current()` says the session cookie signs in. */
function stubSession(current: () => User | null) {
  const requests: StubRequest[] = [];
  const fetchMock = stubFetch((request) => {
    if (request.url.pathname !== '/api/auth/session') return undefined;
    requests.push(request);
    const user = current();
    return jsonResponse({ data: user });
  });
  const background = () =>
    requests.filter((request) => request.headers.get(BACKGROUND_REQUEST_HEADER) === '1');
  const foreground = () =>
    requests.filter((request) => request.headers.get(BACKGROUND_REQUEST_HEADER) !== '1');
  return { fetchMock, requests, background, foreground };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('auth recheck', () => {
  let stop: () => void = () => undefined;

  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    stop();
    setVisibility('visible');
  });

  it('signs this tab out within 5 seconds of its session ending (signed out elsewhere, expired)', async () => {
    let user: User | null = wireAlex;
    stubSession(() => user);
    const store = createStore(signedInAs(wireAlex));
    stop = startAuthRecheck(store);

    user = null;
    await vi.advanceTimersByTimeAsync(4999);
    expect(store.getState().auth.loggedIn).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(store.getState().auth.loggedIn).toBe(false));
  });

  it('signs this tab in, and fetches who it is, when a sign-in appears', async () => {
    let user: User | null = null;
    stubSession(() => user);
    const store = createStore();
    stop = startAuthRecheck(store);

    await vi.advanceTimersByTimeAsync(5000);
    expect(store.getState().auth.loggedIn).toBe(false);
    user = wireAlex;
    await vi.advanceTimersByTimeAsync(5000);
    await vi.waitFor(() => expect(store.getState().auth.user?.firstName).toBe('Alex'));
    expect(store.getState().auth.loggedIn).toBe(true);
  });

  it('switches to the user another tab or site signed in as', async () => {
    let user: User = wireAlex;
    stubSession(() => user);
    const store = createStore(signedInAs(wireAlex));
    stop = startAuthRecheck(store);

    user = wirePriya;
    await vi.advanceTimersByTimeAsync(5000);
    await vi.waitFor(() => expect(store.getState().auth.user?.firstName).toBe('Priya'));
  });

  it('rechecks at once when another tab announces a change', async () => {
    let user: User | null = wireAlex;
    stubSession(() => user);
    const store = createStore(signedInAs(wireAlex));
    stop = startAuthRecheck(store);

    user = null;
    window.dispatchEvent(new StorageEvent('storage', { key: authChangeStorageKey }));
    await vi.waitFor(() => expect(store.getState().auth.loggedIn).toBe(false));
  });

  it('leaves a steady session alone, asking only in the background', async () => {
    const session = stubSession(() => wireAlex);
    const store = createStore(signedInAs(wireAlex));
    const before = store.getState().auth;
    stop = startAuthRecheck(store);

    await vi.advanceTimersByTimeAsync(15000);
    expect(store.getState().auth).toBe(before);
    expect(session.background()).toHaveLength(3);
    expect(session.foreground()).toEqual([]);
    // The cookie goes by itself: no script-held token is sent.
    expect(session.requests.every((request) => !request.headers.has('Authorization'))).toBe(true);
    const [, init] = session.fetchMock.mock.calls[0] ?? [];
    expect(init?.credentials).toBe('same-origin');
  });

  it('keeps the session through a network failure or a server error', async () => {
    let answer: () => Response = () => jsonResponse({ message: 'Down for a moment' }, 503);
    const fetchMock = stubFetch(({ url }) =>
      url.pathname === '/api/auth/session' ? answer() : undefined,
    );
    const store = createStore(signedInAs(wireAlex));
    stop = startAuthRecheck(store);

    await vi.advanceTimersByTimeAsync(5000);
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(store.getState().auth.loggedIn).toBe(true);
    expect(store.getState().auth.user?.firstName).toBe('Alex');
  });

  it('does not ask while the tab is hidden, and asks as soon as it is shown', async () => {
    let user: User | null = wireAlex;
    const session = stubSession(() => user);
    const store = createStore(signedInAs(wireAlex));
    stop = startAuthRecheck(store);

    setVisibility('hidden');
    user = null;
    await vi.advanceTimersByTimeAsync(20000);
    expect(session.requests).toEqual([]);
    expect(store.getState().auth.loggedIn).toBe(true);
    setVisibility('visible');
    await vi.waitFor(() => expect(store.getState().auth.loggedIn).toBe(false));
  });

  it('ignores an answer overtaken by a sign-out and sign-in in this tab', async () => {
    let answerFirstCheck: (response: Response) => void = () => undefined;
    stubFetch(({ url }) =>
      url.pathname === '/api/auth/session'
        ? new Promise<Response>((resolve) => {
            answerFirstCheck = resolve;
          })
        : undefined,
    );
    const store = createStore(signedInAs(wireAlex));
    stop = startAuthRecheck(store);

    await vi.advanceTimersByTimeAsync(5000);
    store.dispatch(logoutDetected());
    store.dispatch(loginDetected());
    answerFirstCheck(jsonResponse({ data: null }));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().auth.loggedIn).toBe(true);
  });
});
