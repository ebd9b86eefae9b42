import type { RouteBody, RouteResponse } from '@lido/contract';
import { staffForgottenPassword } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

/** `POST /api/auth/staff/forgotten-password` with the member of staff's `email`. */
export const requestStaffPasswordLinkApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    requestStaffPasswordLink: build.mutation<
      Camelized<RouteResponse<typeof staffForgottenPassword>>,
      Camelized<RouteBody<typeof staffForgottenPassword>>
    >({
      query: (body) => ({ url: staffForgottenPassword.path, method: 'POST', body }),
    }),
  }),
});

export const { useRequestStaffPasswordLinkMutation } = requestStaffPasswordLinkApi;
