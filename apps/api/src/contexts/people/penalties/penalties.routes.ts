import { getMyPenalties, settlePenalty as settlePenaltyRoute } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { registerRoute } from '../../../platform/http/register-routes';
import { listMyPenalties, settlePenalty } from './penalties.service';

export function registerPenaltiesRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Database; clock: Clock },
): void {
  registerRoute(app, getMyPenalties, async ({ caller, query }) => ({
    data: await listMyPenalties(db, caller, query.selected_user_id),
  }));

  registerRoute(app, settlePenaltyRoute, async ({ caller, params, body }) => ({
    data: await settlePenalty(db, caller, params.penaltyId, {
      outcome: body.outcome,
      now: clock.now(),
    }),
  }));
}
