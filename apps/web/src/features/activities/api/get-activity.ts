import { buildPath } from '@lido/contract';
import { lidoApi } from '../../../app/api';
import type { Activity } from '../activity';

export const activityPath = '/api/activities/venue/:venue/categories/:activitySlug';

export interface GetActivityArgs {
  venueSlug: string;
  activitySlug: string;
}

/** `GET /api/activities/venue/{venue}/categories/{activitySlug}`: one activity of a venue. */
export const getActivityApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getActivity: build.query<Activity, GetActivityArgs>({
      query: ({ venueSlug, activitySlug }) => ({
        url: buildPath(activityPath, { venue: venueSlug, activitySlug }),
      }),
    }),
  }),
});
