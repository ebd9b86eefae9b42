import { getGeocode } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../platform/db/client';
import { registerRoute } from '../../../platform/http/register-routes';
import { geocode, type GeocodingDeps } from './geocoding.service';
import { createMapboxGeocoder } from './mapbox-geocoder';

export function registerGeocodingRoutes(
  app: FastifyInstance,
  { db, mapboxToken }: { db: Database; mapboxToken?: string | undefined },
): void {
  const deps: GeocodingDeps = {
    db,
    online: mapboxToken ? createMapboxGeocoder({ token: mapboxToken }) : null,
  };
  registerRoute(app, getGeocode, async ({ query, log }) =>
    geocode(deps, query.q, { limit: query.limit, log }),
  );
}
