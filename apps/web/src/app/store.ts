import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth/auth.slice';
import { basketSlice } from '../features/basket/basket.slice';
import { deskSlice } from '../features/desk/desk.slice';
import { writeServedCustomer } from '../features/desk/served-customer';
import { mapSlice } from '../features/map/map.slice';
import { modalsSlice } from '../features/modals/modals.slice';
import { sessionSlice } from '../features/session/session.slice';
import { toastsSlice } from '../features/toasts/toasts.slice';
import { writeSelectedVenueSlug } from '../features/venues/selected-venue-storage';
import { venuesSlice } from '../features/venues/venues.slice';
import { lidoApi } from '../lib/lido-api';
import { sessionEndedMiddleware } from './session-ended';

/**
 * The slices of pages a first visit may never open (checkout, the timetable's choices, My
 * account, the desk's tenders): each adds itself to the store when its code loads
 * (`slice.injectInto(rootReducer)` beside it, declaring itself here), so the app's start does
 * not carry them (bench/web). Their injected selectors answer the initial state until then.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- each lazy slice extends it
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  lidoApi,
  sessionSlice,
  authSlice,
  venuesSlice,
  toastsSlice,
  modalsSlice,
  basketSlice,
  mapSlice,
  deskSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export function createStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // Development builds and tests keep Redux Toolkit's checks for mutated and unserialisable state,
    // but not their "took more than 32ms" warnings: those time the machine, not the code, and a
    // component test fails on anything written to the console.
    middleware: (getDefault) =>
      getDefault({
        immutableCheck: { warnAfter: Number.POSITIVE_INFINITY },
        serializableCheck: { warnAfter: Number.POSITIVE_INFINITY },
      }).concat(lidoApi.middleware, sessionEndedMiddleware),
  });

  // Persist the chosen venue whenever it changes (read back in app/start.tsx).
  let selectedSlug = store.getState().venues.selectedSlug;
  store.subscribe(() => {
    const next = store.getState().venues.selectedSlug;
    if (next !== selectedSlug) {
      selectedSlug = next;
      writeSelectedVenueSlug(next);
    }
  });

  // And the customer the desk serves, for this tab (read back by the desk's bar after a reload).
  let served = store.getState().desk.served;
  store.subscribe(() => {
    const next = store.getState().desk.served;
    if (next !== served) {
      served = next;
      writeServedCustomer(next);
    }
  });

  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];

declare module '../lib/store-hooks' {
  interface LidoStoreTypes {
    state: RootState;
    dispatch: AppDispatch;
  }
}
