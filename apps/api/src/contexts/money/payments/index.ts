// The payments module as the checkout, its context, the sweeps and the seed use it.
export {
  findCardTransaction,
  findLatestSavedCard,
  findLiveTransactionForBasket,
  findLiveTransactionForMembership,
  findSavedCard,
  listAttemptsNeedingAttention,
  moveCardTransaction,
  recordPayment,
  summariseAttempts,
  summarisePayments,
  type CardTransactionRow,
} from './card-payments.repository';
export { chooseCard, type CardChoice } from './card-choice';
// How an order was paid and where a refund went, as the confirmation, its email and the refund
// emails say it.
export { listOrderPayments, paidOnly } from './order-payments';
export {
  CARD_REFUND_TIMING,
  cardOf,
  describePayment,
  describeRefund,
  type OrderPayment,
  type RefundGiven,
} from './payment-descriptions';
export { findCardPaidOrders } from './card-paid-orders';
export {
  deskPaymentFactsOf,
  deskTakingsBetween,
  deskTakingsOn,
  type DeskTakingsRow,
  netPaidByTender,
} from './desk-takings';
export {
  queueCardRefund,
  type QueuedRefund,
  type RefundRun,
  settleCardRefund,
  settleCardRefunds,
} from './card-refunds';
export {
  createCardTender,
  type CardReservationRequest,
  type CardTender,
  PAYING_ALREADY,
} from './card-tender';
export { createOpayoProvider } from './opayo-provider';
export { createTillTender, type TillTenderType } from './till-tender';
export type { PaymentProvider } from './payment-provider';
export { reconcilePayments, type ReconciliationRun } from './payment-reconciliation';
export { registerPaymentsRoutes } from './payments.routes';
export { tenderTypeLabels } from './payments.service';
export { eraseCardholderDataOf, hasPaymentInFlight } from './personal-data';
// Written by the demo seed only; the checkout records payments with recordPayment.
export { payments } from './payments.tables';
// A card payment as the checkout and a membership's first payment both take it: the same card
// request, 3-D Secure pages and answers.
export {
  authorisationOf,
  CARD_DECLINED,
  CHALLENGE_FAILED,
  currencyOf,
  originOf,
  type RequestOrigin,
  wireStatus,
} from './card-answers';
export { type CardPaymentBody, cardRequestOf, prepareCardPayment } from './card-request';
// The billing lines a customer typed at a checkout, remembered for their next (issue 43).
export { typedBillingOf } from './billing-details';
export {
  authoriseMembershipCardPayment,
  completeMembershipCardPayment,
} from './membership-card-attempts';
// An OpenActive booking partner's payment, and the refunds it owes its customers.
export { partnerTender, recordPartnerRefund } from './partner-tender';
