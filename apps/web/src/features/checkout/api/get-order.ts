import type { Order as WireOrder } from '@lido/contract';
import { buildPath, getOrder } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

export type Order = Camelized<WireOrder>;

export interface GetOrderArgs {
  orderId: string;
  /** A signed-out visitor's key to their own order (the `order_token` complete answered). */
  token?: string | null;
}

/** `GET /api/checkout/orders/{orderId}`: a completed order, for the booking confirmation. */
export const getOrderApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getOrder: build.query<Order, GetOrderArgs>({
      query: ({ orderId, token }) => ({
        url: buildPath(getOrder.path, { orderId }),
        params: { token: token ?? undefined },
      }),
    }),
  }),
});

export const { useGetOrderQuery } = getOrderApi;
