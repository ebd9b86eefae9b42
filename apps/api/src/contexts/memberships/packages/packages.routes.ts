import { getMyPackages } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { registerRoute } from '../../../platform/http/register-routes';
import { resolveActingCustomer } from '../../people/accounts';
import { listMyPackages } from './packages.service';

export function registerPackagesRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Database; clock: Clock },
): void {
  registerRoute(app, getMyPackages, async ({ caller, query }) => {
    const acting = await resolveActingCustomer(db, caller, query.selected_user_id);
    return { data: await listMyPackages(db, acting.customerId, clock.now()) };
  });
}
