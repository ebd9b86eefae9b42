// The direct-debit module as app.ts, the membership joining and the tests use it.
export { BANK_DETAILS_MESSAGES } from './bank-details';
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
export { registerDirectDebitRoutes } from './direct-debit.routes';
export { GOCARDLESS_WEBHOOK_PATH, registerDirectDebitWebhook } from './webhook.routes';
