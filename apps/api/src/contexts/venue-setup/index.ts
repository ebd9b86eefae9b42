import { lidoPlugin } from '../../platform/lido-plugin';
import { sitesForRequest } from '../../platform/http/sites';
import { registerActivityImageRoutes } from './activity-images';
import { registerCatalogueRoutes } from './catalogue';
import { registerGeocodingRoutes } from './geocoding';
import { registerSiteConfigRoutes } from './site-config';
import { registerTermsRoutes } from './terms';
import { registerVenueRoutes } from './venues';

/**
 * Venue setup as customers read it: the operator's site configuration and theme, venues and
 * distances, activities (and their images) and their prices, and the terms.
 */
export const venueSetupContext = lidoPlugin({ name: 'venue-setup' }, (scope) => {
  const { db, config, sites } = scope.lido;
  registerSiteConfigRoutes(scope, {
    db,
    isMaintenanceMode: config.MAINTENANCE_MODE,
    isDemo: config.LIDO_DEMO,
    mapTiles: config.MAP_TILE_URL
      ? { url: config.MAP_TILE_URL.template, attribution: config.MAP_TILE_ATTRIBUTION }
      : null,
    siteUrlsFor: (request) => sitesForRequest(request, sites).urls,
  });
  registerVenueRoutes(scope, { db });
  registerGeocodingRoutes(scope, { db, mapboxToken: config.MAPBOX_TOKEN });
  registerCatalogueRoutes(scope, { db });
  registerActivityImageRoutes(scope, { db });
  registerTermsRoutes(scope, { db });
});
