import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { jsonColumn, rowsOf } from '../../../platform/db/raw-rows';
import { locationColumns, locationOf } from '../../../read/session-rows';
import type { V2Type } from '../../venue-setup/catalogue';
import { isNumericIdentifier } from '../../venue-setup/venues';
import type { BookingRules } from './booking-window';
import { dayVersion } from './day-version';
import type { PricingOption } from './session-price';

/**
 * Availability reads. Each endpoint runs one query whatever the size of the day: the venue,
 * activity, operator and pricing (the context) with the day's occurrences, their locations,
 * instructors and tags aggregated as JSON. Capacity and bookings come straight from
 * occurrences, the rows bookings update, so nothing here can be staler than a committed write.
 */

export interface ActivityRow {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  parentSlug: string | null;
  v2Type: V2Type | null;
  allowsAnonymousBookings: boolean;
  rules: BookingRules;
}

export interface ActivityContext {
  venue: { id: number; slug: string; name: string; timezone: string; operatorId: number };
  currencyCode: string;
  /** Null when the venue exists but has no such activity. */
  activity: ActivityRow | null;
  pricingOptions: PricingOption[];
}

export interface Person {
  id: number;
  name: string;
}

export interface OccurrenceRow {
  v1Id: number;
  publicId: string;
  categoryId: string;
  name: string;
  date: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  booked: number;
  /** Its schedule keeps a waitlist for when it is full. */
  hasWaitlist: boolean;
  location: { id: number; name: string; slug: string; type: string } | null;
  instructors: Person[];
  tags: Person[];
}

interface RawContext {
  venue_id: number;
  venue_slug: string;
  operator_id: number;
  venue_name: string;
  timezone: string;
  currency_code: string;
  category_id: string | null;
  category_slug: string | null;
  category_name: string | null;
  description: string | null;
  parent_slug: string | null;
  v2_type: V2Type | null;
  allows_anonymous_bookings: boolean | null;
  view_days_anonymous: number | null;
  view_days_signed_in: number | null;
  release_days_before: number | null;
  release_time: string | null;
  last_bookable_minutes_after_start: number | null;
  pricing_options: unknown;
}

interface RawOccurrence {
  v1_id: number;
  public_id: string;
  category_id: string;
  name: string;
  date: string;
  starts_epoch: number;
  ends_epoch: number;
  capacity: number;
  booked: number;
  has_waitlist: boolean;
  location_id: number | null;
  location_name: string | null;
  location_slug: string | null;
  location_type: string | null;
  instructors: unknown;
  tags: unknown;
}

const contextColumns = sql`
  v.id as venue_id, v.slug as venue_slug, v.name as venue_name, v.timezone, v.operator_id,
  op.currency_code,
  c.id as category_id, c.slug as category_slug, c.name as category_name, c.description,
  parent.slug as parent_slug, c.v2_type, c.allows_anonymous_bookings,
  c.view_days_anonymous, c.view_days_signed_in, c.release_days_before, c.release_time,
  c.last_bookable_minutes_after_start,
  case when c.id is null then null else coalesce((
    select json_agg(json_build_object(
      'id', po.id, 'name', po.name, 'kind', po.kind,
      'pricePence', po.price_pence, 'memberPricePence', po.member_price_pence
    ) order by po.sort_order, po.id)
    from pricing_options po where po.category_id = c.id
  ), '[]'::json) end as pricing_options`;

function venueCondition(identifier: string): SQL {
  return isNumericIdentifier(identifier)
    ? sql`v.id = ${Number(identifier)}`
    : sql`v.slug = ${identifier}`;
}

function toContext(raw: RawContext): ActivityContext {
  return {
    venue: {
      id: raw.venue_id,
      slug: raw.venue_slug,
      name: raw.venue_name,
      timezone: raw.timezone,
      operatorId: Number(raw.operator_id),
    },
    currencyCode: raw.currency_code,
    activity:
      raw.category_id === null
        ? null
        : {
            id: raw.category_id,
            slug: raw.category_slug ?? '',
            name: raw.category_name ?? '',
            description: raw.description,
            parentSlug: raw.parent_slug,
            v2Type: raw.v2_type,
            allowsAnonymousBookings: raw.allows_anonymous_bookings ?? false,
            rules: {
              viewDaysAnonymous: raw.view_days_anonymous ?? 0,
              viewDaysSignedIn: raw.view_days_signed_in ?? 0,
              releaseDaysBefore: raw.release_days_before ?? 0,
              releaseTime: raw.release_time ?? '00:00',
              lastBookableMinutesAfterStart: raw.last_bookable_minutes_after_start ?? 0,
            },
          },
    pricingOptions: jsonColumn<PricingOption[]>(raw.pricing_options, []),
  };
}

/** The venue (by slug or id) with one of its activities (by slug or id); undefined: no venue. */
export async function findActivityContext(
  db: Database,
  venueIdentifier: string,
  activityIdentifier: string,
): Promise<ActivityContext | undefined> {
  const [raw] = await rowsOf<RawContext>(
    db,
    sql`select ${contextColumns}
      from venues v
      join operators op on op.id = v.operator_id
      left join categories c on c.venue_id = v.id
        and (c.slug = ${activityIdentifier} or c.id = ${activityIdentifier})
      left join categories parent on parent.id = c.parent_id
      where ${venueCondition(venueIdentifier)}
      limit 1`,
  );
  return raw ? toContext(raw) : undefined;
}

function occurrenceColumns(withPeople: boolean): SQL {
  const people = withPeople
    ? sql`coalesce((
          select json_agg(json_build_object('id', i.id, 'name', i.name) order by i.name)
          from schedule_instructors si join instructors i on i.id = si.instructor_id
          where si.schedule_id = o.schedule_id
        ), '[]'::json) as instructors,
        coalesce((
          select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name)
          from schedule_tags st join tags t on t.id = st.tag_id
          where st.schedule_id = o.schedule_id
        ), '[]'::json) as tags`
    : sql`null as instructors, null as tags`;
  return sql`
    o.id::float8 as v1_id, o.public_id, o.category_id, o.name, o.date::text as date,
    extract(epoch from o.starts_at)::float8 as starts_epoch,
    extract(epoch from o.ends_at)::float8 as ends_epoch,
    o.capacity, o.booked,
    (select s.has_waitlist from schedules s where s.id = o.schedule_id) as has_waitlist,
    ${locationColumns},
    ${people}`;
}

function toOccurrence(raw: RawOccurrence): OccurrenceRow {
  return {
    v1Id: Number(raw.v1_id),
    publicId: raw.public_id,
    categoryId: raw.category_id,
    name: raw.name,
    date: raw.date,
    startsAt: new Date(Number(raw.starts_epoch) * 1000),
    endsAt: new Date(Number(raw.ends_epoch) * 1000),
    capacity: raw.capacity,
    booked: raw.booked,
    hasWaitlist: raw.has_waitlist,
    location: locationOf(raw),
    instructors: jsonColumn<Person[]>(raw.instructors, []),
    tags: jsonColumn<Person[]>(raw.tags, []),
  };
}

/**
 * The venue and activity with the activity's occurrences on a venue-local date (by start time,
 * then location), in one round trip: the occurrences travel as one JSON array beside the context,
 * with the day's version (`dayVersion`, unless `withVersion` is false: only cacheable reads need
 * it) read from the same snapshot. Undefined: no such venue;
 * `context.activity` null: no such activity (and no occurrences).
 */
export async function findActivityDay(
  db: Database,
  venueIdentifier: string,
  activityIdentifier: string,
  date: string,
  { withPeople, withVersion = true }: { withPeople: boolean; withVersion?: boolean },
): Promise<
  { context: ActivityContext; occurrences: OccurrenceRow[]; version: string } | undefined
> {
  const [raw] = await rowsOf<RawContext & { occurrences: unknown; version: string }>(
    db,
    sql`with context as (
        select ${contextColumns}
        from venues v
        join operators op on op.id = v.operator_id
        left join categories c on c.venue_id = v.id
          and (c.slug = ${activityIdentifier} or c.id = ${activityIdentifier})
        left join categories parent on parent.id = c.parent_id
        where ${venueCondition(venueIdentifier)}
        limit 1
      )
      select context.*, (
        select json_agg(day order by day.starts_epoch, day.location_id)
        from (
          select ${occurrenceColumns(withPeople)}
          from occurrences o
          left join locations l on l.id = o.location_id
          where o.category_id = context.category_id and o.date = ${date}::date
            -- A session the venue cancelled is neither listed nor bookable.
            and o.cancelled_at is null
        ) day
      ) as occurrences,
      ${withVersion ? dayVersion(sql`context.venue_id`, sql`context.category_id`, sql`${date}::date`) : sql`''`} as version
      from context`,
  );
  if (!raw) return undefined;
  return {
    context: toContext(raw),
    occurrences: jsonColumn<RawOccurrence[]>(raw.occurrences, []).map(toOccurrence),
    // Read in the same statement, hence the same snapshot, as the rows it versions.
    version: raw.version,
  };
}

function occurrenceCondition(identifier: string | number): SQL {
  return typeof identifier === 'number' || /^\d{1,15}$/.test(identifier)
    ? sql`o.id = ${Number(identifier)}`
    : sql`o.public_id = ${identifier}`;
}

/**
 * One occurrence by v1 (numeric) or v2 id, with its venue, activity and pricing, in one query;
 * undefined when the venue cancelled it.
 */
export async function findOccurrenceWithContext(
  db: Database,
  identifier: string | number,
): Promise<{ context: ActivityContext; occurrence: OccurrenceRow } | undefined> {
  const [raw] = await rowsOf<RawContext & RawOccurrence>(
    db,
    sql`select ${contextColumns}, ${occurrenceColumns(true)}
      from occurrences o
      join categories c on c.id = o.category_id
      left join categories parent on parent.id = c.parent_id
      join venues v on v.id = o.venue_id
      join operators op on op.id = v.operator_id
      left join locations l on l.id = o.location_id
      where ${occurrenceCondition(identifier)}
        -- A cancelled session reads as missing: its links, ticket prices and waitlist with it.
        and o.cancelled_at is null
      limit 1`,
  );
  return raw ? { context: toContext(raw), occurrence: toOccurrence(raw) } : undefined;
}
