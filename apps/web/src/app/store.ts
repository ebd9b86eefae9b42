import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { accountSlice } from '../features/account/account.slice';
import { authSlice } from '../features/auth/auth.slice';
import { basketSlice } from '../features/basket/basket.slice';
import { paymentSlice } from '../features/checkout/payment.slice';
import { deskSlice } from '../features/desk/desk.slice';
import { offlinePaymentsSlice } from '../features/desk/offline-payments.slice';
import { writeServedCustomer } from '../features/desk/served-customer';
import { mapSlice } from '../features/map/map.slice';
import { modalsSlice } from '../features/modals/modals.slice';
import { sessionSlice } from '../features/session/session.slice';
import { ticketDiscountsSlice } from '../features/ticket-discounts/ticket-discounts.slice';
import { timetableSlice } from '../features/timetable/timetable.slice';
import { toastsSlice } from '../features/toasts/toasts.slice';
import { writeSelectedVenueSlug } from '../features/venues/selected-venue-storage';
import { venuesSlice } from '../features/venues/venues.slice';
import { lidoApi } from './api';

const rootReducer = combineSlices(
  lidoApi,
  sessionSlice,
  authSlice,
  accountSlice,
  venuesSlice,
  toastsSlice,
  modalsSlice,
  basketSlice,
  paymentSlice,
  mapSlice,
  timetableSlice,
  ticketDiscountsSlice,
  deskSlice,
  offlinePaymentsSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

export function createStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(lidoApi.middleware),
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
