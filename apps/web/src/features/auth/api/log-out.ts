import { lidoApi } from '../../../app/api';
import { clearAuthToken } from '../auth-token';

/** `POST /api/auth/logout`: the token is forgotten locally whatever the API answers. */
export const logOutApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    logOut: build.mutation<unknown, void>({
      query: () => ({ url: '/api/auth/logout', method: 'POST' }),
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          // Signing out must work even when the API cannot be reached.
        }
        clearAuthToken();
      },
    }),
  }),
});

export const { useLogOutMutation } = logOutApi;
