// The memberships module as other modules, app.ts and the seed use it.
export { registerMembershipsRoutes } from './memberships.routes';
export {
  activeMembershipIds,
  activePlanOf,
  isActiveMember,
  listMyMemberships,
  loadCustomerStanding,
} from './memberships.service';
export { eraseMembershipDataOf, hasLiveMembership } from './personal-data';
// Written by the demo seed only, which loads fixed rows so that running it again adds nothing.
export { guestPasses, membershipPlans, memberships } from './memberships.tables';
