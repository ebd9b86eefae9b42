import type { DeskReceipt, RouteBody, RouteResponse } from '@lido/contract';
import { buildPath, checkVoucher, getDeskReceipt, payAtDesk } from '@lido/contract';
import { lidoApi } from '../../../app/api';
import type { Camelized } from '../../../lib/case-keys';

export type DeskPayBody = Camelized<RouteBody<typeof payAtDesk>>;
export type DeskPayment = Camelized<RouteResponse<typeof payAtDesk>>;
export type DeskVoucherView = Camelized<RouteResponse<typeof checkVoucher>['data']>;
export type DeskReceiptView = Camelized<DeskReceipt>;

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
    }),
  }),
});

export const { usePayAtDeskMutation, useLazyCheckVoucherQuery, useGetDeskReceiptQuery } =
  deskCheckoutApi;
