import type { RouteBody, RouteResponse } from '@lido/contract';
import { signWaivers } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

export type SignWaiversBody = Camelized<RouteBody<typeof signWaivers>>;
export type SignedWaivers = Camelized<RouteResponse<typeof signWaivers>['data']>;

/**
 * `POST /api/activities/question-waivers`: signs waivers for attendees (the customer's own, or a
 * family lead's for their family), each for the version of the text that was read.
 */
export const signWaiversApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    signWaivers: build.mutation<SignedWaivers, SignWaiversBody>({
      query: (body) => ({ url: signWaivers.path, method: 'POST', body }),
    }),
  }),
});

export const { useSignWaiversMutation } = signWaiversApi;
