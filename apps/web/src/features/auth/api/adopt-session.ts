import { adoptSession } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';

/**
 * `POST /api/auth/session` with the token as Bearer: the API keeps that session in the HttpOnly
 * session cookie. How a `?token=` sign-in link signs this browser in without any script keeping
 * the token.
 */
export const adoptSessionApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    adoptSession: build.mutation<unknown, string>({
      query: (token) => ({
        url: adoptSession.path,
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      }),
    }),
  }),
});
