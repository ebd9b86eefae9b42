import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import type { CallerStanding, CallerStandingsLookup } from './timetable';
import { findStandingRows } from '../../read/caller-standings';

/**
 * A customer's own standing on sessions — booked (bookings), held in their basket (basket), in
 * line (waitlists), read in one query (read/caller-standings.ts) — for the timetable's per-caller
 * actions and the waitlist's checks. The timetable context provides it: the booking context's
 * modules, whose rows it reads, depend on the timetable.
 */
export function createCallerStandings({
  db,
  clock,
}: {
  db: Database;
  clock: Clock;
}): CallerStandingsLookup {
  return async (customerId, occurrenceIds) => {
    const { booked, held, waiting } = await findStandingRows(
      db,
      customerId,
      occurrenceIds,
      clock.now(),
    );
    const standings = new Map<number, CallerStanding>();
    for (const id of occurrenceIds) {
      const standing: CallerStanding = {
        bookingId: booked.get(id) ?? null,
        inBasket: held.has(id),
        waitlist: waiting.get(id) ?? null,
      };
      if (standing.bookingId !== null || standing.inBasket || standing.waitlist) {
        standings.set(id, standing);
      }
    }
    return standings;
  };
}
