import type { MembershipPlan as WirePlan } from '@lido/contract';
import { buildPath, getVenueMembershipPlans } from '@lido/contract';
import { lidoApi } from '../lib/lido-api';
import type { Camelized } from '../lib/case-keys';

export type MembershipPlan = Camelized<WirePlan>;

/** `GET /api/activities/venues/{venue}/membership-plans`: the plans valid at a venue. */
export const getVenueMembershipPlansApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getVenueMembershipPlans: build.query<MembershipPlan[], string>({
      query: (venue) => ({ url: buildPath(getVenueMembershipPlans.path, { venue }) }),
    }),
  }),
});

export const { useGetVenueMembershipPlansQuery } = getVenueMembershipPlansApi;
