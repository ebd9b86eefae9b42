// The waitlists module as its context and the seed use it.
export {
  createWaitlistOffers,
  defaultOfferPolicy,
  type OfferPolicy,
  type OfferRun,
  type OfferScope,
} from './offers';
export { countWaiting } from './waitlists.repository';
export { registerWaitlistsRoutes } from './waitlists.routes';
export { closeWaitlistOf, leaveEveryWaitlist } from './personal-data';
// Written by the demo seed only; the routes write entries through waitlists.service.ts.
export { waitlistEntries } from './waitlists.tables';
