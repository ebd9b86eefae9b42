import { buildPath, getTransaction } from '@lido/contract';
import { lidoApi } from '../lib/lido-api';
import type { Authorisation } from './authorise-checkout';

/** `GET /api/checkout/transactions/{uuid}`: polled while the 3-D Secure challenge is open. */
export const getTransactionApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getTransaction: build.query<Authorisation, string>({
      query: (transactionUuid) => ({ url: buildPath(getTransaction.path, { transactionUuid }) }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetTransactionQuery } = getTransactionApi;
