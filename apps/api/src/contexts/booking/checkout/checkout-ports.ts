import type { Database } from '../../../platform/db/client';

/**
 * What checkout needs from the bookings module, listed after it (docs/decisions/005): flows/checkout
 * wires the implementations in.
 */
export interface NewBooking {
  customerId: number;
  occurrenceId: number;
  pricingOptionId: number;
  orderId: number;
  pricePence: number;
  quantity: number;
  /** The package a visit was taken from for the attendee's place. */
  packageId: number | null;
  benefitId: number | null;
  createdAt: Date;
}

export type CreateBookings = (db: Database, bookings: readonly NewBooking[]) => Promise<void>;

export interface OrderBookingRow {
  id: number;
  customerId: number;
  firstName: string;
  lastName: string;
  occurrenceId: number;
  name: string;
  date: string;
  startsAt: Date;
  endsAt: Date;
  quantity: number;
  pricePence: number;
  pricingOptionName: string;
  /** Cancelled since the order was made (by the customer, or refunded at the desk). */
  status: 'booked' | 'cancelled';
  /** The secret of the booking's "Can't make it? Release my place" link (null on older ones). */
  releaseToken: string | null;
  venue: { id: number; slug: string; name: string; timezone: string; address: string };
  location: { id: number; name: string; slug: string; type: string } | null;
}

export type ListOrderBookings = (db: Database, orderId: number) => Promise<OrderBookingRow[]>;

export interface CheckoutPorts {
  createBookings: CreateBookings;
  listOrderBookings: ListOrderBookings;
}
