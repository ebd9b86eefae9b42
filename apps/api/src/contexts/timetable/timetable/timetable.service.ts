import type {
  ClassRowV1,
  ClassRowV2,
  SlotRowV1,
  SlotRowV2,
  TicketSessionV1,
  TicketSessionV2,
  TimesRowV1,
  TimesRowV2,
  ViewableDate,
} from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import { invalid, notFound } from '../../../platform/errors/domain-error';
import { ACTIVITY_NOT_FOUND_MESSAGE } from '../../venue-setup/catalogue';
import { VENUE_NOT_FOUND_MESSAGE } from '../../venue-setup/venues';
import type { DayFreshness } from './availability-cache';
import {
  buildTimesRows,
  carriesSessionFields,
  rowsStableUntil,
  sessionRowBuilder,
  type RowContext,
} from './availability-rows';
import { daySource } from './day-sources';
import { ticketTypes } from './ticket-rows';
import { viewKey, viewerWithSessions, type TimetableDeps, type Viewing } from './viewer';
import { OUTSIDE_WINDOW_MESSAGE, isViewableDate, viewableDates } from './booking-window';
import {
  findActivityContext,
  type ActivityContext,
  type ActivityRow,
  type OccurrenceRow,
} from './timetable.repository';
import { localDate, viewableDate } from './venue-clock';

export type { CallerStandingsLookup, TimetableDeps, Viewing } from './viewer';

export type ApiVersion = 'v1' | 'v2';

export interface DateRequest {
  venue: string;
  activity: string;
  date: string;
}

export interface SlotFilters {
  start_time?: string | undefined;
  end_time?: string | undefined;
  composite_key?: string | undefined;
  location_id?: string | undefined;
}

/**
 * A day as one caller sees it, ready to build: what the availability cache needs to know whether
 * built rows are still exact, and `view`, equal for two callers exactly when their rows are (the
 * same read of the day, and a viewer that changes no row differently: `viewKey`).
 */
export interface AvailabilityDay<Row> {
  freshness: DayFreshness;
  view: string;
  rows(): Row[];
}

interface PreparedDay {
  rows: RowContext;
  occurrences: readonly OccurrenceRow[];
  freshness: DayFreshness;
  view: string;
}

type TimesRow<V extends ApiVersion> = V extends 'v1' ? TimesRowV1 : TimesRowV2;
type SlotRow<V extends ApiVersion> = V extends 'v1' ? SlotRowV1 : SlotRowV2;
type ClassRowOf<V extends ApiVersion> = V extends 'v1' ? ClassRowV1 : ClassRowV2;
type TicketSessionOf<V extends ApiVersion> = V extends 'v1' ? TicketSessionV1 : TicketSessionV2;

export async function loadActivity(
  db: Database,
  venue: string,
  activity: string,
): Promise<{ context: ActivityContext; activity: ActivityRow }> {
  const context = await findActivityContext(db, venue, activity);
  if (!context) throw notFound(VENUE_NOT_FOUND_MESSAGE);
  if (!context.activity) throw notFound(ACTIVITY_NOT_FOUND_MESSAGE);
  return { context, activity: context.activity };
}

/**
 * The date must be inside the caller's viewing window. Both versions answer for every date (the
 * live system moves venues from v1 to v2 one by one, and clients still read v1 for current dates);
 * the migration date only tells the booking site which one it calls.
 */
function checkDate(rows: RowContext, date: string): void {
  const { context, activity, now, viewer } = rows;
  const { timezone } = context.venue;
  if (!isViewableDate(date, activity.rules, now, timezone, viewer.isSignedIn, viewer.advanceDays)) {
    throw invalid('date', OUTSIDE_WINDOW_MESSAGE);
  }
}

async function prepareDay(
  deps: TimetableDeps,
  request: DateRequest,
  caller: Viewing,
  withPeople: boolean,
): Promise<PreparedDay> {
  const source = await daySource(deps, { ...request, withPeople });
  const { context, activity, occurrences, restrictions } = source;
  const rows: RowContext = {
    context,
    activity,
    now: deps.clock.now(),
    viewer: await viewerWithSessions(deps, caller, occurrences, restrictions),
    restrictions,
  };
  checkDate(rows, request.date);
  const freshness: DayFreshness = {
    ref: { venueId: context.venue.id, categoryId: activity.id, date: request.date },
    version: source.version,
    // An answer is as old as what it was built from.
    builtAt: source.readAt,
    // Session rows (slots, classes, tickets, class and drop-in times) carry date objects with a
    // `difference` text.
    stableUntil: rowsStableUntil(rows, request.date, occurrences, {
      withDifference: withPeople || carriesSessionFields(rows.activity),
    }),
  };
  return {
    rows,
    occurrences,
    freshness,
    view: `${source.sequence}:${viewKey(rows.viewer, [request.date])}`,
  };
}

/** `…/dates`: the dates the caller may view, today first. */
export async function listViewableDates(
  { db, clock }: TimetableDeps,
  { venue, category }: { venue: string; category: string },
  caller: Viewing,
): Promise<ViewableDate[]> {
  const { context, activity } = await loadActivity(db, venue, category);
  const now = clock.now();
  const timeZone = context.venue.timezone;
  const today = localDate(now, timeZone);
  const advanceDays = caller?.advanceBookingDays ?? 0;
  return viewableDates(activity.rules, now, timeZone, caller !== null, advanceDays).map((date) =>
    viewableDate(date, today),
  );
}

/** `…/times` and `…/v2/times`: one row per start time, aggregated over locations. */
export async function readTimesDay<V extends ApiVersion>(
  deps: TimetableDeps,
  request: DateRequest,
  caller: Viewing,
  version: V,
): Promise<AvailabilityDay<TimesRow<V>>> {
  const { rows, occurrences, freshness, view } = await prepareDay(deps, request, caller, false);
  return {
    freshness,
    view,
    rows: () => {
      const built = buildTimesRows(rows, occurrences);
      return (version === 'v1' ? built.v1 : built.v2) as TimesRow<V>[];
    },
  };
}

export async function listTimes<V extends ApiVersion>(
  deps: TimetableDeps,
  request: DateRequest,
  caller: Viewing,
  version: V,
): Promise<TimesRow<V>[]> {
  return (await readTimesDay(deps, request, caller, version)).rows();
}

function matchesFilters(
  row: { starts_at: { format_24_hour: string }; ends_at: { format_24_hour: string } },
  occurrence: OccurrenceRow,
  compositeKeyOf: string,
  filters: SlotFilters,
): boolean {
  if (filters.start_time && row.starts_at.format_24_hour < filters.start_time) return false;
  // A slot ending at midnight ends "00:00": it is still inside any end time of the same day.
  const endsAt = row.ends_at.format_24_hour === '00:00' ? '24:00' : row.ends_at.format_24_hour;
  if (filters.end_time && endsAt > filters.end_time) return false;
  if (filters.composite_key && compositeKeyOf !== filters.composite_key.toLowerCase()) return false;
  if (filters.location_id && String(occurrence.location?.id ?? '') !== filters.location_id)
    return false;
  return true;
}

/** What a row's basket item is in each version of the API. */
const cartTypeOf = (version: ApiVersion) =>
  version === 'v1' ? ('activity' as const) : ('purchasableOccurrence' as const);

/** `…/slots` and `…/v2/slots`: one row per location and time, filtered. */
export async function readSlotsDay<V extends ApiVersion>(
  deps: TimetableDeps,
  request: DateRequest & { filters: SlotFilters },
  caller: Viewing,
  version: V,
): Promise<AvailabilityDay<SlotRow<V>>> {
  const { rows, occurrences, freshness, view } = await prepareDay(deps, request, caller, true);
  return {
    freshness,
    view,
    rows: () => {
      const build = sessionRowBuilder(rows, { cartType: cartTypeOf(version) });
      const result: (SlotRowV1 | SlotRowV2)[] = [];
      for (const occurrence of occurrences) {
        const fields = build(occurrence);
        if (!matchesFilters(fields, occurrence, fields.composite_key, request.filters)) continue;
        result.push(
          version === 'v1'
            ? { id: occurrence.v1Id, ...fields }
            : { id: occurrence.publicId, ...fields },
        );
      }
      return result as SlotRow<V>[];
    },
  };
}

export async function listSlots<V extends ApiVersion>(
  deps: TimetableDeps,
  request: DateRequest & { filters: SlotFilters },
  caller: Viewing,
  version: V,
): Promise<SlotRow<V>[]> {
  return (await readSlotsDay(deps, request, caller, version)).rows();
}

/** `…/timetable` and `…/v2/timetable`: the classes of the day with their description. */
export async function readClassesDay<V extends ApiVersion>(
  deps: TimetableDeps,
  request: DateRequest,
  caller: Viewing,
  version: V,
): Promise<AvailabilityDay<ClassRowOf<V>>> {
  const { rows, occurrences, freshness, view } = await prepareDay(deps, request, caller, true);
  return {
    freshness,
    view,
    rows: () => {
      const build = sessionRowBuilder(rows, { cartType: cartTypeOf(version) });
      const { description } = rows.activity;
      const classes = occurrences.map((occurrence) => ({
        id: version === 'v1' ? occurrence.v1Id : occurrence.publicId,
        ...build(occurrence),
        description,
      }));
      return classes as ClassRowOf<V>[];
    },
  };
}

export async function listClasses<V extends ApiVersion>(
  deps: TimetableDeps,
  request: DateRequest,
  caller: Viewing,
  version: V,
): Promise<ClassRowOf<V>[]> {
  return (await readClassesDay(deps, request, caller, version)).rows();
}

/**
 * `…/tickets` and `…/v2/tickets`: drop-in sessions of an activity on a date (default: today at
 * the venue) with their ticket types; the activity is the category or one of its children.
 */
export async function listTicketSessions<V extends ApiVersion>(
  deps: TimetableDeps,
  request: { venue: string; category: string; activity: string; date?: string | undefined },
  caller: Viewing,
  version: V,
): Promise<TicketSessionOf<V>[]> {
  const loaded = await loadActivity(deps.db, request.venue, request.activity);
  const { context, activity } = loaded;
  if (request.category !== activity.slug && request.category !== activity.id) {
    if (activity.parentSlug !== request.category) throw notFound(ACTIVITY_NOT_FOUND_MESSAGE);
  }
  const date = request.date ?? localDate(deps.clock.now(), context.venue.timezone);
  const { rows, occurrences } = await prepareDay(
    deps,
    { venue: request.venue, activity: activity.id, date },
    caller,
    true,
  );
  const build = sessionRowBuilder(rows, { cartType: cartTypeOf(version) });
  const types = ticketTypes(rows);
  const sessions = occurrences.map((occurrence) => ({
    id: version === 'v1' ? occurrence.v1Id : occurrence.publicId,
    ...build(occurrence),
    ticket_types: types,
  }));
  return sessions as TicketSessionOf<V>[];
}
