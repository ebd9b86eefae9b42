import { cancelSession, listScheduleBookedSessions, moveSession } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../http/register-routes';
import {
  cancelSession as cancelVenueSession,
  listBookedSessionsOffRule,
  localStartOf,
  moveSession as moveVenueSession,
  type SessionOperationsDeps,
} from './session-operations.service';

export function registerSessionOperationsRoutes(
  app: FastifyInstance,
  deps: SessionOperationsDeps,
): void {
  registerRoute(app, cancelSession, async ({ caller, params, body }) => ({
    data: await cancelVenueSession(deps, caller, params.occurrenceId, body.reason),
  }));
  registerRoute(app, moveSession, async ({ caller, params, body }) => ({
    data: await moveVenueSession(deps, caller, params.occurrenceId, localStartOf(body)),
  }));
  registerRoute(app, listScheduleBookedSessions, async ({ caller, params }) => ({
    data: await listBookedSessionsOffRule(deps, caller, params.scheduleId),
  }));
}
