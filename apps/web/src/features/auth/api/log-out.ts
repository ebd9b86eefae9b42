import { logout } from '@lido/contract';
import { lidoApi } from '../../../app/api';
import { announceAuthChange } from '../auth-events';
import { clearAuthToken } from '../auth-token';

/** `POST /api/auth/logout`: the token is forgotten locally whatever the API answers. */
export const logOutApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    logOut: build.mutation<unknown, void>({
      query: () => ({ url: logout.path, method: 'POST' }),
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          // Signing out must work even when the API cannot be reached.
        }
        clearAuthToken();
        announceAuthChange();
      },
    }),
  }),
});

export const { useLogOutMutation } = logOutApi;
