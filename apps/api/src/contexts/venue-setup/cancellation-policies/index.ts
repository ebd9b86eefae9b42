// The cancellation policies module as bookings and the demo seed use it.
export { findCancellationPolicies, type PolicyLookup } from './cancellation-policies.repository';
// What the operator import writes policies with.
export { saveCancellationPolicies, type CancellationPolicyFields } from './policy-import';
export {
  cancellationPolicies,
  type CancellationPolicy,
  type RefundDestination,
} from './cancellation-policies.tables';
export { summarisePolicy } from './policy-summary';
export {
  type CancellationTerms,
  DEFAULT_POLICY,
  judgeCancellation,
  STARTED_CUTOFF_MESSAGE,
} from './cancellation-terms';
