import { getOnlineJoiningVenues, getVenue, getVenues } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../platform/http/register-routes';
import { getVenue as readVenue, listVenues, type VenuesDeps } from './venues.service';

export function registerVenueRoutes(app: FastifyInstance, deps: VenuesDeps): void {
  registerRoute(app, getVenues, async () => ({ data: await listVenues(deps) }));
  registerRoute(app, getOnlineJoiningVenues, async () => ({
    data: await listVenues(deps, { onlineJoiningOnly: true }),
  }));
  registerRoute(app, getVenue, async ({ params }) => ({
    data: await readVenue(deps, params.venue),
  }));
}
