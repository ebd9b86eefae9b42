import { BACKGROUND_REQUEST_HEADER } from '@lido/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionUserApi } from '../api/get-session-user';
import { recheckSessionUserApi } from '../../features/auth/api/recheck-session-user';
import { authChangeStorageKey } from '../state/auth-events';
import { camelizeKeys } from './case-keys';
import type { StubRequest } from '../../test/fetch-stub';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { wireAlex } from '../../test/wire-users';
import { pageReload } from './reload-page';
import { createStore } from '../../app/store';

const signedIn = {
  auth: {
    loggedIn: true,
    user: camelizeKeys(wireAlex) as never,
    isLoginPending: false,
    error: null,
  },
};

function stubUnauthenticated() {
  const requests: StubRequest[] = [];
  stubFetch((request) => {
    requests.push(request);
    return jsonResponse({ message: 'Unauthenticated.' }, 401);
  });
  return requests;
}

const askWhoIsSignedIn = (store: ReturnType<typeof createStore>) =>
  store.dispatch(
    getSessionUserApi.endpoints.getSessionUser.initiate(undefined, { subscribe: false }),
  );

describe('the request path', () => {
  const reloadPage = vi.spyOn(pageReload, 'reload');
  beforeEach(() => {
    reloadPage.mockReset().mockImplementation(() => undefined);
  });
  afterEach(() => {
    reloadPage.mockReset();
  });

  it('sends no Authorization header: the session cookie travels by itself', async () => {
    const requests = stubUnauthenticated();
    await askWhoIsSignedIn(createStore());
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('signs a signed-in tab out on a 401, tells the other tabs and reloads', async () => {
    stubUnauthenticated();
    const store = createStore(signedIn);
    await askWhoIsSignedIn(store);
    expect(store.getState().auth.loggedIn).toBe(false);
    expect(localStorage.getItem(authChangeStorageKey)).not.toBeNull();
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('leaves a signed-out tab as it is on a 401', async () => {
    stubUnauthenticated();
    await askWhoIsSignedIn(createStore());
    expect(reloadPage).not.toHaveBeenCalled();
    expect(localStorage.getItem(authChangeStorageKey)).toBeNull();
  });

  it('marks background requests and leaves their 401 to the caller', async () => {
    const requests = stubUnauthenticated();
    const store = createStore(signedIn);
    await store.dispatch(
      recheckSessionUserApi.endpoints.recheckSessionUser.initiate(undefined, { subscribe: false }),
    );
    expect(requests[0]?.headers.get(BACKGROUND_REQUEST_HEADER)).toBe('1');
    expect(reloadPage).not.toHaveBeenCalled();
    expect(store.getState().auth.loggedIn).toBe(true);
  });
});
