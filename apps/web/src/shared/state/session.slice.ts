import { createSlice } from '@reduxjs/toolkit';

/**
 * How this visit was opened, read once at start-up (app/start-up-params.ts). The device's modes
 * (kiosk, embedded, centre) are decided by features/site-mode, which also gives the site's mode.
 */
export interface SessionState {
  /**
   * `embedded=true`: the site runs inside an operator's page, without header or breadcrumbs
   * (never on a kiosk: kiosk mode wins).
   */
  isEmbedded: boolean;
  /** An in-venue device: `kiosk=true` now or on an earlier visit (kept on the device). */
  isKiosk: boolean;
  /** The venue the visit started from: a kiosk's own venue, else the `centre` deep link. */
  currentCentre: string | null;
  /** `redirect=<path>`: where to go after signing in or up. */
  redirect: string | null;
}

export const initialSessionState: SessionState = {
  isEmbedded: false,
  isKiosk: false,
  currentCentre: null,
  redirect: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {},
  selectors: {
    selectIsEmbedded: (state) => state.isEmbedded,
    selectIsKiosk: (state) => state.isKiosk,
    selectCurrentCentre: (state) => state.currentCentre,
    selectRedirect: (state) => state.redirect,
  },
});

export const { selectIsEmbedded, selectIsKiosk, selectCurrentCentre, selectRedirect } =
  sessionSlice.selectors;
