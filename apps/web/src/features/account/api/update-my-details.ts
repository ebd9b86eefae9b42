import type { RouteBody } from '@lido/contract';
import { updateMyDetails } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import { getSessionUserApi } from '../../../shared/api/get-session-user';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { accountParams } from '../../../shared/api/account-query-args';
import type { MyDetails } from '../../../shared/api/get-my-details';
import { getMyDetailsApi } from '../../../shared/api/get-my-details';

export interface UpdateMyDetailsArgs extends AccountQueryArgs {
  body: Camelized<RouteBody<typeof updateMyDetails>>;
}

/** `PUT /api/my-account/details`: fields left out are unchanged, null clears one. */
export const updateMyDetailsApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    updateMyDetails: build.mutation<MyDetails, UpdateMyDetailsArgs>({
      query: (args) => ({
        url: updateMyDetails.path,
        method: 'PUT',
        params: accountParams(args),
        body: args.body,
      }),
      async onQueryStarted({ body: _body, ...queryArgs }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(getMyDetailsApi.util.upsertQueryData('getMyDetails', queryArgs, data));
          // The header and welcome line show the signed-in user's name.
          if (queryArgs.selectedUserId === undefined) {
            void dispatch(
              getSessionUserApi.endpoints.getSessionUser.initiate(undefined, {
                forceRefetch: true,
                subscribe: false,
              }),
            );
          }
        } catch {
          // The form shows the failure.
        }
      },
    }),
  }),
});

export const { useUpdateMyDetailsMutation } = updateMyDetailsApi;
