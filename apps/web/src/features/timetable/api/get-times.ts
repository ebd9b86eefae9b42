import type { RouteQuery } from '@lido/contract';
import { buildPath, getTimesV1, getTimesV2 } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { TimesItem } from '../../../shared/lib/timetable-item';
import type { AvailabilityArgs } from '../../../shared/api/get-classes';

/** `GET …/activity/{activity}/v2/times?date=` (or v1): one row per start time of a court activity. */
export const getTimesApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getTimes: build.query<TimesItem[], AvailabilityArgs>({
      query: ({ venueSlug, activitySlug, date, isV2 }) => ({
        url: buildPath((isV2 ? getTimesV2 : getTimesV1).path, {
          venue: venueSlug,
          activity: activitySlug,
        }),
        params: { date } satisfies RouteQuery<typeof getTimesV2>,
      }),
      providesTags: ['Availability'],
    }),
  }),
});

export const { useGetTimesQuery } = getTimesApi;
