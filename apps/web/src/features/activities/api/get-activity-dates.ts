import { buildPath, getActivityDates } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { ActivityDate } from '../../../shared/lib/activity';
import type { GetActivityArgs } from '../../../shared/api/get-activity';

/** `GET /api/activities/venue/{venue}/activity-category/{category}/dates`: the viewable dates. */
export const getActivityDatesApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getActivityDates: build.query<ActivityDate[], GetActivityArgs>({
      query: ({ venueSlug, activitySlug }) => ({
        url: buildPath(getActivityDates.path, { venue: venueSlug, category: activitySlug }),
      }),
    }),
  }),
});

export const { useGetActivityDatesQuery } = getActivityDatesApi;
