import type { RouteBody, RouteResponse } from '@lido/contract';
import { forgottenPassword } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

/** `POST /api/auth/customer/forgotten-password` with `email_or_reference`. */
export const requestPasswordResetApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<
      Camelized<RouteResponse<typeof forgottenPassword>>,
      Camelized<RouteBody<typeof forgottenPassword>>
    >({
      query: (body) => ({ url: forgottenPassword.path, method: 'POST', body }),
    }),
  }),
});

export const { useRequestPasswordResetMutation } = requestPasswordResetApi;
