// The restrictions module as the timetable, basket, checkout, membership joining, its context and the
// seed use it. It owns who may take a place on an activity (`activity_restrictions`: members
// only, an age range on the day, an induction first) and the inductions customers completed
// (`inductions`).
export {
  NO_RESTRICTIONS,
  type ActivityRestrictions,
  type UnmetRestriction,
} from './restriction-rules';
export { findActivityRestrictions } from './restrictions.repository';
export { assertPlacesReady, waiversOfPlaces, type PlaceForWaiver } from './attendee-waivers';
export {
  assertMayAttend,
  loadPartyRestriction,
  restrictionRowFields,
} from './restrictions.service';
export { registerRestrictionsRoutes } from './restrictions.routes';
export { eraseInductionsOf } from './personal-data';
// Loaded with fixed rows by the demo seed.
export { activityRestrictions, inductions, type RestrictionKind } from './restrictions.tables';
