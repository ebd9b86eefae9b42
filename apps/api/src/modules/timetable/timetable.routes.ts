import {
  getActivityDates,
  getClass,
  getOccurrence,
  getSlotsV1,
  getSlotsV2,
  getTickets,
  getTimesV1,
  getTimesV2,
  getTimetableV1,
  getTimetableV2,
  priceSessionTickets,
} from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../http/register-routes';
import {
  getClass as readClass,
  getOccurrence as readOccurrence,
  listClasses,
  listSlots,
  listTicketSessions,
  listTimes,
  listViewableDates,
  priceTickets,
  type TimetableDeps,
} from './timetable.service';

export function registerTimetableRoutes(app: FastifyInstance, deps: TimetableDeps): void {
  registerRoute(app, getActivityDates, async ({ params, caller }) => ({
    data: await listViewableDates(deps, params, caller),
  }));

  registerRoute(app, getTimesV1, async ({ params, query, caller }) => ({
    data: await listTimes(deps, { ...params, date: query.date }, caller, 'v1'),
  }));
  registerRoute(app, getTimesV2, async ({ params, query, caller }) => ({
    data: await listTimes(deps, { ...params, date: query.date }, caller, 'v2'),
  }));

  registerRoute(app, getSlotsV1, async ({ params, query, caller }) => ({
    data: await listSlots(deps, { ...params, date: query.date, filters: query }, caller, 'v1'),
  }));
  registerRoute(app, getSlotsV2, async ({ params, query, caller }) => ({
    data: await listSlots(deps, { ...params, date: query.date, filters: query }, caller, 'v2'),
  }));

  registerRoute(app, getTimetableV1, async ({ params, query, caller }) => ({
    data: await listClasses(deps, { ...params, date: query.date }, caller, 'v1'),
  }));
  registerRoute(app, getTimetableV2, async ({ params, query, caller }) => ({
    data: await listClasses(deps, { ...params, date: query.date }, caller, 'v2'),
  }));

  registerRoute(app, getClass, async ({ params, caller }) => ({
    data: await readClass(deps, params, caller),
  }));
  registerRoute(app, getTickets, async ({ params, query, caller }) => ({
    data: await listTicketSessions(deps, { ...params, date: query.date }, caller),
  }));
  registerRoute(app, getOccurrence, async ({ params, caller }) => ({
    data: await readOccurrence(deps, params.id, caller),
  }));
  registerRoute(app, priceSessionTickets, async ({ params, body, caller }) => ({
    data: await priceTickets(
      deps,
      { venue: params.venue, activityId: params.activityId, occurrenceId: body.occurrence_id },
      caller,
    ),
  }));
}
