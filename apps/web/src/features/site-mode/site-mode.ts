// The one place that decides the site's mode (issue 18): components ask `selectSiteMode` (or the
// session slice's selectIsKiosk / selectIsEmbedded / selectCurrentCentre, which hold what is
// decided here), and nothing else reads the `kiosk`, `embedded` or `centre` query parameters or
// the device's kiosk state.
import { selectSessionUser, type AuthState } from '../../shared/state/auth.slice';
import type { KioskDevice } from '../../shared/lib/kiosk-device-storage';
import {
  selectIsEmbedded,
  selectIsKiosk,
  type SessionState,
} from '../../shared/state/session.slice';

/**
 * - `kiosk`: an in-venue device; kept on the device until staff leave it with the PIN; idle
 *   reset, no links off the site, large touch targets.
 * - `embedded`: inside an operator's page; no header or breadcrumbs.
 * - `desk`: a member of staff signed in on a device that is not a kiosk (front of house).
 * - `standard`: everyone else.
 */
export type SiteMode = 'standard' | 'kiosk' | 'embedded' | 'desk';

/** What the address the site was opened with asks for (`kiosk`, `embedded`, `centre`). */
export interface ModeRequest {
  kiosk: boolean;
  embedded: boolean;
  centre: string | null;
}

/** The device's modes for this visit, and what the device keeps for the next one. */
export interface DeviceModes {
  isKiosk: boolean;
  isEmbedded: boolean;
  currentCentre: string | null;
  /** The kiosk state the device keeps from now on; null when it is not a kiosk. */
  kioskDevice: KioskDevice | null;
}

/**
 * Decides the device's modes once, at start-up, from the address and the kiosk state the device
 * kept. A device becomes a kiosk with `kiosk=true` and stays one: the address cannot end it (no
 * `kiosk=false` or link can let a customer out; only the staff PIN can), and only a new
 * `kiosk=true&centre=…` moves it to another venue, so a `centre` deep link opened on a kiosk
 * leaves its home alone.
 *
 * Kiosk wins when both kiosk and embedded are asked: the kiosk's protections (the idle reset of
 * someone's basket and sign-in, no way off the site) must not be switched off by a parameter any
 * link can add, and a kiosk shows its own header with "Back to Kiosk Home".
 */
export function decideDeviceModes(asked: ModeRequest, kept: KioskDevice | null): DeviceModes {
  if (asked.kiosk || kept !== null) {
    const centre = asked.kiosk && asked.centre ? asked.centre : (kept?.centre ?? null);
    return {
      isKiosk: true,
      isEmbedded: false,
      currentCentre: centre ?? asked.centre,
      kioskDevice: { centre },
    };
  }
  return {
    isKiosk: false,
    isEmbedded: asked.embedded,
    currentCentre: asked.centre,
    kioskDevice: null,
  };
}

/**
 * The site's mode from the device's modes and who is signed in. A kiosk stays a kiosk whoever
 * signs in on it (it is a public device); staff elsewhere are at a desk, in an operator's frame
 * too (the frame still hides the header: selectIsEmbedded says so).
 */
export function siteModeOf(
  device: Pick<SessionState, 'isKiosk' | 'isEmbedded'>,
  userType: 'customer' | 'staff' | null,
): SiteMode {
  if (device.isKiosk) return 'kiosk';
  if (userType === 'staff') return 'desk';
  if (device.isEmbedded) return 'embedded';
  return 'standard';
}

export function selectSiteMode(state: { session: SessionState; auth: AuthState }): SiteMode {
  const device = { isKiosk: selectIsKiosk(state), isEmbedded: selectIsEmbedded(state) };
  return siteModeOf(device, selectSessionUser(state)?.type ?? null);
}
