import type { Order as WireOrder } from '@lido/contract';
import { buildPath, getOrder } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

export type Order = Camelized<WireOrder>;

/** `GET /api/checkout/orders/{orderId}`: a completed order, for the booking confirmation. */
export const getOrderApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getOrder: build.query<Order, string>({
      query: (orderId) => ({ url: buildPath(getOrder.path, { orderId }) }),
    }),
  }),
});

export const { useGetOrderQuery } = getOrderApi;
