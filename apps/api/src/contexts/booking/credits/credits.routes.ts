import { adjustCredit, applyCartCredits, applyCredits, getMyCredit } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../platform/http/register-routes';
import { adjustCustomerCredit, creditStatement } from './credit-statement';
import { reserveCredits, type CreditsDeps } from './credits.service';

export function registerCreditsRoutes(app: FastifyInstance, deps: CreditsDeps): void {
  // Two paths for one call: clients use either.
  for (const route of [applyCredits, applyCartCredits]) {
    registerRoute(app, route, async ({ caller, body }) => reserveCredits(deps, caller, body));
  }

  registerRoute(app, getMyCredit, async ({ caller, query }) => ({
    data: await creditStatement(deps.db, caller, query.selected_user_id),
  }));

  registerRoute(app, adjustCredit, async ({ caller, params, body }) => ({
    data: await adjustCustomerCredit(deps.db, caller, params.customerId, body, deps.clock.now()),
  }));
}
