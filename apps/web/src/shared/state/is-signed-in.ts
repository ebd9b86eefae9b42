import type { LidoStore } from '../lib/store-hooks';
import { getSessionUserApi } from '../api/get-session-user';

/**
 * Signed-in state may still be loading when a guarded page is opened directly; only the API
 * knows (the session cookie is HttpOnly), and this joins the start-up question if it is out.
 */
export async function isSignedIn(store: LidoStore): Promise<boolean> {
  if (store.getState().auth.loggedIn) return true;
  await store.dispatch(
    getSessionUserApi.endpoints.getSessionUser.initiate(undefined, { subscribe: false }),
  );
  return store.getState().auth.loggedIn;
}
