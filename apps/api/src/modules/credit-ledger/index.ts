// The credit ledger as other modules, app.ts, the seed and tests use it. It owns account credit:
// other modules add to the ledger with recordCreditEntry and spend only through
// spendAppliedCredit, never by writing credit_entries.
export {
  applyCreditToBasket,
  CREDIT_UNAVAILABLE,
  creditAppliedTo,
  creditOptions,
  spendAppliedCredit,
  type BasketForCredit,
  type CreditRequest,
} from './basket-credit';
export { recordAdjustment } from './adjustments';
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
