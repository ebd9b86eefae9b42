// The membership-pricing module as its context uses it. It owns no tables: it shows the plans of the
// memberships module valid at a venue, with what the benefits module says each includes.
export { registerMembershipPricingRoutes } from './membership-pricing.routes';
