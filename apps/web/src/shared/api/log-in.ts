import type { RouteBody, SignedIn } from '@lido/contract';
import { loginCustomer, loginStaff } from '@lido/contract';
import { lidoApi } from '../lib/lido-api';
import type { Camelized } from '../lib/case-keys';
import { announceAuthChange } from '../state/auth-events';
import { getSessionUserApi } from './get-session-user';

export type LogInBody = RouteBody<typeof loginCustomer>;
/** The live API answers `{"status":"success","token","user"}`. */
export type LogInResult = Camelized<SignedIn>;

/** `POST /api/auth/customer/login`: username is an email address or customer reference. */
/** The session cookie is set: say so to other tabs and fetch who signed in (SPEC.md section 4). */
async function afterLogIn(
  dispatch: (action: unknown) => unknown,
  queryFulfilled: Promise<unknown>,
): Promise<void> {
  try {
    await queryFulfilled;
    // The API set the session cookie; the token in the answer is for API clients.
    announceAuthChange();
    void dispatch(
      getSessionUserApi.endpoints.getSessionUser.initiate(undefined, {
        forceRefetch: true,
        subscribe: false,
      }),
    );
  } catch {
    // The auth slice records the failure from the rejected action.
  }
}

/**
 * `POST /api/auth/customer/login`: username is an email address or customer reference;
 * `POST /api/auth/staff/login`: a member of staff by email, for the front desk.
 */
export const logInApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    logIn: build.mutation<LogInResult, LogInBody>({
      query: (body) => ({ url: loginCustomer.path, method: 'POST', body }),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => afterLogIn(dispatch, queryFulfilled),
    }),
    logInStaff: build.mutation<LogInResult, LogInBody>({
      query: (body) => ({ url: loginStaff.path, method: 'POST', body }),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => afterLogIn(dispatch, queryFulfilled),
    }),
  }),
});

export const { useLogInMutation, useLogInStaffMutation } = logInApi;
