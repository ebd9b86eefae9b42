import { getTerms } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../platform/db/client';
import { registerRoute } from '../../../platform/http/register-routes';
import { listBookingTerms } from './terms.repository';

export function registerTermsRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  // Every basket is bought on the same terms today; `cart_id` is where per-venue terms will key.
  registerRoute(app, getTerms, async () => ({
    data: (await listBookingTerms(db)).map(({ id, title, body }) => ({ id, title, body })),
  }));
}
