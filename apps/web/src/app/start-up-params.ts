import { isAddressSwitchOn } from '@lido/contract';
import type { SessionState } from '../features/session/session.slice';

export interface StartUpParams {
  session: SessionState;
  /**
   * A token handed over by another site (my-account, online-joining, a kiosk launcher); the app
   * hands it straight to the API for the session cookie and keeps no copy.
   */
  token: string | null;
}

/** Reads the query parameters the app honours once, when it starts (SPEC.md section 2). */
export function readStartUpParams(search: string): StartUpParams {
  const query = new URLSearchParams(search);
  return {
    session: {
      isEmbedded: isAddressSwitchOn(query.get('embedded')),
      isKiosk: isAddressSwitchOn(query.get('kiosk')),
      currentCentre: query.get('centre') || null,
      redirect: query.get('redirect') || null,
    },
    token: query.get('token') || null,
  };
}

/**
 * Removes `token` from the address bar without a navigation, so it is not left in history,
 * bookmarks or a shared link.
 */
export function removeTokenFromAddress(location: Location, history: History): void {
  const url = new URL(location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
