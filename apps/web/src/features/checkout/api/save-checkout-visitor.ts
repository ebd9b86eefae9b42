import { saveCheckoutVisitor } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import { cartUuidHeaders } from '../../../shared/lib/cart-uuid-storage';
import { type CheckoutVisitor, getCheckoutVisitorApi } from './get-checkout-visitor';

export interface SaveCheckoutVisitorArgs {
  /** The basket's uuid, under which the saved details are remembered. */
  cartUuid: string;
  body: CheckoutVisitor;
}

/**
 * `PUT /api/checkout/visitor`: who is booking a signed-out visitor's basket, before the card form
 * opens. 422 names each field; 409 a place that needs an account.
 */
export const saveCheckoutVisitorApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    saveCheckoutVisitor: build.mutation<CheckoutVisitor, SaveCheckoutVisitorArgs>({
      query: ({ body }) => ({
        url: saveCheckoutVisitor.path,
        method: 'PUT',
        body,
        headers: cartUuidHeaders(),
      }),
      async onQueryStarted({ cartUuid }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(
            getCheckoutVisitorApi.util.upsertQueryData('getCheckoutVisitor', cartUuid, data),
          );
        } catch {
          // The form shows the failure.
        }
      },
    }),
  }),
});

export const { useSaveCheckoutVisitorMutation } = saveCheckoutVisitorApi;
