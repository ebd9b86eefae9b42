// The credit ledger as other modules, its context, the seed and tests use it. It owns account credit:
// other modules add to the ledger with recordCreditEntry and hold or spend it only through the
// credit tender (createCreditTender), never by writing credit_entries.
export {
  CREDIT_UNAVAILABLE,
  creditAppliedTo,
  creditOptions,
  type BasketForCredit,
  type CreditRequest,
} from './basket-credit';
export { createCreditTender, type CreditTender } from './credit-tender';
export { recordAdjustment, type GrantLimit } from './adjustments';
export { expireMembershipCredit } from './credit-expiry';
export { getCreditBalance } from './credit-balance';
export {
  creditBalances,
  listCreditEntries,
  noCredit,
  recordCreditEntry,
  summariseCreditMovements,
  type CreditByKind,
  type NewCreditEntry,
} from './credit-ledger.repository';
// Read in joins by the reconciliation report; loaded with fixed rows by the demo seed.
export {
  creditEntries,
  creditKinds,
  creditReservations,
  type CreditKind,
} from './credit-ledger.tables';
