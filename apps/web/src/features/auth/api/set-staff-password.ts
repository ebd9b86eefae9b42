import type { RouteBody, RouteResponse } from '@lido/contract';
import { setStaffPassword } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

/** `POST /api/auth/staff/password`: the invitation's token and the member of staff's new password. */
export const setStaffPasswordApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    setStaffPassword: build.mutation<
      Camelized<RouteResponse<typeof setStaffPassword>>,
      Camelized<RouteBody<typeof setStaffPassword>>
    >({
      query: (body) => ({ url: setStaffPassword.path, method: 'POST', body }),
    }),
  }),
});

export const { useSetStaffPasswordMutation } = setStaffPasswordApi;
