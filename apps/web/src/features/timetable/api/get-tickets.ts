import type { RouteQuery } from '@lido/contract';
import { buildPath, getTickets } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { TicketSession } from '../../../shared/lib/timetable-item';

export interface TicketsArgs {
  venueSlug: string;
  /** The activity's parent category, or the activity itself when it is a root. */
  categorySlug: string;
  activitySlug: string;
  date: string;
}

/**
 * `GET …/activity-category/{category}/activity/{activity}/tickets?date=`: drop-in sessions with
 * their ticket types. The contract has one form of this call for both sides of the migration date.
 */
export const getTicketsApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getTickets: build.query<TicketSession[], TicketsArgs>({
      query: ({ venueSlug, categorySlug, activitySlug, date }) => ({
        url: buildPath(getTickets.path, {
          venue: venueSlug,
          category: categorySlug,
          activity: activitySlug,
        }),
        params: { date } satisfies RouteQuery<typeof getTickets>,
      }),
      providesTags: ['Availability'],
    }),
  }),
});

export const { useGetTicketsQuery } = getTicketsApi;
