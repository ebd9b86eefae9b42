import type { SessionState } from '../features/session/session.slice';
import { paths } from '../lib/paths';

export interface StartUpParams {
  session: SessionState;
  /** A token handed over by another site (my-account, online-joining, a kiosk launcher). */
  token: string | null;
}

function isOn(value: string | null): boolean {
  return value === 'true' || value === '1';
}

/**
 * The password-reset email links to `/reset-password?token=…`: there `token` is the one-time reset
 * token the screen posts back, not an auth token handed over by another site.
 */
function isAuthTokenHandOver(pathname: string): boolean {
  return pathname !== paths.resetPassword.pattern;
}

/** Reads the query parameters the app honours once, when it starts (SPEC.md section 2). */
export function readStartUpParams(search: string, pathname = '/'): StartUpParams {
  const query = new URLSearchParams(search);
  return {
    session: {
      isEmbedded: isOn(query.get('embedded')),
      isKiosk: isOn(query.get('kiosk')),
      currentCentre: query.get('centre') || null,
      redirect: query.get('redirect') || null,
    },
    token: isAuthTokenHandOver(pathname) ? query.get('token') || null : null,
  };
}

/**
 * Removes `token` from the address bar without a navigation, so it is not left in history,
 * bookmarks or a shared link.
 */
export function removeTokenFromAddress(location: Location, history: History): void {
  const url = new URL(location.href);
  if (!isAuthTokenHandOver(url.pathname) || !url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
