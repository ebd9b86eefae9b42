import type { BookingFilter } from '@lido/contract';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { categories, locations } from '../../venue-setup/catalogue';
import { occurrences } from '../../timetable/timetable';
import { venues } from '../../venue-setup/venues';
import { bookings } from './bookings.tables';

/** A booking with what My account shows of its occurrence, activity, venue and location. */
export async function listCustomerBookings(
  db: Database,
  customerId: number,
  { filter, now, limit }: { filter: BookingFilter; now: Date; limit?: number },
) {
  const condition =
    filter === 'future'
      ? and(
          eq(bookings.customerId, customerId),
          eq(bookings.status, 'booked'),
          gte(occurrences.startsAt, now),
        )
      : filter === 'past'
        ? and(eq(bookings.customerId, customerId), lt(occurrences.startsAt, now))
        : eq(bookings.customerId, customerId);
  const query = selectBookingRows(db)
    .where(condition)
    .orderBy(
      filter === 'past' ? desc(occurrences.startsAt) : asc(occurrences.startsAt),
      asc(bookings.id),
    );
  return limit === undefined ? query : query.limit(limit);
}

/** A customer's cancelled bookings, latest cancellation first. */
export async function listCancelledBookings(db: Database, customerId: number, limit: number) {
  return selectBookingRows(db)
    .where(and(eq(bookings.customerId, customerId), eq(bookings.status, 'cancelled')))
    .orderBy(desc(bookings.cancelledAt), desc(bookings.id))
    .limit(limit);
}

/** The booking a confirmation email's release link names. */
export async function findBookingByReleaseToken(db: Database, token: string) {
  const [row] = await selectBookingRows(db).where(eq(bookings.releaseToken, token));
  return row;
}

function selectBookingRows(db: Database) {
  return db
    .select({
      booking: bookings,
      occurrence: {
        id: occurrences.id,
        categoryId: occurrences.categoryId,
        name: occurrences.name,
        date: occurrences.date,
        startsAt: occurrences.startsAt,
        endsAt: occurrences.endsAt,
      },
      categoryName: categories.name,
      // The order is the checkout's: its partner's name is read here, never written.
      bookedThrough: sql<
        string | null
      >`(select o.booked_through from orders o where o.id = ${bookings.orderId})`,
      venue: {
        id: venues.id,
        slug: venues.slug,
        name: venues.name,
        venueType: venues.venueType,
        timezone: venues.timezone,
      },
      location: {
        id: locations.id,
        name: locations.name,
        type: locations.type,
        slug: locations.slug,
      },
    })
    .from(bookings)
    .innerJoin(occurrences, eq(occurrences.id, bookings.occurrenceId))
    .innerJoin(categories, eq(categories.id, occurrences.categoryId))
    .innerJoin(venues, eq(venues.id, occurrences.venueId))
    .leftJoin(locations, eq(locations.id, occurrences.locationId));
}

export type CustomerBookingRow = Awaited<ReturnType<typeof listCustomerBookings>>[number];
