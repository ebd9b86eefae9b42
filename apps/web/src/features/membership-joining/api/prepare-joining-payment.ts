import { buildPath, prepareJoiningPayment } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Preparation } from '../../../shared/api/prepare-checkout';

/**
 * `POST /api/online-joining/memberships/{id}/prepare`: a fresh merchant session key for the card
 * form, as the checkout prepares a basket. A mutation: every attempt after a failure needs a new
 * key.
 */
export const prepareJoiningPaymentApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    prepareJoiningPayment: build.mutation<Preparation, number>({
      query: (membershipId) => ({
        url: buildPath(prepareJoiningPayment.path, { id: membershipId }),
        method: 'POST',
      }),
    }),
  }),
});

export const { usePrepareJoiningPaymentMutation } = prepareJoiningPaymentApi;
