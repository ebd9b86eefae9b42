import { buildPath, getCategories } from '@lido/contract';
import { lidoApi } from '../lib/lido-api';
import type { ActivitySummary } from '../lib/activity';

/** `GET /api/activities/venue/{venue}/categories`: the venue's root activities. */
export const getActivitiesApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getActivities: build.query<ActivitySummary[], string>({
      query: (venue) => ({ url: buildPath(getCategories.path, { venue }) }),
    }),
  }),
});

export const { useGetActivitiesQuery } = getActivitiesApi;
