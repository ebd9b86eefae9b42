import { setSessionCapacity } from '@lido/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';
import { DomainError } from '../../errors/domain-error';
import { registerRoute } from '../../http/register-routes';
import { changeCapacity } from './places';

const NOT_FOUND = 'Unable to complete request, item not found.';

/**
 * `PUT /api/staff/occurrences/:id/capacity`: staff of the session's venue change its places.
 * Places freed this way are offered to its waitlist by the next offer run, as any freed place is.
 */
export function registerCapacityRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  registerRoute(app, setSessionCapacity, async ({ caller, params, body }) => {
    if (caller.kind !== 'staff') throw new DomainError('FORBIDDEN', 'Unauthorised.');
    const [session] = await rowsOf<{ venue_id: number }>(
      db,
      sql`select venue_id from occurrences where id = ${params.occurrenceId}`,
    );
    // Another venue's sessions are not this member of staff's to see.
    if (!session || session.venue_id !== caller.staffVenueId) {
      throw new DomainError('NOT_FOUND', NOT_FOUND);
    }
    const result = await changeCapacity(db, params.occurrenceId, body.capacity);
    if (!result) throw new DomainError('NOT_FOUND', NOT_FOUND);
    if (!result.changed) {
      throw new DomainError(
        'PLACES_TAKEN',
        `This session already has ${result.booked} places taken: its capacity cannot go below that.`,
      );
    }
    return {
      data: {
        occurrence_id: params.occurrenceId,
        capacity: result.capacity,
        booked: result.booked,
      },
    };
  });
}
