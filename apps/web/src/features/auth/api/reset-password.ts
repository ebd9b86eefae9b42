import type { RouteBody, RouteResponse } from '@lido/contract';
import { resetPassword } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

/** `POST /api/auth/customer/reset-password`: the emailed token and a new password. */
export const resetPasswordApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    resetPassword: build.mutation<
      Camelized<RouteResponse<typeof resetPassword>>,
      Camelized<RouteBody<typeof resetPassword>>
    >({
      query: (body) => ({ url: resetPassword.path, method: 'POST', body }),
    }),
  }),
});

export const { useResetPasswordMutation } = resetPasswordApi;
