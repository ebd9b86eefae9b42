import type { RouteBody, RouteResponse } from '@lido/contract';
import { closeMyAccount } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { accountParams } from '../../../shared/api/account-query-args';
import { announceAuthChange, logoutDetected } from '../../../shared/state/auth-events';

export interface CloseMyAccountArgs extends AccountQueryArgs {
  body: RouteBody<typeof closeMyAccount>;
}

/**
 * `DELETE /api/my-account`: closes the account and erases its personal data. Closing one's own
 * account ends the session and clears its cookie, so this tab and the others sign out as they do
 * when the session ends anywhere else.
 */
export const closeMyAccountApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    closeMyAccount: build.mutation<RouteResponse<typeof closeMyAccount>, CloseMyAccountArgs>({
      query: ({ body, ...args }) => ({
        url: closeMyAccount.path,
        method: 'DELETE',
        params: accountParams(args),
        body,
      }),
      async onQueryStarted({ selectedUserId }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          // The dialog shows the failure; the account and its session are as they were.
          return;
        }
        if (selectedUserId !== undefined) return;
        announceAuthChange();
        dispatch(logoutDetected());
      },
    }),
  }),
});

export const { useCloseMyAccountMutation } = closeMyAccountApi;
