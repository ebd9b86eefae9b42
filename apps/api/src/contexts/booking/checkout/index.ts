// The checkout module as the bookings module, the checkout flow and the demo seed use it.
export type { CreateBookings, ListOrderBookings, OrderBookingRow } from './checkout-ports';
export { registerCheckoutRoutes } from './checkout.routes';
// A guest's orders move to the account their bookings are claimed into (the checkout flow).
export { moveGuestOrders } from './guest-orders';
// The demo seed gives its bookings orders, as the checkout would.
export { orders } from './checkout.tables';
// An OpenActive booking partner's order (flows/open-booking): the visitor checkout, paid by it.
export type { CheckoutDeps } from './checkout-basket';
export { completePartnerOrder } from './partner-order';
