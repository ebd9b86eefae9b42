import type { RouteBody } from '@lido/contract';
import { addFamilyPerson } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { accountParams } from '../../../shared/api/account-query-args';
import type { FamilyPerson } from './get-my-family';
import { refreshFamily } from './refresh-family';

export interface AddFamilyPersonArgs extends AccountQueryArgs {
  body: Camelized<RouteBody<typeof addFamilyPerson>>;
}

/** `POST /api/my-account/family`: a person without a login of their own, linked to the lead. */
export const addFamilyPersonApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    addFamilyPerson: build.mutation<FamilyPerson, AddFamilyPersonArgs>({
      query: ({ body, ...args }) => ({
        url: addFamilyPerson.path,
        method: 'POST',
        params: accountParams(args),
        body,
      }),
      async onQueryStarted({ body: _body, ...args }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          refreshFamily(dispatch, args, (family) => [...family, data]);
        } catch {
          // The form shows the failure.
        }
      },
    }),
  }),
});

export const { useAddFamilyPersonMutation } = addFamilyPersonApi;
