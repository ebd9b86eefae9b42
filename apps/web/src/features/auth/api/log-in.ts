import { lidoApi } from '../../../app/api';
import { storeAuthToken } from '../auth-token';
import type { SessionUser } from '../session-user';

export interface LogInBody {
  /** Email address or customer reference. */
  username: string;
  password: string;
}

/** The live API answers `{"status":"success","token","user"}`; some clients read `data.token`. */
export interface LogInResult {
  token?: string;
  user?: SessionUser;
}

/** `POST /api/auth/customer/login`. */
export const logInApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    logIn: build.mutation<LogInResult, LogInBody>({
      query: (body) => ({ url: '/api/auth/customer/login', method: 'POST', body }),
      async onQueryStarted(_body, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.token) storeAuthToken(data.token);
        } catch {
          // The auth slice records the failure from the rejected action.
        }
      },
    }),
  }),
});

export const { useLogInMutation } = logInApi;
