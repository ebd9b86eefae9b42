import type { Instant, Location, SlotRowV2, TimesRowV1, TimesRowV2 } from '@lido/contract';
import { clockTimeIn } from '@lido/calendar-date';
import { benefitAvailable } from '../../memberships/benefits';
import { toLocation } from '../../venue-setup/catalogue';
import { restrictionRowFields, type ActivityRestrictions } from '../restrictions';
import { actionToShow, firstBookableAt, lastBookableAt } from './booking-window';
import { estimatedPrice, priceOf, standardOption, type PricingOption } from './session-price';
import type { ActivityContext, ActivityRow, OccurrenceRow } from './timetable.repository';
import { callerSessionOf, restrictedAction, type Viewer } from './viewer';
import {
  addDays,
  dateObject,
  differenceStableUntil,
  instantObject,
  timeOfDay,
  zonedInstant,
} from './venue-clock';

/** Everything a row needs besides its occurrence: resolved once per request. */
export interface RowContext {
  context: ActivityContext;
  activity: ActivityRow;
  now: Date;
  viewer: Viewer;
  restrictions: ActivityRestrictions;
}

export type SessionFields = Omit<SlotRowV2, 'id'>;

const freeOption: PricingOption = {
  id: 0,
  name: 'Free',
  kind: 'standard',
  pricePence: 0,
  memberPricePence: null,
};

/** 8 lowercase hex chars (FNV-1a) naming an activity's start and end: joins times to slots. */
export function compositeKey(categoryId: string, startsAt: Date, endsAt: Date): string {
  const text = `${categoryId}|${startsAt.getTime() / 1000}|${endsAt.getTime() / 1000}`;
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function durationLabel(startsAt: Date, endsAt: Date): string {
  return `${Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000)}min`;
}

function spacesOf(occurrence: Pick<OccurrenceRow, 'capacity' | 'booked'>): number {
  return Math.max(0, occurrence.capacity - occurrence.booked);
}

/** Release instants are per date, so rows of one date share them. */
function releaseFor(rows: RowContext): (date: string) => { at: Date; wire: Instant } {
  const cache = new Map<string, { at: Date; wire: Instant }>();
  const timeZone = rows.context.venue.timezone;
  return (date) => {
    let release = cache.get(date);
    if (!release) {
      const at = firstBookableAt(date, rows.activity.rules, timeZone, rows.viewer.advanceDays);
      release = { at, wire: instantObject(at, timeZone) };
      cache.set(date, release);
    }
    return release;
  };
}

function locationOf(rows: RowContext, occurrence: OccurrenceRow): Location {
  const { venue } = rows.context;
  if (occurrence.location)
    return toLocation({ ...occurrence.location, venueId: venue.id }, venue.slug);
  return {
    id: '0',
    name: venue.name,
    type: 'venue',
    slug: venue.slug,
    venue_id: venue.id,
    venue_slug: venue.slug,
  };
}

/** Builds the fields every session row (slot, class, ticketed session, occurrence) shares. */
export function sessionRowBuilder(
  rows: RowContext,
  { cartType }: { cartType: 'purchasableOccurrence' | 'activity' },
): (occurrence: OccurrenceRow) => SessionFields {
  const { context, activity, now, viewer } = rows;
  const timeZone = context.venue.timezone;
  const release = releaseFor(rows);
  const option: PricingOption | undefined = standardOption(context.pricingOptions);
  const price = priceOf(option ?? freeOption, viewer.isMember, context.currencyCode);
  const restrictionFields = restrictionRowFields(rows.restrictions);
  return (occurrence) => {
    const { at: firstBookable, wire: firstBookableWire } = release(occurrence.date);
    const lastBookable = lastBookableAt(occurrence.startsAt, activity.rules);
    const spaces = spacesOf(occurrence);
    const location = locationOf(rows, occurrence);
    const mine = callerSessionOf(viewer, [occurrence]);
    return {
      name: occurrence.name,
      allows_anonymous_bookings: activity.allowsAnonymousBookings,
      category_slug: activity.slug,
      duration: durationLabel(occurrence.startsAt, occurrence.endsAt),
      instructors: occurrence.instructors,
      date: dateObject(occurrence.date, timeZone, now, occurrence.startsAt),
      location,
      slot_display_location: location.name,
      price,
      starts_at: timeOfDay(occurrence.startsAt, timeZone),
      ends_at: timeOfDay(occurrence.endsAt, timeZone),
      first_bookable_at: firstBookableWire,
      last_bookable_at: timeOfDay(lastBookable, timeZone),
      venue_name: context.venue.name,
      pricing_option_id: option?.id ?? 0,
      cart_type: cartType,
      composite_key: compositeKey(activity.id, occurrence.startsAt, occurrence.endsAt),
      booking: mine?.bookingId != null ? { id: mine.bookingId } : null,
      bookings_count: occurrence.booked,
      spaces,
      capacity: occurrence.capacity,
      action_to_show: restrictedAction(
        actionToShow({
          now,
          firstBookable,
          lastBookable,
          spaces,
          hasWaitlist: occurrence.hasWaitlist,
          mine,
        }),
        viewer,
        occurrence.date,
      ),
      waitlist_id: mine?.waitlist?.id ?? null,
      ...restrictionFields,
      benefit_available: benefitAvailable(viewer.benefits ?? null, {
        categorySlug: activity.slug,
        date: occurrence.date,
        startTime: clockTimeIn(occurrence.startsAt, timeZone),
      }),
      tags: occurrence.tags,
    };
  };
}

/**
 * Class and drop-in times rows carry the session's own fields (id, spaces_remaining,
 * location_name, the date object) as the live rows do; court and lane rows do not.
 */
export function carriesSessionFields(activity: Pick<ActivityRow, 'v2Type'>): boolean {
  return activity.v2Type === 'classes' || activity.v2Type === 'ticketed';
}

/**
 * One row per start (and end) time, aggregated over locations (courts, lanes), or one row per
 * session (classes, drop-ins), in the v1 or v2 shape.
 */
export function buildTimesRows(
  rows: RowContext,
  occurrences: readonly OccurrenceRow[],
): {
  v1: TimesRowV1[];
  v2: TimesRowV2[];
} {
  const { context, activity, now, viewer } = rows;
  const timeZone = context.venue.timezone;
  const release = releaseFor(rows);
  const price = estimatedPrice(context.pricingOptions, viewer.isMember, context.currencyCode);
  const restrictionFields = restrictionRowFields(rows.restrictions);
  // Courts and lanes aggregate over locations; a class or drop-in row is one session.
  const isSessionRow = carriesSessionFields(activity);
  const groups = new Map<string, OccurrenceRow[]>();
  for (const occurrence of occurrences) {
    const key = isSessionRow
      ? occurrence.publicId
      : `${occurrence.startsAt.getTime()}|${occurrence.endsAt.getTime()}`;
    const group = groups.get(key);
    if (group) group.push(occurrence);
    else groups.set(key, [occurrence]);
  }
  const v1: TimesRowV1[] = [];
  const v2: TimesRowV2[] = [];
  for (const group of groups.values()) {
    const first = group[0];
    if (!first) continue;
    const spaces = group.reduce((total, occurrence) => total + spacesOf(occurrence), 0);
    const locationNames = new Set(
      group.map((occurrence) => occurrence.location?.name ?? context.venue.name),
    );
    const { at: firstBookable, wire: firstBookableWire } = release(first.date);
    const mine = callerSessionOf(viewer, group);
    const row: Omit<TimesRowV1, 'id'> = {
      starts_at: timeOfDay(first.startsAt, timeZone),
      ends_at: timeOfDay(first.endsAt, timeZone),
      duration: durationLabel(first.startsAt, first.endsAt),
      price,
      composite_key: compositeKey(activity.id, first.startsAt, first.endsAt),
      timestamp: Math.floor(first.startsAt.getTime() / 1000),
      booking: mine?.bookingId != null ? { id: mine.bookingId } : null,
      action_to_show: restrictedAction(
        actionToShow({
          now,
          firstBookable,
          lastBookable: lastBookableAt(first.startsAt, activity.rules),
          spaces,
          hasWaitlist: group.some((occurrence) => occurrence.hasWaitlist),
          mine,
        }),
        viewer,
        first.date,
      ),
      category_slug: activity.slug,
      date: first.date,
      venue_slug: context.venue.slug,
      location: locationNames.size === 1 ? (locationNames.values().next().value ?? '') : 'Multiple',
      spaces,
      name: first.name,
      allows_anonymous_bookings: activity.allowsAnonymousBookings,
    };
    if (!isSessionRow) {
      v1.push(row);
      v2.push({ ...row, first_bookable_at: firstBookableWire, ...restrictionFields });
      continue;
    }
    const session = {
      ...row,
      date: dateObject(first.date, timeZone, now, first.startsAt),
      spaces_remaining: spaces,
      location_name: locationOf(rows, first).name,
    };
    v1.push({ ...session, id: first.v1Id });
    v2.push({
      ...session,
      id: first.publicId,
      first_bookable_at: firstBookableWire,
      ...restrictionFields,
    });
  }
  return { v1, v2 };
}

/**
 * The last instant at which rows built at `rows.now` for `date` are still what a build would give
 * if no row in the database changed: before the next release (`first_bookable_at`) or booking
 * cut-off (`last_bookable_at`) flips an `action_to_show`, before the `difference` text of a date
 * object changes (`withDifference`: session rows carry it, times rows do not), and before the
 * date ends in the venue's zone and so leaves the viewing window.
 */
export function rowsStableUntil(
  rows: RowContext,
  date: string,
  occurrences: readonly OccurrenceRow[],
  { withDifference }: { withDifference: boolean },
): Date {
  const { now, activity } = rows;
  const timeZone = rows.context.venue.timezone;
  const release = releaseFor(rows);
  let until = zonedInstant(addDays(date, 1), '00:00', timeZone).getTime() - 1;
  for (const occurrence of occurrences) {
    const firstBookable = release(occurrence.date).at.getTime();
    const lastBookable = lastBookableAt(occurrence.startsAt, activity.rules).getTime();
    // actionToShow: not released while now < first; bookable while now <= last; closed after.
    if (now.getTime() < firstBookable) until = Math.min(until, firstBookable - 1);
    else if (now.getTime() <= lastBookable) until = Math.min(until, lastBookable);
    if (withDifference) {
      until = Math.min(until, differenceStableUntil(now, occurrence.startsAt).getTime());
    }
  }
  return new Date(until);
}
