import { lidoPlugin } from '../../platform/lido-plugin';
import { registerAccountClosureRoutes } from './account-closure.routes';

/**
 * Closing an account: what stops a closure (upcoming bookings, a live membership, a payment in
 * flight) is checked in every context that holds the customer's data, then their personal data,
 * and that of the family members closed with them, is erased in one transaction
 * (account-closure.service.ts).
 */
export const accountClosureFlow = lidoPlugin({ name: 'account-closure' }, (scope) => {
  const { db, clock, authCookie } = scope.lido;
  registerAccountClosureRoutes(scope, { db, clock, authCookie });
});
