import { adoptSessionApi } from './api/adopt-session';
import { getSessionUserApi } from '../../shared/api/get-session-user';
import { announceAuthChange } from '../../shared/state/auth-events';

interface StartUpStore {
  // Loose on purpose: the store's dispatch also takes thunks (the API calls).
  dispatch: (action: never) => unknown;
}

interface MutationRequest extends Promise<unknown> {
  reset: () => void;
}

/**
 * How the app learns who is signed in when it starts. A token handed over in a `?token=` sign-in
 * link (from my-account, online-joining or a kiosk launcher) goes to the API once, as Bearer, and
 * the API keeps that session in its HttpOnly cookie; then the API is asked who the cookie signs
 * in. Resolves once a link's session is adopted, so the router's guards ask after it.
 */
export async function signInAtStartUp(
  store: StartUpStore,
  linkToken: string | null,
): Promise<void> {
  const dispatch = store.dispatch as (action: unknown) => unknown;
  if (linkToken) {
    const adoption = dispatch(
      adoptSessionApi.endpoints.adoptSession.initiate(linkToken),
    ) as MutationRequest;
    await adoption;
    // The mutation's entry in the store records its argument: drop it, so no copy of the token
    // stays where a script could read it.
    adoption.reset();
    announceAuthChange();
  }
  void dispatch(getSessionUserApi.endpoints.getSessionUser.initiate());
}
