// The direct-debit module as its context, the membership joining and the tests use it.
export { BANK_DETAILS_MESSAGES } from './bank-details';
// A change of plan's new monthly amount (memberships asks for it through flows/plan-change).
export { collectMonthlyAmount, settleSubscriptionAmounts } from './collection-amount';
export {
  endCollectionsOfCancelledMemberships,
  pauseCollectionsOfFrozenMemberships,
} from './ending-collections';
export type { DirectDebitProvider } from './direct-debit-provider';
export {
  findMandateOfMembership,
  listCollections,
  type MandateRow,
} from './direct-debit.repository';
export { createGoCardlessClient } from './gocardless-client';
export { createGoCardlessProvider } from './gocardless-provider';
export {
  assertBankDetails,
  type DirectDebitDeps,
  setUpDirectDebit,
  startCollecting,
} from './mandates';
export { eraseDirectDebitDataOf } from './personal-data';
// Many memberships' Direct Debit at a glance, for the member directory.
export {
  type DirectDebitSummary,
  directDebitSummaries,
  listRecentCollections,
  membershipInArrears,
} from './direct-debit-summaries';
export { registerDirectDebitRoutes } from './direct-debit.routes';
export { GOCARDLESS_WEBHOOK_PATH, registerDirectDebitWebhook } from './webhook.routes';
