import type { RouteQuery } from '@lido/contract';
import { buildPath, getSlotsV1, getSlotsV2 } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import type { SlotItem } from '../../../shared/lib/timetable-item';
import type { AvailabilityArgs } from '../../../shared/api/get-classes';

export interface SlotsArgs extends AvailabilityArgs {
  /** One start time's locations (a times row's key); omitted for the whole day. */
  compositeKey?: string;
}

/**
 * `GET …/activity/{activity}/v2/slots?date=&composite_key=` (or v1, which needs a token): one row
 * per bookable location and time.
 */
export const getSlotsApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getSlots: build.query<SlotItem[], SlotsArgs>({
      query: ({ venueSlug, activitySlug, date, isV2, compositeKey }) => ({
        url: buildPath((isV2 ? getSlotsV2 : getSlotsV1).path, {
          venue: venueSlug,
          activity: activitySlug,
        }),
        // camelCase here; the request layer sends `composite_key`.
        params: { date, compositeKey } satisfies Camelized<RouteQuery<typeof getSlotsV2>>,
      }),
      providesTags: ['Availability'],
    }),
  }),
});

export const { useGetSlotsQuery } = getSlotsApi;
