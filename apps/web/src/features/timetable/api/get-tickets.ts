import type { RouteQuery } from '@lido/contract';
import { buildPath, getTickets, getTicketsV2 } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { TicketSession } from '../../../shared/lib/timetable-item';

export interface TicketsArgs {
  venueSlug: string;
  /** The activity's parent category, or the activity itself when it is a root. */
  categorySlug: string;
  activitySlug: string;
  date: string;
  /** From `usesV2Endpoints(date, migrationDate)` (SPEC.md section 5). */
  isV2: boolean;
}

/**
 * `GET …/activity/{activity}/v2/tickets?date=` from the migration date, the v1
 * `…/activity-category/{category}/activity/{activity}/tickets?date=` before it: drop-in sessions
 * with their ticket types, as the times and slots calls switch.
 */
export const getTicketsApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getTickets: build.query<TicketSession[], TicketsArgs>({
      query: ({ venueSlug, categorySlug, activitySlug, date, isV2 }) => ({
        url: buildPath((isV2 ? getTicketsV2 : getTickets).path, {
          venue: venueSlug,
          category: categorySlug,
          activity: activitySlug,
        }),
        params: { date } satisfies RouteQuery<typeof getTicketsV2>,
      }),
      providesTags: ['Availability'],
    }),
  }),
});

export const { useGetTicketsQuery } = getTicketsApi;
