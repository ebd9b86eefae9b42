import { applyCartCredits, applyCredits } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerRoute } from '../../http/register-routes';
import { reserveCredits } from './credits.service';

export function registerCreditsRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  // Two paths for one call: clients use either.
  for (const route of [applyCredits, applyCartCredits]) {
    registerRoute(app, route, async ({ caller, body }) => reserveCredits(db, caller, body));
  }
}
