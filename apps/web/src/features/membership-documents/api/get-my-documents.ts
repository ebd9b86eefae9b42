import type { RouteResponse } from '@lido/contract';
import { getMyDocuments } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { accountParams } from '../../../shared/api/account-query-args';

export type MyDocuments = Camelized<RouteResponse<typeof getMyDocuments>['data']>;
export type MyDocument = MyDocuments[number];

/** `GET /api/my-account/documents`: the proof documents the memberships need. */
export const getMyDocumentsApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getMyDocuments: build.query<MyDocuments, AccountQueryArgs>({
      query: (args) => ({ url: getMyDocuments.path, params: accountParams(args) }),
    }),
  }),
});

export const { useGetMyDocumentsQuery } = getMyDocumentsApi;
