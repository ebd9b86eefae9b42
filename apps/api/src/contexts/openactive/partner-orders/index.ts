// The partner-orders module as the Open Booking API (flows/open-booking), the background sweeps
// and the tests use it: each booking partner's orders by their uuids, and its Orders feed.
export {
  addCustomerCancelled,
  claimPartnerOrder,
  findBookedOrdersByUuid,
  findPartnerOrder,
  forgetAbandonedQuotes,
  forgetQuote,
  markBooked,
  markDeleted,
  setQuoteBasket,
} from './partner-orders.repository';
export { publishPartnerOrders, readOrdersFeedPage } from './orders-feed';
export { orderItemOf, orderItemSuffix } from './orders-feed-items';
