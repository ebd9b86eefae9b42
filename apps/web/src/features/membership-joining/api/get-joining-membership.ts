import type { JoiningMembership as WireJoiningMembership } from '@lido/contract';
import { buildPath, getJoiningMembership } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

export type JoiningMembership = Camelized<WireJoiningMembership>;

/**
 * `GET /api/online-joining/memberships/{id}`: a membership being joined (what is paid, what is
 * left to pay, the Direct Debit), so a reload carries on where the customer was.
 */
export const getJoiningMembershipApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getJoiningMembership: build.query<JoiningMembership, number>({
      query: (membershipId) => ({
        url: buildPath(getJoiningMembership.path, { id: membershipId }),
      }),
    }),
  }),
});

export const { useGetJoiningMembershipQuery } = getJoiningMembershipApi;
