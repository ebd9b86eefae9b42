import { longDays } from '@lido/contract';
import type { FacilityUse, ScheduledSession, SessionSeries, Slot } from '@openactive/models-ts';
import type {
  FacilityUseSource,
  SeriesSource,
  SessionSource,
  SourceVenue,
} from '../../../read/openactive-sources';
import { facilityTypeForActivity } from '../../venue-setup/catalogue';
import {
  activityOf,
  activityPageUrl,
  ageRangeOf,
  CONTEXT,
  endTimeOf,
  imageOf,
  offersOf,
  openDataBase,
  openDataDateTime,
  openDataDuration,
  organizer,
  place,
} from './open-data-parts';
import type { OpenDataFeed } from './open-data-feeds.tables';

// An item of each feed in the OpenActive Modelling Specification 2.0, from what Lido keeps. Only
// what Lido knows is said: a property Lido has no value for is left out, never sent empty (the
// specification forbids nulls, empty strings and empty arrays). An activity that is not mapped
// to the OpenActive activity list, or that has no price, is not published: an item without an
// activity or offers is not valid open data.

/** An item as its feed publishes it; `data` null when the feed should hold none (a tombstone). */
export interface RenderedItem {
  feed: OpenDataFeed;
  itemId: string;
  kind: string;
  data: object | null;
  /** When the item's session or series has ended, and it is to become a tombstone. */
  expiresAt: Date | null;
}

/** The day after a venue-local date, as the instant a series that ends on it is over. */
function dayAfter(date: string): Date {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

/** Whether a dated session of this kind is a court slot (the slots feed) or a class. */
export const isSlotKind = (kind: string) => kind === 'slot';

export function seriesId(source: SourceVenue, scheduleId: number): string {
  return `${openDataBase(source)}/session-series/${scheduleId}`;
}

export function facilityUseId(source: SourceVenue, categoryId: string): string {
  return `${openDataBase(source)}/facility-uses/${encodeURIComponent(categoryId)}`;
}

/** A class or drop-in schedule: a SessionSeries, published while it runs and is mapped. */
export function renderSeries(source: SeriesSource, now: Date): RenderedItem {
  const itemId = String(source.schedule_id);
  const expiresAt = source.ends_on ? dayAfter(source.ends_on) : null;
  const base = { feed: 'session-series' as const, itemId, kind: 'SessionSeries', expiresAt };
  const activity = activityOf(source);
  if (
    isSlotKind(source.kind) ||
    !activity ||
    source.prices.length === 0 ||
    (expiresAt && expiresAt <= now)
  ) {
    return { ...base, data: null };
  }
  const id = seriesId(source, source.schedule_id);
  const data: SessionSeries = {
    '@context': CONTEXT,
    '@type': 'SessionSeries',
    '@id': id,
    identifier: itemId,
    name: source.name,
    ...(source.description ? { description: source.description } : {}),
    url: activityPageUrl(source),
    activity: [activity],
    organizer: organizer(source),
    location: place(source),
    ...ageRangeOf(source),
    ...(source.leaders.length > 0
      ? { leader: source.leaders.map((name) => ({ '@type': 'Person' as const, name })) }
      : {}),
    ...imageOf(source),
    eventSchedule: [
      {
        '@type': 'PartialSchedule',
        repeatFrequency: 'P1W',
        // ISO weekdays run 1 (Monday) to 7 (Sunday); the calendar's names start on Sunday.
        byDay: [`https://schema.org/${longDays[source.weekday % 7]}`],
        startTime: source.start_time,
        endTime: endTimeOf(source.start_time, source.duration_minutes),
        duration: openDataDuration(source.duration_minutes),
        scheduleTimezone: source.timezone,
      },
    ],
    offers: offersOf(source, id),
  };
  return { ...base, data };
}

/**
 * A dated class or drop-in (a ScheduledSession) or court slot (a Slot), published from when it is
 * made until it ends; a cancelled one stays, marked cancelled, until then.
 */
export function renderSession(source: SessionSource, now: Date): RenderedItem {
  const itemId = String(source.occurrence_id);
  const slot = isSlotKind(source.kind);
  const remaining = source.cancelled ? 0 : Math.max(0, source.capacity - source.booked);
  const activity = activityOf(source);
  const ended = source.ends_at <= now;
  const durationMinutes = Math.round(
    (source.ends_at.getTime() - source.starts_at.getTime()) / 60_000,
  );
  const timetableUrl = `${activityPageUrl(source)}/${source.date}`;
  if (slot) {
    const facilityType = activity ? facilityTypeForActivity(activity['@id']) : undefined;
    const base = {
      feed: 'slots' as const,
      itemId,
      kind: source.location_id !== null ? 'IndividualFacilityUse/Slot' : 'FacilityUse/Slot',
      expiresAt: source.ends_at,
    };
    if (!activity || !facilityType || source.prices.length === 0 || ended) {
      return { ...base, data: null };
    }
    const id = `${openDataBase(source)}/slots/${itemId}`;
    const facilityUse = facilityUseId(source, source.category_id);
    const data: Slot = {
      '@context': CONTEXT,
      '@type': 'Slot',
      '@id': id,
      identifier: itemId,
      facilityUse:
        source.location_id !== null
          ? `${facilityUse}/individual-facility-uses/${source.location_id}`
          : facilityUse,
      startDate: openDataDateTime(source.starts_at),
      endDate: openDataDateTime(source.ends_at),
      duration: openDataDuration(durationMinutes),
      maximumUses: source.capacity,
      remainingUses: remaining,
      offers: offersOf(source, id),
    };
    return { ...base, data };
  }
  const base = {
    feed: 'scheduled-sessions' as const,
    itemId,
    kind: 'ScheduledSession',
    expiresAt: source.ends_at,
  };
  if (!activity || source.prices.length === 0 || ended) return { ...base, data: null };
  const data: ScheduledSession = {
    '@context': CONTEXT,
    '@type': 'ScheduledSession',
    '@id': `${openDataBase(source)}/scheduled-sessions/${itemId}`,
    identifier: itemId,
    superEvent: seriesId(source, source.schedule_id),
    url:
      source.kind === 'class'
        ? `${timetableUrl}/by-time/class/${encodeURIComponent(source.public_id)}`
        : timetableUrl,
    startDate: openDataDateTime(source.starts_at),
    endDate: openDataDateTime(source.ends_at),
    duration: openDataDuration(durationMinutes),
    eventStatus: source.cancelled
      ? 'https://schema.org/EventCancelled'
      : 'https://schema.org/EventScheduled',
    maximumAttendeeCapacity: source.capacity,
    remainingAttendeeCapacity: remaining,
  };
  return { ...base, data };
}

/**
 * A court hire activity: a FacilityUse of its kind of facility, with each court or lane its
 * slots are on as an IndividualFacilityUse, which the slots name.
 */
export function renderFacilityUse(source: FacilityUseSource): RenderedItem {
  const base = {
    feed: 'facility-uses' as const,
    itemId: source.category_id,
    kind: 'FacilityUse',
    expiresAt: null,
  };
  const activity = activityOf(source);
  const facilityType = activity ? facilityTypeForActivity(activity['@id']) : undefined;
  if (source.v2_type !== 'resources' || !facilityType || source.prices.length === 0) {
    return { ...base, data: null };
  }
  const id = facilityUseId(source, source.category_id);
  // models-ts still names the facility type `beta:facilityType`; the data models the validator
  // checks (and the Open Booking API test suite) have it as `facilityType`.
  const data: Omit<FacilityUse, 'beta:facilityType'> & { facilityType: object[] } = {
    '@context': CONTEXT,
    '@type': 'FacilityUse',
    '@id': id,
    identifier: source.category_id,
    name: source.category_name,
    ...(source.description ? { description: source.description } : {}),
    url: activityPageUrl(source),
    facilityType: [
      {
        '@type': 'Concept',
        '@id': facilityType.id,
        prefLabel: facilityType.prefLabel,
        inScheme: 'https://openactive.io/facility-types',
      },
    ],
    provider: organizer(source),
    location: place(source),
    ...ageRangeOf(source),
    ...imageOf(source),
    offers: offersOf(source, id),
    ...(source.locations.length > 0
      ? {
          individualFacilityUse: source.locations.map((location) => ({
            '@type': 'IndividualFacilityUse' as const,
            '@id': `${id}/individual-facility-uses/${location.id}`,
            identifier: location.slug,
            name: location.name,
          })),
        }
      : {}),
  };
  return { ...base, data };
}
