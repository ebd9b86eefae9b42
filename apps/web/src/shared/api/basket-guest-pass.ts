import { applyGuestPass, buildPath, removeGuestPass } from '@lido/contract';
import { lidoApi } from '../lib/lido-api';
import type { Cart } from '../lib/cart';

export interface ApplyGuestPassArgs {
  cartItemId: number;
  code: string;
  selectedUserId: number | null;
}

export interface RemoveGuestPassArgs {
  cartItemId: number;
  selectedUserId: number | null;
}

/**
 * A guest pass on a basket item: `PUT /api/activities/cart/{id}/guest-pass` prices one place at
 * nothing (a 404 or 409 says why not, in a sentence the basket shows), `DELETE` takes it off.
 * Both answer the basket, which the basket slice keeps.
 */
export const basketGuestPassApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    applyGuestPass: build.mutation<Cart, ApplyGuestPassArgs>({
      query: ({ cartItemId, code, selectedUserId }) => ({
        url: buildPath(applyGuestPass.path, { cartItemId }),
        method: 'PUT',
        body: { code, selectedUserId },
      }),
    }),
    removeGuestPass: build.mutation<Cart, RemoveGuestPassArgs>({
      query: ({ cartItemId, selectedUserId }) => ({
        url: buildPath(removeGuestPass.path, { cartItemId }),
        method: 'DELETE',
        params: { selectedUserId: selectedUserId ?? undefined },
      }),
    }),
  }),
});

export const { useApplyGuestPassMutation, useRemoveGuestPassMutation } = basketGuestPassApi;
