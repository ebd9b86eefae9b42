import { recordInduction as recordInductionRoute } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { registerRoute } from '../../http/register-routes';
import { recordInduction } from './restrictions.service';

export function registerRestrictionsRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Database; clock: Clock },
): void {
  registerRoute(app, recordInductionRoute, async ({ caller, body }) => ({
    data: await recordInduction(db, caller, {
      customerId: body.customer_id,
      activity: body.activity,
      now: clock.now(),
    }),
  }));
}
