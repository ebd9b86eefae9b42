// The penalties module as memberships, the basket, bookings and its context use it.
export {
  hasUnsettledPenalty,
  recordPenalty,
  waiveBookingPenalty,
  type NewPenalty,
} from './penalties.repository';
export { registerPenaltiesRoutes } from './penalties.routes';
export {
  assertNoOutstandingPenalty,
  OUTSTANDING_PENALTY_MESSAGE,
  toWirePenalty,
} from './penalties.service';
// Written by tests and the demo seed; the product charges penalties with recordPenalty.
export { accountPenalties, type PenaltyRow } from './penalties.tables';
