import { lidoPlugin } from '../../platform/lido-plugin';
import { registerQuestionsRoutes } from '../../modules/questions';
import { registerRestrictionsRoutes } from '../../modules/restrictions';
import { AVAILABILITY_CHANNEL, registerTimetableRoutes } from '../../modules/timetable';

/**
 * The timetable: classes, courts and drop-ins by date with their availability (and the caller's
 * own standing on each, from booking), who may book them, and the questions asked at booking.
 */
export const timetableContext = lidoPlugin(
  { name: 'timetable', dependencies: ['booking'] },
  (scope) => {
    const { db, clock, listen } = scope.lido;
    const availabilityChanges = listen?.(AVAILABILITY_CHANNEL, {
      onError: (error) =>
        scope.log.warn(
          { err: error },
          'availability notifications: listener failed (while it is not listening, cached days are checked against the database)',
        ),
    });
    if (availabilityChanges) scope.addHook('onClose', () => availabilityChanges.close());
    registerTimetableRoutes(
      scope,
      { db, clock, callerStandings: scope.callerStandings },
      { availabilityChanges },
    );
    registerRestrictionsRoutes(scope, { db, clock });
    registerQuestionsRoutes(scope, { db, clock });
  },
);
