import type { MembershipDirectDebit as WireMembershipDirectDebit } from '@lido/contract';
import { buildPath, getMembershipDirectDebit } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { accountParams } from '../../../shared/api/account-query-args';

export type MembershipDirectDebit = Camelized<WireMembershipDirectDebit>;

export interface MembershipDirectDebitArgs extends AccountQueryArgs {
  membershipId: number;
}

/** `GET /api/my-account/memberships/{id}/direct-debit`: the mandate, collections and arrears. */
export const getMembershipDirectDebitApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getMembershipDirectDebit: build.query<MembershipDirectDebit, MembershipDirectDebitArgs>({
      query: ({ membershipId, ...args }) => ({
        url: buildPath(getMembershipDirectDebit.path, { id: membershipId }),
        params: accountParams(args),
      }),
    }),
  }),
});

export const { useGetMembershipDirectDebitQuery } = getMembershipDirectDebitApi;
