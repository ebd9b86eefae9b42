import { asc } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { bookingTerms } from './terms.tables';

export type BookingTermsRow = typeof bookingTerms.$inferSelect;

export async function listBookingTerms(db: Database): Promise<BookingTermsRow[]> {
  return db.select().from(bookingTerms).orderBy(asc(bookingTerms.id));
}
