import type { Database } from '../../../platform/db/client';
import { firstBookableAt, lastBookableAt } from './booking-window';
import { findOccurrenceWithContext } from './timetable.repository';

/** One session as a module that acts on its places (the waitlists) needs to know it. */
export interface SessionStanding {
  id: number;
  publicId: string;
  name: string;
  /** Venue-local date. */
  date: string;
  startsAt: Date;
  capacity: number;
  booked: number;
  hasWaitlist: boolean;
  /** The operator whose venue runs it: only that operator's customers wait for it. */
  operatorId: number;
  /** Booking opens (release) and closes (the cut-off after the start). */
  firstBookable: Date;
  lastBookable: Date;
}

/**
 * A session by its v1 (numeric) or v2 (opaque) id, or undefined; released `advanceDays` early
 * for a member whose plan books ahead.
 */
export async function findSessionStanding(
  db: Database,
  identifier: string | number,
  advanceDays = 0,
): Promise<SessionStanding | undefined> {
  const found = await findOccurrenceWithContext(db, identifier);
  const activity = found?.context.activity;
  if (!found || !activity) return undefined;
  const { occurrence, context } = found;
  const { rules } = activity;
  return {
    id: occurrence.v1Id,
    publicId: occurrence.publicId,
    name: occurrence.name,
    date: occurrence.date,
    startsAt: occurrence.startsAt,
    capacity: occurrence.capacity,
    booked: occurrence.booked,
    hasWaitlist: occurrence.hasWaitlist,
    operatorId: context.venue.operatorId,
    firstBookable: firstBookableAt(occurrence.date, rules, context.venue.timezone, advanceDays),
    lastBookable: lastBookableAt(occurrence.startsAt, rules),
  };
}
