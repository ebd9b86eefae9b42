import type { RouteQuery } from '@lido/contract';
import { buildPath, getTimetableV1, getTimetableV2 } from '@lido/contract';
import { lidoApi } from '../lib/lido-api';
import type { ClassItem } from '../lib/timetable-item';

export interface AvailabilityArgs {
  venueSlug: string;
  activitySlug: string;
  date: string;
  /** From `usesV2Endpoints(date, migrationDate)`. */
  isV2: boolean;
}

/** `GET …/activity/{activity}/v2/timetable?date=` (or the v1 form): the classes on a date. */
export const getClassesApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getClasses: build.query<ClassItem[], AvailabilityArgs>({
      query: ({ venueSlug, activitySlug, date, isV2 }) => ({
        url: buildPath((isV2 ? getTimetableV2 : getTimetableV1).path, {
          venue: venueSlug,
          activity: activitySlug,
        }),
        params: { date } satisfies RouteQuery<typeof getTimetableV2>,
      }),
      providesTags: ['Availability'],
    }),
  }),
});

export const { useGetClassesQuery } = getClassesApi;
