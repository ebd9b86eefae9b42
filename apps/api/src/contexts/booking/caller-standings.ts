import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { findHeldSessions } from '../../modules/basket';
import { findBookingsOn } from '../../modules/bookings';
import type { CallerStanding, CallerStandingsLookup } from '../../modules/timetable';
import { findWaitingOn } from '../../modules/waitlists';

/**
 * A customer's own standing on sessions — booked (bookings), held in their basket (basket), in
 * line (waitlists) — for the timetable's per-caller actions and the waitlist's checks. Those
 * modules depend on the timetable, so the timetable receives this from here rather than
 * importing them.
 */
export function createCallerStandings({
  db,
  clock,
}: {
  db: Database;
  clock: Clock;
}): CallerStandingsLookup {
  return async (customerId, occurrenceIds) => {
    const [booked, held, waiting] = await Promise.all([
      findBookingsOn(db, customerId, occurrenceIds),
      findHeldSessions(db, customerId, occurrenceIds, clock.now()),
      findWaitingOn(db, customerId, occurrenceIds),
    ]);
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
