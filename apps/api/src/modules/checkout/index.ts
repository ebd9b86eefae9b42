// The checkout module as the bookings module, the membership joining, its context and start-server
// use it.
export type { CreateBookings, ListOrderBookings, OrderBookingRow } from './checkout-ports';
export type { StepObserver } from './checkout-steps';
export { registerCheckoutRoutes } from './checkout.routes';
// A membership's first payment is a card payment as the checkout takes one: the same card
// request, 3-D Secure pages and answers.
export {
  authorisationOf,
  CARD_DECLINED,
  currencyOf,
  originOf,
  type RequestOrigin,
} from './checkout-basket';
export { type CardPaymentBody, cardRequestOf, prepareCardPayment } from './card-request';
export {
  authoriseMembershipCardPayment,
  completeMembershipCardPayment,
} from './membership-card-attempts';
// The demo seed gives its bookings orders, as the checkout would.
export { orders } from './checkout.tables';
