// The catalogue module as other modules, app.ts and the seed use it.
export { findActivityName } from './catalogue.repository';
export { registerCatalogueRoutes } from './catalogue.routes';
export { ACTIVITY_NOT_FOUND_MESSAGE, toLocation } from './catalogue.service';
// Read in the bookings module's joins and written by the demo seed; nothing else writes them.
export {
  categories,
  categoryLocations,
  instructors,
  locations,
  pricingOptions,
  tags,
  type V1Type,
  type V2Type,
} from './catalogue.tables';
