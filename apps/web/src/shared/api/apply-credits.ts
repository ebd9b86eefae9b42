import type { RouteBody, RouteResponse } from '@lido/contract';
import { applyCredits } from '@lido/contract';
import { lidoApi } from '../lib/lido-api';
import type { Camelized } from '../lib/case-keys';

export type ApplyCreditsBody = Camelized<RouteBody<typeof applyCredits>>;
export type CreditReservation = RouteResponse<typeof applyCredits>;

/** `POST /api/credits/apply`: sets the account credit held against the basket (0 takes it off). */
export const applyCreditsApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    applyCredits: build.mutation<CreditReservation, ApplyCreditsBody>({
      query: (body) => ({ url: applyCredits.path, method: 'POST', body }),
    }),
  }),
});

export const { useApplyCreditsMutation } = applyCreditsApi;
