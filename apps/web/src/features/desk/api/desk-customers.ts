import type { RouteBody } from '@lido/contract';
import { createDeskCustomer, createWalkIn, searchDeskCustomers } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import type { DeskCustomerView } from '../../../shared/lib/served-customer';

export type NewDeskCustomerBody = Camelized<RouteBody<typeof createDeskCustomer>>;

/** Finding, making and serving the person at the desk (`/api/foh/customers`, `/api/foh/walk-ins`). */
export const deskCustomersApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    searchDeskCustomers: build.query<DeskCustomerView[], string>({
      query: (search) => ({ url: searchDeskCustomers.path, params: { search } }),
      // Someone made or changed a moment ago must be found by the next search.
      keepUnusedDataFor: 0,
    }),
    createDeskCustomer: build.mutation<DeskCustomerView, NewDeskCustomerBody>({
      query: (body) => ({ url: createDeskCustomer.path, method: 'POST', body }),
    }),
    createWalkIn: build.mutation<DeskCustomerView, void>({
      query: () => ({ url: createWalkIn.path, method: 'POST', body: {} }),
    }),
  }),
});

export const {
  useLazySearchDeskCustomersQuery,
  useCreateDeskCustomerMutation,
  useCreateWalkInMutation,
} = deskCustomersApi;
