import type { BasketDeps } from '../../contexts/booking/basket';
import type { CancellationDeps } from '../../contexts/booking/bookings';
import type { CheckoutDeps } from '../../contexts/booking/checkout';
import type { BookingPartner } from '../../contexts/openactive/booking-partners';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import type { Seller } from './order-items';

/** What the Open Booking API's steps use of the contexts it joins. */
export interface OpenBookingDeps {
  db: Database;
  clock: Clock;
  basket: BasketDeps;
  checkout: CheckoutDeps;
  cancellation: CancellationDeps;
}

/** Who is asking, for which operator: every step is a partner's, for the operator it is a partner of. */
export interface PartnerRequest {
  partner: BookingPartner;
  seller: Seller;
  uuid: string;
}

/** An answer with the status OBA gives it (409 when an item has an error), as JSON text. */
export interface OpenBookingAnswer {
  status: 200 | 201 | 409;
  json: string;
}
