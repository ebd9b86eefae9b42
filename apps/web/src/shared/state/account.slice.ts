import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import { logOutApi } from '../api/log-out';
import { loginDetected, logoutDetected } from './auth-events';
import { lazySlices } from './lazy-slices';

export interface AccountState {
  /**
   * The linked family member My account is showing (SPEC.md section 6, selectedUserId); null for
   * the signed-in user themself. Sent as `selected_user_id` on every my-account call.
   */
  selectedUserId: number | null;
}

export const initialAccountState: AccountState = { selectedUserId: null };

export const accountSlice = createSlice({
  name: 'account',
  initialState: initialAccountState,
  reducers: {
    selectAccountUser(state, action: PayloadAction<number | null>) {
      state.selectedUserId = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Whoever signs in next starts on their own account.
    builder
      .addCase(loginDetected, () => initialAccountState)
      .addCase(logoutDetected, () => initialAccountState)
      .addMatcher(logOutApi.endpoints.logOut.matchPending, () => initialAccountState);
  },
  selectors: {
    selectSelectedUserId: (state) => state.selectedUserId,
  },
});

export const { selectAccountUser } = accountSlice.actions;
declare module './lazy-slices' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- names the slice
  interface LazyLoadedSlices extends WithSlice<typeof accountSlice> {}
}

/** Added to the store when this module first loads (shared/state/lazy-slices.ts). */
const injectedAccountSlice = accountSlice.injectInto(lazySlices);

export const { selectSelectedUserId } = injectedAccountSlice.selectors;
