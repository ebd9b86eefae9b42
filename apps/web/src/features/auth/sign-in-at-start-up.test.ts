import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from '../../app/store';
import type { StubRequest } from '../../test/fetch-stub';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { wireAlex } from '../../test/wire-users';
import { authChangeStorageKey } from '../../shared/state/auth-events';
import { signInAtStartUp } from './sign-in-at-start-up';

const linkToken = 'link-token-from-my-account-0123456789abcdefghij';

function stubApi({ isLinkValid = true } = {}) {
  const requests: StubRequest[] = [];
  let hasCookie = false;
  stubFetch((request) => {
    requests.push(request);
    if (request.url.pathname !== '/api/auth/session') return undefined;
    if (request.method === 'POST') {
      if (!isLinkValid) return jsonResponse({ message: 'Unauthenticated.' }, 401);
      hasCookie = true; // The API answers with Set-Cookie: the browser keeps it, not the app.
      return jsonResponse({ status: 'success' });
    }
    return jsonResponse({ data: hasCookie ? wireAlex : null });
    return undefined;
  });
  return requests;
}

describe('signing in at start-up', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('hands a sign-in link’s token to the API once, as Bearer, then asks who is signed in', async () => {
    const requests = stubApi();
    const store = createStore();
    await signInAtStartUp(store, linkToken);

    const [adopt, ...later] = requests;
    expect(adopt?.method).toBe('POST');
    expect(adopt?.url.pathname).toBe('/api/auth/session');
    expect(adopt?.headers.get('Authorization')).toBe(`Bearer ${linkToken}`);
    await expect.poll(() => store.getState().auth.user?.firstName).toBe('Alex');
    expect(later.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'GET /api/auth/session',
    ]);
    expect(later.every((request) => !request.headers.has('Authorization'))).toBe(true);
    expect(localStorage.getItem(authChangeStorageKey)).not.toBeNull();
  });

  it('keeps no copy of the token where a script could read it', async () => {
    stubApi();
    const store = createStore();
    await signInAtStartUp(store, linkToken);
    await expect.poll(() => store.getState().auth.loggedIn).toBe(true);

    expect(JSON.stringify(store.getState())).not.toContain(linkToken);
    expect(document.cookie).not.toContain(linkToken);
    expect(JSON.stringify({ ...localStorage })).not.toContain(linkToken);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(linkToken);
  });

  it('starts signed out when the link’s session is no longer valid', async () => {
    stubApi({ isLinkValid: false });
    const store = createStore();
    await signInAtStartUp(store, linkToken);
    await expect
      .poll(() => store.getState().api.queries['getSessionUser(undefined)']?.status)
      .toBe('fulfilled');
    expect(store.getState().auth.loggedIn).toBe(false);
  });

  it('without a link, only asks who the session cookie signs in', async () => {
    const requests = stubApi();
    await signInAtStartUp(createStore(), null);
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'GET /api/auth/session',
    ]);
  });
});
