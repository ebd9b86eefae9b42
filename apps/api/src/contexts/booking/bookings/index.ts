// The bookings module as its context and the seed use it.
export { registerBookingsRoutes } from './bookings.routes';
// A guest's bookings move to the account they are claimed into (the checkout flow's claim).
export { createOrderBookings, listOrderBookings, moveGuestBookings } from './order-bookings';
export { hasUpcomingBookings } from './personal-data';
// Refunds at the desk (desk-refunds) cancel bookings through the same steps as a cancellation.
export {
  cancelRefundedBookings,
  lockOrderBookingsForRefund,
  type RefundableBooking,
} from './desk-refund-bookings';
// The venue cancelling or moving a session (session-operations): its bookings cancelled and
// refunded in full by the policy's destination, and whom to tell.
export {
  cancelBookingsOfCancelledSession,
  findBookedCustomersOn,
  type SessionBookingRefund,
} from './session-cancelled-bookings';
// Written by the demo seed only; the checkout writes bookings through createOrderBookings.
export { bookings } from './bookings.tables';
// An OpenActive booking partner cancels its customer's bookings (flows/open-booking).
export { cancelPartnerBookings } from './partner-cancellation';
export type { CancellationDeps } from './booking-cancellation';
// The venue cancelling a whole order, refunded in full (the Open Booking API's test interface).
export { cancelOrderBySeller, type SellerCancellationRefund } from './seller-cancellation';
