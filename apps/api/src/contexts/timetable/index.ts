import { lidoPlugin } from '../../platform/lido-plugin';
import { registerQuestionsRoutes } from '../../modules/questions';
import { registerRestrictionsRoutes } from '../../modules/restrictions';
import { registerTimetableRoutes } from '../../modules/timetable';

/**
 * The timetable: classes, courts and drop-ins by date with their availability (and the caller's
 * own standing on each, from booking), who may book them, and the questions asked at booking.
 */
export const timetableContext = lidoPlugin(
  { name: 'timetable', dependencies: ['booking'] },
  (scope) => {
    const { db, clock } = scope.lido;
    registerTimetableRoutes(scope, { db, clock, callerStandings: scope.callerStandings });
    registerRestrictionsRoutes(scope, { db, clock });
    registerQuestionsRoutes(scope, { db, clock });
  },
);
