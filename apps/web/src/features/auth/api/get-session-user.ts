import { getAuthUser } from '@lido/contract';
import { lidoApi } from '../../../app/api';
import type { SessionUser } from '../session-user';

/** `GET /api/auth/user`: who the stored token belongs to. */
export const getSessionUserApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getSessionUser: build.query<SessionUser, void>({
      query: () => ({ url: getAuthUser.path }),
    }),
  }),
});
