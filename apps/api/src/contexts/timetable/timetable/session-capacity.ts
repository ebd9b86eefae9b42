import { setSessionCapacity } from '@lido/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { DomainError } from '../../../platform/errors/domain-error';
import { registerRoute } from '../../../platform/http/register-routes';
import { authorize } from '../../../platform/authorize';
import { staffRunsVenue } from '../../people/accounts';
import { changeCapacity } from './places';

const NOT_FOUND = 'Unable to complete request, item not found.';

/** A change of a session's places, as the desk's audit records it. */
export interface CapacityChange {
  staffUserId: number;
  venueId: number;
  occurrenceId: number;
  before: number;
  after: number;
}

export interface CapacityDeps {
  db: Database;
  clock: Clock;
  /**
   * Appends the change to the audit (desk-audit, which comes after the timetable, so flows/session-operations
   * plugs it in), in the transaction that makes it.
   */
  recordCapacityChange: (tx: Database, change: CapacityChange, now: Date) => Promise<void>;
  /**
   * Offers a session's free places to its waitlist now (the waitlists module's offer run for one
   * session, which comes after the timetable, so flows/session-operations plugs it in). Without it they wait for
   * the offer sweep.
   */
  offerFreedPlaces?: (occurrenceId: number) => Promise<{ offered: number }>;
}

/**
 * `PUT /api/staff/occurrences/:id/capacity`: staff of the session's venue, or a manager of its
 * operator, change its places.
 * Places a raise frees go to the first in its waitlist at once, before the answer, so the line is
 * served before anyone else can take them from the timetable.
 */
export function registerCapacityRoutes(
  app: FastifyInstance,
  { db, clock, offerFreedPlaces, recordCapacityChange }: CapacityDeps,
): void {
  registerRoute(app, setSessionCapacity, async ({ caller, params, body, log }) => {
    if (caller.kind !== 'staff') throw new DomainError('FORBIDDEN', 'Unauthorised.');
    const [session] = await rowsOf<{ venue_id: number; cancelled: boolean }>(
      db,
      sql`select venue_id, cancelled_at is not null as cancelled
        from occurrences where id = ${params.occurrenceId}`,
    );
    // Sessions of a venue the member of staff does not run are not theirs to see (a receptionist
    // runs their own venue, a manager every venue of the operator); a cancelled one is gone.
    if (
      !session ||
      session.cancelled ||
      !(await staffRunsVenue(
        db,
        authorize(caller, 'sessions.set-places'),
        'sessions.set-places',
        session.venue_id,
      ))
    ) {
      throw new DomainError('NOT_FOUND', NOT_FOUND);
    }
    const result = await db.transaction(async (tx) => {
      const [before] = await rowsOf<{ capacity: number }>(
        tx,
        sql`select capacity from occurrences where id = ${params.occurrenceId} for update`,
      );
      const changed = await changeCapacity(tx, params.occurrenceId, body.capacity);
      if (before && changed?.changed && before.capacity !== changed.capacity) {
        const change = {
          staffUserId: caller.userId,
          venueId: session.venue_id,
          occurrenceId: params.occurrenceId,
          before: before.capacity,
          after: changed.capacity,
        };
        await recordCapacityChange(tx, change, clock.now());
      }
      return changed;
    });
    if (!result) throw new DomainError('NOT_FOUND', NOT_FOUND);
    if (!result.changed) {
      throw new DomainError(
        'PLACES_TAKEN',
        `This session already has ${result.booked} places taken: its capacity cannot go below that.`,
      );
    }
    let { booked } = result;
    let offered = 0;
    if (offerFreedPlaces && result.booked < result.capacity) {
      // The capacity is committed whatever happens here: an offer that fails is left to the
      // sweep, which offers any free place on a session with a line.
      try {
        ({ offered } = await offerFreedPlaces(params.occurrenceId));
        const [now] = await rowsOf<{ booked: number }>(
          db,
          sql`select booked from occurrences where id = ${params.occurrenceId}`,
        );
        booked = now?.booked ?? booked;
      } catch (error) {
        log.error({ err: error }, 'offering freed places to the waitlist failed');
      }
    }
    return {
      data: {
        occurrence_id: params.occurrenceId,
        capacity: result.capacity,
        booked,
        offered,
      },
    };
  });
}
