import { getSessionUserApi } from '../../shared/api/get-session-user';
import { recheckSessionUserApi } from './api/recheck-session-user';
import {
  authChangeStorageKey,
  loginDetected,
  logoutDetected,
} from '../../shared/state/auth-events';
import type { AuthState } from '../../shared/state/auth.slice';
import type { SessionUser } from '../../shared/lib/session-user';

/** SPEC.md section 4: auth status is rechecked every 5 seconds. */
export const authRecheckIntervalMs = 5000;

interface AuthStore {
  getState: () => { auth: AuthState };
  // Loose on purpose: the store's dispatch also takes thunks (the session-user fetches).
  dispatch: (action: never) => unknown;
}

interface RecheckAnswer {
  /** The signed-in user, null for nobody; absent when the question failed. */
  data?: SessionUser | null;
}

/** Customers and staff are numbered apart, so a user is its kind and its id. */
const isSameUser = (a: SessionUser, b: SessionUser) => a.id === b.id && a.type === b.type;

/**
 * Keeps this tab's sign-in in step with the session the browser holds: a sign-out in one tab (or
 * on another of the sites, or the session's expiry) signs out the others, a sign-in signs them
 * in, a sign-in as someone else switches them over. The session cookie is HttpOnly, so the
 * API is asked who is signed in — as a background request, which does not keep the session
 * alive. Runs on an interval while the tab is visible, when it becomes visible, and when another
 * tab announces a change through localStorage. Returns a stop function.
 */
export function startAuthRecheck(store: AuthStore, intervalMs = authRecheckIntervalMs): () => void {
  const dispatch = store.dispatch as (action: unknown) => unknown;
  let isChecking = false;

  const fetchSessionUser = () =>
    dispatch(
      getSessionUserApi.endpoints.getSessionUser.initiate(undefined, {
        forceRefetch: true,
        subscribe: false,
      }),
    );

  const check = async () => {
    // A hidden tab shows nothing to get wrong; it checks as soon as it is shown again.
    if (isChecking || document.visibilityState === 'hidden') return;
    const before = store.getState().auth;
    if (before.isLoginPending) return;
    isChecking = true;
    try {
      const answer = (await dispatch(
        recheckSessionUserApi.endpoints.recheckSessionUser.initiate(undefined, {
          forceRefetch: true,
          subscribe: false,
        }),
      )) as RecheckAnswer;
      // This tab signed in or out while the question was out: its own answer is newer.
      if (store.getState().auth !== before) return;
      const { loggedIn, user } = before;
      if (answer.data) {
        const isSomeoneNew = !loggedIn || (user !== null && !isSameUser(user, answer.data));
        if (isSomeoneNew) {
          dispatch(loginDetected());
          fetchSessionUser();
        }
      } else if (loggedIn && answer.data === null) {
        dispatch(logoutDetected());
      }
      // Anything else (offline, a 5xx) says nothing about the session: keep it as it is.
    } finally {
      isChecking = false;
    }
  };

  const runCheck = () => {
    void check();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === authChangeStorageKey) runCheck();
  };

  const timer = window.setInterval(runCheck, intervalMs);
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', runCheck);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', runCheck);
  };
}
