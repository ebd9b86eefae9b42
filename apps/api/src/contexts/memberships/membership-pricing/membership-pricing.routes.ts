import { getVenueMembershipPlans } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../platform/db/client';
import { registerRoute } from '../../../platform/http/register-routes';
import { venueMembershipPlans } from './membership-pricing.service';

export function registerMembershipPricingRoutes(
  app: FastifyInstance,
  deps: { db: Database },
): void {
  registerRoute(app, getVenueMembershipPlans, async ({ params }) => ({
    data: await venueMembershipPlans(deps.db, params.venue),
  }));
}
