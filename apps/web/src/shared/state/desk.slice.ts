import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import { logOutApi } from '../api/log-out';
import { logoutDetected } from './auth-events';
import type { ServedCustomer } from '../lib/served-customer';

export interface DeskState {
  /** Whom the desk is serving; null until staff choose someone (or after the sale). */
  served: ServedCustomer | null;
}

export const initialDeskState: DeskState = { served: null };

/** The desk's side of front of house: the customer served (issue 17). */
export const deskSlice = createSlice({
  name: 'desk',
  initialState: initialDeskState,
  reducers: {
    customerServed(state, action: PayloadAction<ServedCustomer>) {
      state.served = action.payload;
    },
    servingEnded(state) {
      state.served = null;
    },
  },
  extraReducers: (builder) => {
    // Signing out ends the service: the next person at the desk starts from nobody.
    builder
      .addCase(logoutDetected, () => initialDeskState)
      .addMatcher(
        isAnyOf(
          logOutApi.endpoints.logOut.matchFulfilled,
          logOutApi.endpoints.logOut.matchRejected,
        ),
        () => initialDeskState,
      );
  },
  selectors: {
    selectServedCustomer: (state) => state.served,
  },
});

export const { customerServed, servingEnded } = deskSlice.actions;
export const { selectServedCustomer } = deskSlice.selectors;
