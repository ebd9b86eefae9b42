import { getSessionUserApi } from './api/get-session-user';
import { authChangeStorageKey, loginDetected, logoutDetected } from './auth-events';
import type { AuthState } from './auth.slice';
import { isTokenStoredByThisTab, readAuthToken } from './auth-token';

/** SPEC.md section 9: auth status is rechecked every 5 seconds. */
export const authRecheckIntervalMs = 5000;

interface AuthStore {
  getState: () => { auth: AuthState };
  // Loose on purpose: the store's dispatch also takes thunks (the session-user fetch).
  dispatch: (action: never) => unknown;
}

/**
 * Keeps this tab's sign-in in step with the shared auth cookie: a sign-out in one tab (or on
 * another of the sites) signs out the others, a sign-in signs them in. Runs on an interval and
 * whenever another tab announces a change through localStorage. Returns a stop function.
 */
export function startAuthRecheck(store: AuthStore, intervalMs = authRecheckIntervalMs): () => void {
  const dispatch = store.dispatch as (action: unknown) => unknown;
  let knownToken = readAuthToken();

  const fetchSessionUser = () =>
    dispatch(
      getSessionUserApi.endpoints.getSessionUser.initiate(undefined, {
        forceRefetch: true,
        subscribe: false,
      }),
    );

  const check = () => {
    const token = readAuthToken();
    const { loggedIn, isLoginPending } = store.getState().auth;
    if (isLoginPending) return;
    if (!token) {
      knownToken = null;
      if (loggedIn) dispatch(logoutDetected());
      return;
    }
    if (token !== knownToken && isTokenStoredByThisTab(token) && loggedIn) {
      // This tab signed in itself and already has its user.
      knownToken = token;
      return;
    }
    if (token !== knownToken) {
      // Signed in elsewhere, possibly as someone else: adopt that session.
      knownToken = token;
      dispatch(loginDetected());
      fetchSessionUser();
    }
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key === authChangeStorageKey) check();
  };

  const timer = window.setInterval(check, intervalMs);
  window.addEventListener('storage', onStorage);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('storage', onStorage);
  };
}
