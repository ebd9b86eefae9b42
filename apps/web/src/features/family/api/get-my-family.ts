import type { RouteResponse } from '@lido/contract';
import { getMyFamily } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { accountParams } from '../../../shared/api/account-query-args';

export type FamilyPerson = Camelized<RouteResponse<typeof getMyFamily>['data'][number]>;

/** `GET /api/my-account/family`: the people the customer books for, with their medical notes. */
export const getMyFamilyApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getMyFamily: build.query<FamilyPerson[], AccountQueryArgs>({
      query: (args) => ({ url: getMyFamily.path, params: accountParams(args) }),
    }),
  }),
});

export const { useGetMyFamilyQuery } = getMyFamilyApi;
