import type { RouteBody } from '@lido/contract';
import {
  authoriseArrearsPayment,
  buildPath,
  completeArrearsPayment,
  prepareArrearsPayment,
} from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import { accountParams } from '../../../shared/api/account-query-args';
import type { Authorisation } from '../../../shared/api/authorise-checkout';
import type { Preparation } from '../../../shared/api/prepare-checkout';
import type {
  MembershipDirectDebit,
  MembershipDirectDebitArgs,
} from './get-membership-direct-debit';
import { getMembershipDirectDebitApi } from './get-membership-direct-debit';

export interface AuthoriseArrearsArgs extends MembershipDirectDebitArgs {
  body: Camelized<RouteBody<typeof authoriseArrearsPayment>>;
  /** One per payment attempt, so a retried request cannot charge twice. */
  idempotencyKey: string;
}

export interface CompleteArrearsArgs extends MembershipDirectDebitArgs {
  transactionUuid: string;
  idempotencyKey: string;
}

/**
 * Paying what failed Direct Debits left owing, by card with 3-D Secure, in the three steps of
 * every card payment: `prepare` (a fresh session key each attempt), `authorise`, `complete`. The
 * completed answer is the Direct Debit as it now is, put straight into the cache.
 */
export const payArrearsApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    prepareArrears: build.mutation<Preparation, MembershipDirectDebitArgs>({
      query: ({ membershipId, ...args }) => ({
        url: buildPath(prepareArrearsPayment.path, { id: membershipId }),
        method: 'POST',
        params: accountParams(args),
      }),
    }),
    authoriseArrears: build.mutation<Authorisation, AuthoriseArrearsArgs>({
      query: ({ membershipId, body, idempotencyKey, ...args }) => ({
        url: buildPath(authoriseArrearsPayment.path, { id: membershipId }),
        method: 'POST',
        params: accountParams(args),
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
    completeArrears: build.mutation<MembershipDirectDebit, CompleteArrearsArgs>({
      query: ({ membershipId, transactionUuid, idempotencyKey, ...args }) => ({
        url: buildPath(completeArrearsPayment.path, { id: membershipId }),
        method: 'POST',
        params: accountParams(args),
        body: { transactionUuid },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      async onQueryStarted(
        { transactionUuid: _uuid, idempotencyKey: _key, ...args },
        { dispatch, queryFulfilled },
      ) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(
            getMembershipDirectDebitApi.util.upsertQueryData(
              'getMembershipDirectDebit',
              args,
              data,
            ),
          );
        } catch {
          // The payment page shows the failure.
        }
      },
    }),
  }),
});

export const {
  usePrepareArrearsMutation,
  useAuthoriseArrearsMutation,
  useCompleteArrearsMutation,
} = payArrearsApi;
