import type { RouteBody, RouteQuery } from '@lido/contract';
import { registerCustomer } from '@lido/contract';
import { lidoApi } from '../lib/lido-api';
import type { Camelized } from '../lib/case-keys';
import { announceAuthChange } from '../state/auth-events';
import type { LogInResult } from './log-in';

export interface RegisterArgs {
  onboardingType: NonNullable<RouteQuery<typeof registerCustomer>['onboarding_type']>;
  /** Customer fields with `clientId` and `source`, camelCase (sent snake_case). */
  body: Camelized<RouteBody<typeof registerCustomer>>;
}

/** `POST /api/auth/customer/register`: creates the account and signs it in. */
export const registerApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<LogInResult, RegisterArgs>({
      query: ({ onboardingType, body }) => ({
        url: registerCustomer.path,
        method: 'POST',
        params: { onboardingType },
        body,
      }),
      async onQueryStarted(_args, { queryFulfilled }) {
        try {
          // The API set the session cookie; the token in the answer is for API clients.
          await queryFulfilled;
          announceAuthChange();
        } catch {
          // The form shows the failure.
        }
      },
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
