import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { authSlice } from '../shared/state/auth.slice';
import { basketSlice } from '../shared/state/basket.slice';
import { deskSlice } from '../shared/state/desk.slice';
import { writeServedCustomer } from '../shared/lib/served-customer';
import { mapSlice } from '../features/map/map.slice';
import { modalsSlice } from '../shared/state/modals.slice';
import { sessionSlice } from '../shared/state/session.slice';
import { toastsSlice } from '../shared/state/toasts.slice';
import { writeSelectedVenueSlug } from '../features/venues/selected-venue-storage';
import { venuesSlice } from '../shared/state/venues.slice';
import { lidoApi } from '../shared/lib/lido-api';
import type { LazyLoadedSlices } from '../shared/state/lazy-slices';
import { injectLazySlicesInto } from '../shared/state/lazy-slices';
import { sessionEndedMiddleware } from './session-ended';

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

// The slices of pages a first visit may never open add themselves as their code loads
// (shared/state/lazy-slices.ts).
injectLazySlicesInto(rootReducer);

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

declare module '../shared/lib/store-hooks' {
  interface LidoStoreTypes {
    state: RootState;
    dispatch: AppDispatch;
  }
}
