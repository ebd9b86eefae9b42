import { buildPath, removeBenefit, removePackageUsage } from '@lido/contract';
import { lidoApi } from '../lib/lido-api';
import type { Cart } from '../lib/cart';

export interface RemoveCoverArgs {
  cartItemId: number;
  selectedUserId: number | null;
}

const removal =
  (path: string) =>
  ({ cartItemId, selectedUserId }: RemoveCoverArgs) => ({
    url: buildPath(path, { cartItemId }),
    method: 'DELETE' as const,
    params: { source: 'activity-booking', selectedUserId: selectedUserId ?? undefined },
  });

/**
 * Taking what covers an attendee's place off a basket item, to pay for the place instead:
 * `DELETE /api/activities/package/remove/{cartItemId}` and `…/benefit/remove/{cartItemId}`.
 */
export const removeCoverApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    removePackageUsage: build.mutation<Cart, RemoveCoverArgs>({
      query: removal(removePackageUsage.path),
    }),
    removeBenefit: build.mutation<Cart, RemoveCoverArgs>({
      query: removal(removeBenefit.path),
    }),
  }),
});
