import type { RouteBody } from '@lido/contract';
import { leaveKiosk } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';

/**
 * `POST /api/kiosk/leave`: the API says whether the staff PIN is right (204, or 422 on `pin`);
 * the PIN itself is never in the site's code. Leaving is then the device's own business.
 */
export const leaveKioskApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    leaveKiosk: build.mutation<unknown, RouteBody<typeof leaveKiosk>>({
      query: (body) => ({ url: leaveKiosk.path, method: 'POST', body }),
    }),
  }),
});

export const { useLeaveKioskMutation } = leaveKioskApi;
