// The memberships module as other modules, app.ts and the seed use it. It owns account credit:
// other modules add to the ledger with recordCreditEntry, never by writing credit_entries.
export { creditBalances, recordCreditEntry } from './memberships.repository';
export { registerMembershipsRoutes } from './memberships.routes';
export {
  activeMembershipIds,
  countPackageSessionsRemaining,
  getCreditBalance,
  isActiveMember,
  listMyMemberships,
  loadCustomerStanding,
} from './memberships.service';
// Written by the demo seed only, which loads fixed rows so that running it again adds nothing.
export {
  creditEntries,
  customerPackages,
  guestPasses,
  membershipPlans,
  memberships,
} from './memberships.tables';
