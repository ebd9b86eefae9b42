import { createSlice } from '@reduxjs/toolkit';

/** How this visit was opened, read once from the start-up query string (app/start-up-params.ts). */
export interface SessionState {
  /** `embedded=true`: the site runs inside an operator's page, without header or breadcrumbs. */
  isEmbedded: boolean;
  /** `kiosk=true`: an in-venue device. */
  isKiosk: boolean;
  /** `centre=<venue slug>`: the venue the visit started from (kiosk device or deep link). */
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
