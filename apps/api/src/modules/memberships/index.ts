// The memberships module as other modules, app.ts and the seed use it.
export { registerMembershipsRoutes } from './memberships.routes';
export {
  activeMembershipIds,
  activePlanOf,
  isActiveMember,
  listMyMemberships,
  loadCustomerStanding,
  memberStanding,
} from './memberships.service';
export {
  findPlan,
  listPlansAtVenue,
  listPlanVenues,
  type MembershipPlanRow,
  type PlanVenue,
} from './membership-plans.repository';
export {
  abandonPendingMembership,
  findCurrentMembership,
  findMembership,
  type MembershipRow,
  noteDirectDebitInstruction,
  openPendingMembership,
  startPendingMembership,
} from './membership-joins';
export { MEMBERSHIP_NOT_FOUND_MESSAGE } from './own-membership';
// The first billing date on or after a day: also when Direct Debits are collected.
export { nextBillingDate } from './membership-end';
export { eraseMembershipDataOf, hasLiveMembership } from './personal-data';
// Written by the demo seed only, which loads fixed rows so that running it again adds nothing.
export {
  guestPasses,
  membershipPlans,
  membershipPlanVenues,
  memberships,
} from './memberships.tables';
