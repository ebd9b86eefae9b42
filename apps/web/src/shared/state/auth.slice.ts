import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import { errorCopy, isApiError } from '../lib/request-state';
import { getSessionUserApi } from '../api/get-session-user';
import { logInApi } from '../api/log-in';
import { logOutApi } from '../api/log-out';
import { registerApi } from '../api/register';
import { loginDetected, logoutDetected } from './auth-events';
import type { SessionUser } from '../lib/session-user';

export interface AuthState {
  loggedIn: boolean;
  user: SessionUser | null;
  isLoginPending: boolean;
  error: string | null;
}

export const initialAuthState: AuthState = {
  loggedIn: false,
  user: null,
  isLoginPending: false,
  error: null,
};

/** Shown when a login fails without a server message (SPEC.md section 8). */
export const loginFailedCopy = 'User signed out';

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    clearLoginError(state) {
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    const { logIn: logInCustomer, logInStaff } = logInApi.endpoints;
    const logIn = {
      matchPending: isAnyOf(logInCustomer.matchPending, logInStaff.matchPending),
      matchFulfilled: isAnyOf(logInCustomer.matchFulfilled, logInStaff.matchFulfilled),
      matchRejected: isAnyOf(logInCustomer.matchRejected, logInStaff.matchRejected),
    };
    const { getSessionUser } = getSessionUserApi.endpoints;
    builder
      .addCase(loginDetected, (state) => {
        // The user arrives with the session-user fetch the recheck starts.
        state.loggedIn = true;
        state.user = null;
        state.error = null;
      })
      .addCase(logoutDetected, () => initialAuthState)
      .addMatcher(registerApi.endpoints.register.matchFulfilled, (state, action) => {
        state.loggedIn = true;
        state.user = action.payload.user;
        state.error = null;
      })
      .addMatcher(logIn.matchPending, (state) => {
        state.isLoginPending = true;
        state.error = null;
      })
      .addMatcher(logIn.matchFulfilled, (state, action) => {
        state.isLoginPending = false;
        state.loggedIn = true;
        state.user = action.payload.user;
      })
      .addMatcher(logIn.matchRejected, (state, action) => {
        state.isLoginPending = false;
        state.loggedIn = false;
        state.user = null;
        const error = action.payload;
        state.error = isApiError(error) && error.serverMessage ? errorCopy(error) : loginFailedCopy;
      })
      .addMatcher(getSessionUser.matchFulfilled, (state, action) => {
        if (action.payload === null) return initialAuthState;
        state.loggedIn = true;
        state.user = action.payload;
      })
      .addMatcher(getSessionUser.matchRejected, (state, action) => {
        // Only a definite "not signed in" ends the session; a network blip keeps it.
        if (isApiError(action.payload) && action.payload.statusCode === 401) {
          return initialAuthState;
        }
        return state;
      })
      .addMatcher(logOutApi.endpoints.logOut.matchFulfilled, () => initialAuthState)
      .addMatcher(logOutApi.endpoints.logOut.matchRejected, () => initialAuthState);
  },
  selectors: {
    selectIsLoggedIn: (state) => state.loggedIn,
    selectSessionUser: (state) => state.user,
    selectIsLoginPending: (state) => state.isLoginPending,
    selectLoginError: (state) => state.error,
  },
});

export const { clearLoginError } = authSlice.actions;
export const { selectIsLoggedIn, selectSessionUser, selectIsLoginPending, selectLoginError } =
  authSlice.selectors;
