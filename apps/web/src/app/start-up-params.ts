import { isAddressSwitchOn } from '@lido/contract';
import type { KioskDevice } from '../shared/lib/kiosk-device-storage';
import type { SessionState } from '../shared/state/session.slice';
import { decideDeviceModes } from '../features/site-mode/site-mode';

export interface StartUpParams {
  session: SessionState;
  /** The kiosk state the device keeps from this visit on; null when it is not a kiosk. */
  kioskDevice: KioskDevice | null;
  /**
   * A token handed over by another site (my-account, online-joining, a kiosk launcher); the app
   * hands it straight to the API for the session cookie and keeps no copy.
   */
  token: string | null;
}

/**
 * Reads the query parameters the app honours once, when it starts (SPEC.md section 2); the
 * device's modes are decided from them and the kiosk state the device kept (features/site-mode).
 */
export function readStartUpParams(
  search: string,
  keptKioskDevice: KioskDevice | null = null,
): StartUpParams {
  const query = new URLSearchParams(search);
  const { kioskDevice, ...deviceModes } = decideDeviceModes(
    {
      kiosk: isAddressSwitchOn(query.get('kiosk')),
      embedded: isAddressSwitchOn(query.get('embedded')),
      centre: query.get('centre') || null,
    },
    keptKioskDevice,
  );
  return {
    session: { ...deviceModes, redirect: query.get('redirect') || null },
    kioskDevice,
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
