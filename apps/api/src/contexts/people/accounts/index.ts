// The accounts module as other modules, its context, the sweeps, the seed and the bench use it.
export {
  type CustomerStanding,
  type LoadCustomerStanding,
  type LoadMemberStanding,
  type QueueEmail,
  realSleep,
  type Sleep,
} from './account-ports';
export {
  findCustomerById,
  findCustomerIdByEmail,
  findStaffByEmail,
  findStaffById,
  isUniqueViolation,
} from './accounts.repository';
export { registerAccountsRoutes } from './accounts.routes';
// The console's Staff page; app.ts plugs in the audit.
export { registerStaffAccountsRoutes } from './staff-accounts.routes';
export type { StaffChange } from './staff-accounts.service';
export { EMAIL_TAKEN_MESSAGE } from './auth.service';
export { staffRunsVenue } from './staff-reach';
// What the operator import writes customers (and their families and invitations) with.
export {
  customerIdsByEmail,
  familyLinksOfCustomers,
  type ImportedCustomerFields,
  replaceFamilyLeads,
  saveImportedCustomers,
} from './customer-import';
export { sendDueInvitations, type QueueEmails } from './customer-invitations';
export {
  type DeskCustomerRow,
  findDeskCustomer,
  insertDeskCustomer,
  searchCustomersStaffActFor,
} from './desk-customers.repository';
export { clearAuthCookie, setAuthCookie, type AuthCookieSettings } from './auth-cookie';
// Guest checkout (issue 43): the checkout books a signed-out visitor as a guest customer, and the
// claim link of its confirmation turns the guest into an account or adds the bookings to one.
export {
  GUEST_CLAIM_DAYS,
  guestCustomerFor,
  guestEmailOf,
  issueGuestClaimToken,
  spendGuestClaim,
  type GuestVisitor,
} from './guest-customers';
export {
  CLAIM_LINK_INVALID_MESSAGE,
  CLAIM_PASSWORD_REQUIRED,
  claimGuestAsAccount,
  describeClaimant,
  type GuestClaimDeps,
  readGuestClaim,
} from './guest-claims.service';
export { isCustomerPassword, isStaffPassword } from './passwords.service';
export {
  dependantsClosedWith,
  ERASED_FIRST_NAME,
  ERASED_LAST_NAME,
  eraseCustomerRecord,
} from './personal-data';
export {
  customersStaffActFor,
  deskStaffOf,
  resolveActingCustomer,
  UNAUTHORISED_MESSAGE,
} from './acting-customer';
export { DISCOUNT_SIGN_IN, resolveDiscountCustomer } from './ticket-discount-customer';
export { createAfterResponseWork } from './after-response';
export { createCallerResolver } from './caller-resolver';
export { CALLERS_CHANNEL, createCallerCache } from './caller-cache';
export { pruneLoginThrottles, signInThrottlePolicy } from './login-throttle';
export { hashPassword, verifyPassword } from './password-hashing';
export { createSecretToken } from './secret-tokens';
// What the operator import writes staff with (and emails each new one an invitation through).
export {
  saveImportedStaff,
  staffRoles,
  type ImportedStaffFields,
  type StaffRole,
} from './staff-import';
// Written by the demo seed only; other modules go through the functions above (the member
// directory reads `customers` in its join: who they are, to find them by).
export { customers, familyLinks, staffUsers } from './accounts.tables';
