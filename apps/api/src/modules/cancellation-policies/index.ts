// The cancellation policies module as bookings and the demo seed use it.
export { findCancellationPolicies, type PolicyLookup } from './cancellation-policies.repository';
export {
  cancellationPolicies,
  type CancellationPolicy,
  type RefundDestination,
} from './cancellation-policies.tables';
export {
  type CancellationTerms,
  DEFAULT_POLICY,
  judgeCancellation,
  STARTED_CUTOFF_MESSAGE,
} from './cancellation-terms';
