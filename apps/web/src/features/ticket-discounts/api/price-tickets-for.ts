import type { RouteResponse } from '@lido/contract';
import { buildPath, priceSessionTickets } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

export type TicketPrices = Camelized<RouteResponse<typeof priceSessionTickets>['data']>;

export interface PriceTicketsForArgs {
  venueSlug: string;
  activitySlug: string;
  occurrenceId: string | number;
  reference: string;
}

/**
 * `POST /api/activities/price/{venue}/ticket/{activity}` with a customer reference: the session's
 * ticket prices for that customer (a 400 says why not, in a sentence the site shows).
 */
export const priceTicketsForApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    priceTicketsFor: build.mutation<TicketPrices, PriceTicketsForArgs>({
      query: ({ venueSlug, activitySlug, occurrenceId, reference }) => ({
        url: buildPath(priceSessionTickets.path, { venue: venueSlug, activityId: activitySlug }),
        method: 'POST',
        body: { reference, isV2: true, occurrenceId },
      }),
    }),
  }),
});

export const { usePriceTicketsForMutation } = priceTicketsForApi;
