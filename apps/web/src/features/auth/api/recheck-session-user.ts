import { getSession } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { SessionUser } from '../../../shared/lib/session-user';

/**
 * `GET /api/auth/session` as the 5-second recheck asks it: a background request, so an open tab
 * does not keep its session from the idle expiry. Apart from `getSessionUser` so its answers do
 * not touch the auth state by themselves.
 */
export const recheckSessionUserApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    recheckSessionUser: build.query<SessionUser | null, void>({
      query: () => ({ url: getSession.path, isBackground: true }),
      // Only the latest answer matters, and only to the recheck.
      keepUnusedDataFor: 0,
    }),
  }),
});
