import { lidoPlugin } from '../../platform/lido-plugin';
import { registerQuestionsRoutes } from './questions';
import { registerRestrictionsRoutes } from './restrictions';
import {
  AVAILABILITY_CHANNEL,
  type CallerStandingsLookup,
  registerTimetableRoutes,
} from './timetable';
import { createCallerStandings } from './caller-standings';

declare module 'fastify' {
  interface FastifyInstance {
    /** A customer's own standing on sessions: booked, in their basket, on a waitlist. */
    callerStandings: CallerStandingsLookup;
  }
}

/**
 * The timetable: classes, courts and drop-ins by date with their availability (and the caller's
 * own standing on each: booked, held or waiting, which it provides to booking's waitlists too),
 * who may book them, and the questions asked at booking.
 */
export const timetableContext = lidoPlugin(
  { name: 'timetable' },
  (scope, _options, { provide }) => {
    const { db, clock, listen } = scope.lido;
    const callerStandings = createCallerStandings({ db, clock });
    provide('callerStandings', callerStandings);
    const availabilityChanges = listen?.(AVAILABILITY_CHANNEL, {
      onError: (error) =>
        scope.log.warn(
          { err: error },
          'availability notifications: listener failed (while it is not listening, cached days are checked against the database)',
        ),
    });
    if (availabilityChanges) scope.addHook('onClose', () => availabilityChanges.close());
    registerTimetableRoutes(scope, { db, clock, callerStandings }, { availabilityChanges });
    registerRestrictionsRoutes(scope, { db, clock });
    registerQuestionsRoutes(scope, { db, clock });
  },
);
