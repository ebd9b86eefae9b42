import type { RememberedBillingDetails as WireBillingDetails } from '@lido/contract';
import { getRememberedBillingDetails } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

export type RememberedBillingDetails = Camelized<WireBillingDetails>;

/**
 * `GET /api/checkout/billing-details`: the billing details of the signed-in customer's last card
 * checkout, or null (issue 43). The argument is the customer's id, which keys the cache: someone
 * signing in after another person on the same device never sees that person's address.
 */
export const getRememberedBillingDetailsApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getRememberedBillingDetails: build.query<RememberedBillingDetails | null, number>({
      query: () => ({ url: getRememberedBillingDetails.path }),
    }),
  }),
});

export const { useGetRememberedBillingDetailsQuery } = getRememberedBillingDetailsApi;
