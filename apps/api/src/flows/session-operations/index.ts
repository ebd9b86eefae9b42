import { lidoPlugin } from '../../platform/lido-plugin';
import { recordConsoleChange } from '../../contexts/people/desk-audit';
import { registerSessionOperationsRoutes } from '../../contexts/booking/session-operations';
import { registerCapacityRoutes } from '../../contexts/timetable/timetable';

/**
 * Staff operations on a session: cancelling it (its bookings refunded through money) and changing
 * its capacity, audited, with raised capacity offered to the waitlist at once.
 */
export const sessionOperationsFlow = lidoPlugin(
  { name: 'session-operations', dependencies: ['money', 'booking'] },
  (scope) => {
    const { db, clock } = scope.lido;
    registerSessionOperationsRoutes(scope, {
      db,
      clock,
      settleCardRefund: scope.settleCardRefund,
    });
    registerCapacityRoutes(scope, {
      db,
      clock,
      offerFreedPlaces: (occurrenceId) => scope.offerWaitlistPlaces({ occurrenceId }),
      recordCapacityChange: (tx, { staffUserId, venueId, occurrenceId, before, after }, now) =>
        recordConsoleChange(tx, {
          staffUserId,
          venueIds: [venueId],
          action: 'session-capacity',
          details: {
            occurrence_id: occurrenceId,
            before: { capacity: before },
            after: { capacity: after },
          },
          now,
        }),
    });
  },
);
