import { getSession } from '@lido/contract';
import { lidoApi } from '../lib/lido-api';
import type { SessionUser } from '../lib/session-user';

/** `GET /api/auth/session`: who this browser's session cookie signs in, or null for nobody. */
export const getSessionUserApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getSessionUser: build.query<SessionUser | null, void>({
      query: () => ({ url: getSession.path }),
    }),
  }),
});
