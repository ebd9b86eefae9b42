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
import type { Caller } from '../../platform/http/auth-guard';
import { registerRoute, type SerializedResponse } from '../../platform/http/register-routes';
import {
  createAvailabilityCache,
  type AvailabilityCache,
  type AvailabilityCacheOptions,
} from './availability-cache';
import { findDayVersion } from './day-version';
import {
  getClass as readClass,
  getOccurrence as readOccurrence,
  priceTickets,
} from './single-occurrence';
import {
  listSlots,
  listTicketSessions,
  listViewableDates,
  readClassesDay,
  readSlotsDay,
  readTimesDay,
  type AvailabilityDay,
  type TimetableDeps,
  type Viewing,
} from './timetable.service';

/**
 * A day of availability: anonymous callers share cached bodies (availability-cache.ts), dropped
 * when the database notifies a change to them; signed-in callers' answers depend on who they are
 * and are always built fresh.
 */
async function serveDay<Row>(
  cache: AvailabilityCache,
  caller: Caller | null,
  key: readonly unknown[],
  read: (viewing: Viewing) => Promise<AvailabilityDay<Row>>,
  serialize: (response: { data: Row[] }) => SerializedResponse,
): Promise<{ data: Row[] } | SerializedResponse> {
  if (caller) return { data: (await read(caller)).rows };
  return cache.read(JSON.stringify(key), async () => {
    const day = await read(null);
    return { response: serialize({ data: day.rows }), freshness: day.freshness };
  });
}

export function registerTimetableRoutes(
  app: FastifyInstance,
  deps: TimetableDeps,
  {
    availabilityChanges,
  }: {
    /** The `lido_availability` channel's listener; without it every cached read checks the version. */
    availabilityChanges?: AvailabilityCacheOptions['changes'];
  } = {},
): void {
  const cache = createAvailabilityCache({
    clock: deps.clock,
    readVersion: (ref) => findDayVersion(deps.db, ref),
    changes: availabilityChanges,
  });

  registerRoute(app, getActivityDates, async ({ params, caller }) => ({
    data: await listViewableDates(deps, params, caller),
  }));

  registerRoute(app, getTimesV1, ({ params, query, caller, serialize }) =>
    serveDay(
      cache,
      caller,
      [getTimesV1.path, params.venue, params.activity, query.date],
      (viewing) => readTimesDay(deps, { ...params, date: query.date }, viewing, 'v1'),
      serialize,
    ),
  );
  registerRoute(app, getTimesV2, ({ params, query, caller, serialize }) =>
    serveDay(
      cache,
      caller,
      [getTimesV2.path, params.venue, params.activity, query.date],
      (viewing) => readTimesDay(deps, { ...params, date: query.date }, viewing, 'v2'),
      serialize,
    ),
  );

  // v1 slots need a token, so they are never anonymous and never cached.
  registerRoute(app, getSlotsV1, async ({ params, query, caller }) => ({
    data: await listSlots(deps, { ...params, date: query.date, filters: query }, caller, 'v1'),
  }));
  registerRoute(app, getSlotsV2, ({ params, query, caller, serialize }) =>
    serveDay(
      cache,
      caller,
      [
        getSlotsV2.path,
        params.venue,
        params.activity,
        query.date,
        query.start_time ?? null,
        query.end_time ?? null,
        query.composite_key ?? null,
        query.location_id ?? null,
      ],
      (viewing) =>
        readSlotsDay(deps, { ...params, date: query.date, filters: query }, viewing, 'v2'),
      serialize,
    ),
  );

  registerRoute(app, getTimetableV1, ({ params, query, caller, serialize }) =>
    serveDay(
      cache,
      caller,
      [getTimetableV1.path, params.venue, params.activity, query.date],
      (viewing) => readClassesDay(deps, { ...params, date: query.date }, viewing, 'v1'),
      serialize,
    ),
  );
  registerRoute(app, getTimetableV2, ({ params, query, caller, serialize }) =>
    serveDay(
      cache,
      caller,
      [getTimetableV2.path, params.venue, params.activity, query.date],
      (viewing) => readClassesDay(deps, { ...params, date: query.date }, viewing, 'v2'),
      serialize,
    ),
  );

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
      {
        venue: params.venue,
        activityId: params.activityId,
        occurrenceId: body.occurrence_id,
        reference: body.reference,
      },
      caller,
    ),
  }));
}
