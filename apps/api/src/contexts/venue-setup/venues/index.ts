// The venues module as other modules, app.ts and the seed use it.
export {
  findOperator,
  findOperatorById,
  findVenueByIdentifier,
  isNumericIdentifier,
  listVenues,
  type OperatorRow,
  type VenueRow,
} from './venues.repository';
// What the operator import writes the operator and venues with.
export {
  saveOperator,
  existingVenueIds,
  saveVenues,
  venueIdsBySlug,
  type OperatorFields,
  type VenueFields,
} from './venue-import';
export { registerVenueRoutes } from './venues.routes';
export { VENUE_NOT_FOUND_MESSAGE } from './venues.service';
// Read in other modules' joins (accounts, bookings, geocoding, memberships) and written by the
// demo seed; nothing else writes them.
export { operators, venues } from './venues.tables';
