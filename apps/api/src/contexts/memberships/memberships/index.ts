// The memberships module as other modules, its context and the seed use it.
export {
  registerMembershipPlanChangeRoutes,
  registerMembershipsRoutes,
} from './memberships.routes';
// Changing plan: the app gives it what later modules know, and its sweep makes changes due.
export { makePlanChanges, type PlanChangePorts } from './membership-plan-change.service';
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
  setFirstCollection,
  startPendingMembership,
} from './membership-joins';
export { MEMBERSHIP_NOT_FOUND_MESSAGE } from './own-membership';
// What the operator import writes membership plans and their venues with.
export {
  existingMembershipPlanIds,
  saveMembershipPlans,
  type MembershipPlanFields,
} from './membership-plan-import';
// What a new monthly price does to current members, said by the import before it writes.
export { monthlyPriceChanges, type PlanPriceChange } from './plan-price-changes';
// A plan's proof documents as joining online shows them and waits for them before paying.
export {
  assertMembershipDocumentsUploaded,
  documentsOfMembership,
} from './membership-documents.service';
// The sweep reminding members of a document expiring within 30 days, once per expiry.
export { remindOfExpiringDocuments } from './document-expiry-reminders';
// The first billing date on or after a day: also when Direct Debits are collected.
export { nextBillingDate } from './membership-end';
export { eraseMembershipDataOf, hasLiveMembership } from './personal-data';
// Where members stand, for the member directory: filtered and paged in SQL, said on the wire here.
export {
  currentMembershipFields,
  currentMembershipOf,
  holdsMembership,
  listMembershipStandings,
  type MembershipStanding,
} from './membership-standing';
export { nextBillingDue, statusShownOn } from './membership-state';
export { membershipIdOfNumber, membershipNumber } from './membership-number';
// Guest passes: given in My account; the basket prices a place by one, the checkout uses it.
export { registerGuestPassesRoutes } from './guest-passes.routes';
export {
  findUsableGuestPass,
  GUEST_PASS_IN_BASKET,
  GUEST_PASS_NOT_FOR_GIVER,
  GUEST_PASS_NOT_NEEDED,
  GUEST_PASS_USED_UP,
  guestPassGiver,
  useGuestPass,
  type UsableGuestPass,
} from './guest-passes.service';
// The demo seed draws its passes' codes as every pass's is drawn.
export { displayGuestPassCode, newGuestPassCode } from './guest-pass-code';
// Written by the demo seed only, which loads fixed rows so that running it again adds nothing.
export {
  guestPasses,
  membershipPlans,
  membershipPlanVenues,
  memberships,
} from './memberships.tables';
// The console's Membership plans page: the back-office context gives it staff roles, reach and the audit.
export { registerPlanSettingsRoutes } from './plan-settings.routes';
export type { PlanChange, PlanSettingsDeps } from './plan-settings.service';
