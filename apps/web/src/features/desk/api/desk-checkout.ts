import type { DeskReceipt, RouteBody, RouteResponse } from '@lido/contract';
import {
  buildPath,
  changeDeskPrice,
  checkVoucher,
  emailDeskReceipt,
  getDeskReceipt,
  payAtDesk,
  refundAtDesk,
} from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

export type DeskPayBody = Camelized<RouteBody<typeof payAtDesk>>;
export type DeskPayment = Camelized<RouteResponse<typeof payAtDesk>>;
export type DeskVoucherView = Camelized<RouteResponse<typeof checkVoucher>['data']>;
export type DeskReceiptView = Camelized<DeskReceipt>;
export type DeskRefundBody = Camelized<RouteBody<typeof refundAtDesk>>;
export type DeskRefundView = Camelized<RouteResponse<typeof refundAtDesk>['data']>;
export type DeskPriceChangeBody = Camelized<RouteBody<typeof changeDeskPrice>>;
export type DeskPriceChangeView = Camelized<RouteResponse<typeof changeDeskPrice>['data']>;

/** Paying at the desk (the checkout service's pay path), vouchers and receipts. */
export const deskCheckoutApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    payAtDesk: build.mutation<DeskPayment, { body: DeskPayBody; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        url: payAtDesk.path,
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
    checkVoucher: build.query<DeskVoucherView, string>({
      query: (code) => ({ url: buildPath(checkVoucher.path, { code }) }),
      keepUnusedDataFor: 0,
    }),
    getDeskReceipt: build.query<DeskReceiptView, number>({
      query: (id) => ({ url: buildPath(getDeskReceipt.path, { id: String(id) }) }),
      providesTags: (_receipt, _error, id) => [{ type: 'DeskReceipt', id }],
    }),
    /** Cancels bookings of the order and refunds them; the receipt then shows both. */
    refundAtDesk: build.mutation<
      DeskRefundView,
      { orderId: number; body: DeskRefundBody; idempotencyKey: string }
    >({
      query: ({ orderId, body, idempotencyKey }) => ({
        url: buildPath(refundAtDesk.path, { id: String(orderId) }),
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (_refund, _error, { orderId }) => [{ type: 'DeskReceipt', id: orderId }],
    }),
    emailDeskReceipt: build.mutation<{ message: string }, { id: number; email: string | null }>({
      query: ({ id, email }) => ({
        url: buildPath(emailDeskReceipt.path, { id: String(id) }),
        method: 'POST',
        body: { email },
      }),
    }),
    /** A manager's price for one item of the served customer's basket (receptionists get 403). */
    changeDeskPrice: build.mutation<
      DeskPriceChangeView,
      { cartItemId: number; body: DeskPriceChangeBody }
    >({
      query: ({ cartItemId, body }) => ({
        url: buildPath(changeDeskPrice.path, { cartItemId: String(cartItemId) }),
        method: 'PUT',
        body,
      }),
    }),
  }),
});

export const {
  usePayAtDeskMutation,
  useLazyCheckVoucherQuery,
  useGetDeskReceiptQuery,
  useEmailDeskReceiptMutation,
  useChangeDeskPriceMutation,
  useRefundAtDeskMutation,
} = deskCheckoutApi;
