// The basket module as the checkout, its context, the sweeps and the bench use it.
export { findCartByOwner, lockCart, type CartRow } from './basket.repository';
export { loadCartLines, type CartLine } from './cart-lines';
export { registerBasketRoutes } from './basket.routes';
export { holdPlaceForWaitlist, type WaitlistHold, type WaitlistHoldRequest } from './waitlist-hold';
export { basketOwnerOf, cartUuidOf, findAnonymousCart, type BasketDeps } from './basket-owner';
// A signed-out visitor's checkout checks each session may still be booked without an account.
export { findBookableOccurrence } from './bookable-occurrences';
export { itemHashOf, totalOf } from './cart-view';
// A manager's price at the desk (desk-prices), written in its transaction with the audit entry.
export { overrideItemPrice } from './item-price-override';
export {
  deleteItemsKeepingPlaces,
  extendHolds,
  lockLiveHolds,
  releaseExpiredHolds,
  releaseHoldsOn,
} from './holds.repository';
export { emptyBasketOf } from './personal-data';
// A booking partner's quote (flows/open-booking) holds its places as a visitor's basket does.
export { holdQuotedPlaces, releaseQuotedPlaces, type QuotedPlace } from './quote-places';
