import type { RouteBody, SignedIn } from '@lido/contract';
import { loginCustomer } from '@lido/contract';
import { lidoApi } from '../../../app/api';
import type { Camelized } from '../../../lib/case-keys';
import { announceAuthChange } from '../auth-events';
import { getSessionUserApi } from './get-session-user';

export type LogInBody = RouteBody<typeof loginCustomer>;
/** The live API answers `{"status":"success","token","user"}`. */
export type LogInResult = Camelized<SignedIn>;

/** `POST /api/auth/customer/login`: username is an email address or customer reference. */
export const logInApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    logIn: build.mutation<LogInResult, LogInBody>({
      query: (body) => ({ url: loginCustomer.path, method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          // The API set the session cookie; the token in the answer is for API clients.
          announceAuthChange();
          // SPEC.md section 4: the session user is fetched after login.
          void dispatch(
            getSessionUserApi.endpoints.getSessionUser.initiate(undefined, {
              forceRefetch: true,
              subscribe: false,
            }),
          );
        } catch {
          // The auth slice records the failure from the rejected action.
        }
      },
    }),
  }),
});

export const { useLogInMutation } = logInApi;
