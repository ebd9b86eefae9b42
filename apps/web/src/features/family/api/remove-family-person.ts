import type { RouteResponse } from '@lido/contract';
import { buildPath, removeFamilyPerson } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { accountParams } from '../../../shared/api/account-query-args';
import { refreshFamily } from './refresh-family';

export interface RemoveFamilyPersonArgs extends AccountQueryArgs {
  personId: number;
}

/** `DELETE /api/my-account/family/{id}`: out of the family; their bookings stay. */
export const removeFamilyPersonApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    removeFamilyPerson: build.mutation<
      RouteResponse<typeof removeFamilyPerson>,
      RemoveFamilyPersonArgs
    >({
      query: ({ personId, ...args }) => ({
        url: buildPath(removeFamilyPerson.path, { id: personId }),
        method: 'DELETE',
        params: accountParams(args),
      }),
      async onQueryStarted({ personId, ...args }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          refreshFamily(dispatch, args, (family) =>
            family.filter((person) => person.id !== personId),
          );
        } catch {
          // The dialog shows the failure.
        }
      },
    }),
  }),
});

export const { useRemoveFamilyPersonMutation } = removeFamilyPersonApi;
