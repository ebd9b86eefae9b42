import { buildPath, getCategory } from '@lido/contract';
import { lidoApi } from '../lib/lido-api';
import type { Activity } from '../lib/activity';

export interface GetActivityArgs {
  venueSlug: string;
  activitySlug: string;
}

/** `GET /api/activities/venue/{venue}/categories/{slug}`: one activity with children and locations. */
export const getActivityApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getActivity: build.query<Activity, GetActivityArgs>({
      query: ({ venueSlug, activitySlug }) => ({
        url: buildPath(getCategory.path, { venue: venueSlug, slug: activitySlug }),
      }),
    }),
  }),
});

export const { useGetActivityQuery } = getActivityApi;
