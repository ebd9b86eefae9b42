import {
  cancelSession,
  getVenueWeek,
  listScheduleBookedSessions,
  moveSession,
} from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../platform/http/register-routes';
import type { SessionOperationsDeps } from './managed-sessions';
import { listBookedSessionsOffRule } from './schedule-booked-sessions.service';
import { cancelSession as cancelVenueSession } from './session-cancellation.service';
import { localStartOf, moveSession as moveVenueSession } from './session-move.service';
import { venueWeek } from './venue-week.service';

export function registerSessionOperationsRoutes(
  app: FastifyInstance,
  deps: SessionOperationsDeps,
): void {
  registerRoute(app, cancelSession, async ({ caller, params, body }) => ({
    data: await cancelVenueSession(deps, caller, params.occurrenceId, body.reason),
  }));
  registerRoute(app, moveSession, async ({ caller, params, body }) => ({
    data: await moveVenueSession(deps, caller, params.occurrenceId, localStartOf(body), {
      allowLocationClash: body.allow_location_clash === true,
    }),
  }));
  registerRoute(app, listScheduleBookedSessions, async ({ caller, params }) => ({
    data: await listBookedSessionsOffRule(deps, caller, params.scheduleId),
  }));
  registerRoute(app, getVenueWeek, async ({ caller, params, query }) => ({
    data: await venueWeek(deps, caller, params.venueSlug, query.from),
  }));
}
