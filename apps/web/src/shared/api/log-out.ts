import { logout } from '@lido/contract';
import { lidoApi } from '../lib/lido-api';
import { announceAuthChange } from '../state/auth-events';

/**
 * `POST /api/auth/logout`: the API ends the session and clears its cookie. The tab signs out
 * whatever the answer; if the API could not be reached the session lives on, and the recheck
 * shows it signed in again once the API answers.
 */
export const logOutApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    logOut: build.mutation<unknown, void>({
      query: () => ({ url: logout.path, method: 'POST' }),
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          // The auth slice signs this tab out on either outcome.
        }
        announceAuthChange();
      },
    }),
  }),
});

export const { useLogOutMutation } = logOutApi;
