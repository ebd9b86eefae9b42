import { buildPath, removePackageUsage } from '@lido/contract';
import { lidoApi } from '../../../app/api';
import type { Cart } from '../cart';

export interface RemovePackageUsageArgs {
  cartItemId: number;
  selectedUserId: number | null;
}

/** `DELETE /api/activities/package/remove/{cartItemId}`: pay for the place instead of a visit. */
export const removePackageUsageApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    removePackageUsage: build.mutation<Cart, RemovePackageUsageArgs>({
      query: ({ cartItemId, selectedUserId }) => ({
        url: buildPath(removePackageUsage.path, { cartItemId }),
        method: 'DELETE',
        params: { source: 'activity-booking', selectedUserId: selectedUserId ?? undefined },
      }),
    }),
  }),
});
