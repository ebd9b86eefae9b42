import { openDataBase } from '../../contexts/openactive/open-data-feeds';
import { OpenBookingError } from './open-booking-errors';
import { baseOf, type Seller } from './order-items';
import type { OrderRequest } from './order-requests';

/** The order's seller is the operator the partner books with: its `@id` as the feeds give it. */
export function assertSeller(request: OrderRequest, seller: Seller): void {
  if (request.seller !== `${openDataBase(baseOf(seller))}/seller`) {
    throw new OpenBookingError(
      'SellerNotFoundError',
      500,
      'The seller is not one this booking system sells for.',
    );
  }
}
