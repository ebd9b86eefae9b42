// The catalogue module as other modules, its context and the seed use it.
export { findActivityName } from './catalogue.repository';
// What the operator import writes locations with.
export {
  existingLocationIds,
  findLocationIdBySlug,
  saveLocations,
  type LocationFields,
} from './location-import';
// What the operator import checks schedules against, and the timetable names instructors with.
export { findActivityFacts, findLocationVenues, type ActivityFacts } from './activity-lookups';
export { findOrCreateInstructors } from './instructor-import';
// What the operator import writes activities, their prices and booking windows with.
export {
  findActivityIdsBySlug,
  findActivityOutlines,
  findChildActivityIdsOf,
  findPricingOptionKindsOf,
  newActivityId,
  existingActivityIds,
  existingPricingOptionIds,
  findPricingOptionAmounts,
  saveActivities,
  saveBookingWindows,
  savePricingOptions,
  type ActivityFields,
  type ActivityOutline,
  type BookingWindowFields,
  type PricingOptionFields,
} from './activity-import';
// The OpenActive activity list and facility types: what the import checks an activity's
// `openactive_activity` against, and what the open data feeds publish.
export {
  activityConcept,
  facilityTypeForActivity,
  findActivityConcept,
  type OpenActiveConcept,
} from './openactive-concepts';
export { registerCatalogueRoutes } from './catalogue.routes';
// What the activity-images module reads an activity by and sets its `image` with.
export {
  findActivityHeading,
  setActivityImage,
  type ActivityHeading,
} from './activity-image-field';
export { listVenueCategories, type CategoryRow } from './catalogue.repository';
// The console's Prices page; the back-office context plugs in staff roles, reach and the audit.
export { registerPriceListsRoutes } from './price-lists.routes';
export type { PriceChange, PriceListsDeps } from './price-lists.service';
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
