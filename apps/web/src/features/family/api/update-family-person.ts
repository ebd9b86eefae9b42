import type { RouteBody } from '@lido/contract';
import { buildPath, updateFamilyPerson } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { accountParams } from '../../../shared/api/account-query-args';
import type { FamilyPerson } from './get-my-family';
import { refreshFamily } from './refresh-family';

export interface UpdateFamilyPersonArgs extends AccountQueryArgs {
  personId: number;
  /** Fields left out are unchanged; null medical notes deletes them. */
  body: Camelized<RouteBody<typeof updateFamilyPerson>>;
}

/** `PUT /api/my-account/family/{id}`. */
export const updateFamilyPersonApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    updateFamilyPerson: build.mutation<FamilyPerson, UpdateFamilyPersonArgs>({
      query: ({ personId, body, ...args }) => ({
        url: buildPath(updateFamilyPerson.path, { id: personId }),
        method: 'PUT',
        params: accountParams(args),
        body,
      }),
      async onQueryStarted({ personId: _id, body: _body, ...args }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          refreshFamily(dispatch, args, (family) =>
            family.map((person) => (person.id === data.id ? data : person)),
          );
        } catch {
          // The form shows the failure.
        }
      },
    }),
  }),
});

export const { useUpdateFamilyPersonMutation } = updateFamilyPersonApi;
