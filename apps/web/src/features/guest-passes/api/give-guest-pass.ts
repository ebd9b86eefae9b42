import type { RouteBody } from '@lido/contract';
import { giveGuestPass } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { accountParams } from '../../../shared/api/account-query-args';
import type { MyGuestPasses } from './get-my-guest-passes';
import { getMyGuestPassesApi } from './get-my-guest-passes';
import { getGuestPassAllowanceApi } from './guest-pass-allowance';

export interface GiveGuestPassArgs extends AccountQueryArgs {
  body: Camelized<RouteBody<typeof giveGuestPass>>;
  /** One per pass the member means to give: a retried request gives one pass, not two. */
  idempotencyKey: string;
}

/**
 * `POST /api/my-account/guest-passes`: gives a pass, emailed to the guest. The new pass joins the
 * cached list at once, and the allowance is asked for again (the server counts it).
 */
export const giveGuestPassApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    giveGuestPass: build.mutation<MyGuestPasses[number], GiveGuestPassArgs>({
      query: ({ body, idempotencyKey, ...args }) => ({
        url: giveGuestPass.path,
        method: 'POST',
        params: accountParams(args),
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      async onQueryStarted(
        { body: _body, idempotencyKey: _key, ...args },
        { dispatch, queryFulfilled },
      ) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(
            getMyGuestPassesApi.util.updateQueryData('getMyGuestPasses', args, (passes) => [
              data,
              ...passes,
            ]),
          );
          void dispatch(
            getGuestPassAllowanceApi.endpoints.getGuestPassAllowance.initiate(args, {
              forceRefetch: true,
              subscribe: false,
            }),
          );
        } catch {
          // The form shows the failure.
        }
      },
    }),
  }),
});

export const { useGiveGuestPassMutation } = giveGuestPassApi;
