import type { SessionDate } from '@lido/contract';
import { buildPath, getSessionDates } from '@lido/contract';
import type { Camelized } from '../../../shared/lib/case-keys';
import { lidoApi } from '../../../shared/lib/lido-api';

export type SessionDateItem = Camelized<SessionDate>;

interface SessionDatesArgs {
  venueSlug: string;
  activitySlug: string;
}

/**
 * `GET /api/timetable/venues/{venue}/activities/{activity}/session-dates` (Lido's own): how many
 * sessions each date of the window has, one call for the whole date strip.
 */
export const getSessionDatesApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getSessionDates: build.query<SessionDateItem[], SessionDatesArgs>({
      query: ({ venueSlug, activitySlug }) => ({
        url: buildPath(getSessionDates.path, { venue: venueSlug, activity: activitySlug }),
      }),
    }),
  }),
});

export const { useGetSessionDatesQuery } = getSessionDatesApi;
