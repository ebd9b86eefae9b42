import {
  getActivityDates,
  getClass,
  getOccurrence,
  getSessionDates,
  getSlotsV1,
  getSlotsV2,
  getTickets,
  getTicketsV2,
  getTimesV1,
  getTimesV2,
  getTimetableV1,
  getTimetableV2,
  priceSessionTickets,
} from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import type { Caller } from '../../../platform/http/auth-guard';
import { registerRoute, type SerializedResponse } from '../../../platform/http/register-routes';
import {
  createAvailabilityCache,
  type AvailabilityCache,
  type AvailabilityCacheOptions,
} from './availability-cache';
import { createDaySourceCache } from './day-sources';
import { listSessionDates } from './session-dates';
import { findDayVersion, type DayRef } from './day-version';
import {
  getClass as readClass,
  getOccurrence as readOccurrence,
  priceTickets,
} from './single-occurrence';
import {
  listTicketSessions,
  listViewableDates,
  readClassesDay,
  readSlotsDay,
  readTimesDay,
  type AvailabilityDay,
  type SlotFilters,
  type TimetableDeps,
  type Viewing,
} from './timetable.service';

/** Built answers: anonymous callers' (one per day), and signed-in callers' (one per view). */
interface DayCaches {
  anonymous: AvailabilityCache;
  signedIn: AvailabilityCache;
}

/**
 * A day of availability, served from cached bodies (availability-cache.ts) dropped when the
 * database notifies a change to them. Anonymous callers share one body per day. A signed-in
 * caller's answer depends on their own standing, read on every request; callers whose standing
 * changes no row the same way (`AvailabilityDay.view`: most customers on most days), and a caller
 * asking again with nothing changed, share a body built once from the same read of the day.
 */
async function serveDay<Row>(
  caches: DayCaches,
  caller: Caller | null,
  key: readonly unknown[],
  read: (viewing: Viewing) => Promise<AvailabilityDay<Row>>,
  serialize: (response: { data: Row[] }) => SerializedResponse,
): Promise<SerializedResponse> {
  if (!caller) {
    return caches.anonymous.read(JSON.stringify(key), async () => {
      const day = await read(null);
      return { value: serialize({ data: day.rows() }), freshness: day.freshness };
    });
  }
  const day = await read(caller);
  // The key names the read of the day the view was prepared from, so a body built from a read
  // older than a change is never found by a request that read the day after it.
  return caches.signedIn.read(JSON.stringify([...key, day.view]), () =>
    Promise.resolve({ value: serialize({ data: day.rows() }), freshness: day.freshness }),
  );
}

/** A day of slots is cached per filter. */
function slotsKey(
  path: string,
  params: { venue: string; activity: string },
  query: { date: string } & SlotFilters,
): unknown[] {
  return [
    path,
    params.venue,
    params.activity,
    query.date,
    query.start_time ?? null,
    query.end_time ?? null,
    query.composite_key ?? null,
    query.location_id ?? null,
  ];
}

export function registerTimetableRoutes(
  app: FastifyInstance,
  given: TimetableDeps,
  {
    availabilityChanges,
  }: {
    /** The `lido_availability` channel's listener; without it every cached read checks the version. */
    availabilityChanges?: AvailabilityCacheOptions['changes'];
  } = {},
): void {
  const cacheOptions = {
    clock: given.clock,
    readVersion: (ref: DayRef) => findDayVersion(given.db, ref),
    changes: availabilityChanges,
  };
  const cache: DayCaches = {
    anonymous: createAvailabilityCache(cacheOptions),
    signedIn: createAvailabilityCache({
      ...cacheOptions,
      maxEntries: 5_000,
      maxBytes: 64 * 1024 * 1024,
    }),
  };
  const deps: TimetableDeps = {
    ...given,
    daySources:
      given.daySources ?? createDaySourceCache({ ...given, changes: availabilityChanges }),
  };

  registerRoute(app, getActivityDates, async ({ params, caller }) => ({
    data: await listViewableDates(deps, params, caller),
  }));
  registerRoute(app, getSessionDates, async ({ params, caller }) => ({
    data: await listSessionDates(deps, params, caller),
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

  registerRoute(app, getSlotsV1, ({ params, query, caller, serialize }) =>
    serveDay(
      cache,
      caller,
      slotsKey(getSlotsV1.path, params, query),
      (viewing) =>
        readSlotsDay(deps, { ...params, date: query.date, filters: query }, viewing, 'v1'),
      serialize,
    ),
  );
  registerRoute(app, getSlotsV2, ({ params, query, caller, serialize }) =>
    serveDay(
      cache,
      caller,
      slotsKey(getSlotsV2.path, params, query),
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
    data: await listTicketSessions(deps, { ...params, date: query.date }, caller, 'v1'),
  }));
  registerRoute(app, getTicketsV2, async ({ params, query, caller }) => ({
    data: await listTicketSessions(deps, { ...params, date: query.date }, caller, 'v2'),
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
