import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { jsonColumn, rowsOf } from '../../../platform/db/raw-rows';
import type { BookingRules, OccurrenceKind, PricingOption } from '../../timetable/timetable';

/** An occurrence with what adding it to a basket needs to check. */
export interface BookableOccurrence {
  id: number;
  publicId: string;
  categoryId: string;
  categorySlug: string;
  kind: OccurrenceKind;
  date: string;
  startsAt: Date;
  endsAt: Date;
  locationId: number | null;
  capacity: number;
  booked: number;
  allocationStrategy: string;
  allowsAnonymousBookings: boolean;
  timezone: string;
  /** The operator whose venue runs it: only that operator's customers book it. */
  operatorId: number;
  rules: BookingRules;
  pricingOptions: PricingOption[];
}

interface RawBookable {
  id: number;
  public_id: string;
  category_id: string;
  category_slug: string;
  kind: OccurrenceKind;
  date: string;
  starts_epoch: number;
  ends_epoch: number;
  location_id: number | null;
  capacity: number;
  booked: number;
  allocation_strategy: string;
  allows_anonymous_bookings: boolean;
  timezone: string;
  operator_id: number;
  view_days_anonymous: number;
  view_days_signed_in: number;
  release_days_before: number;
  release_time: string;
  last_bookable_minutes_after_start: number;
  pricing_options: unknown;
}

const bookableColumns = sql`
  o.id::float8 as id, o.public_id, o.category_id, c.slug as category_slug, o.kind, o.date::text as date,
  extract(epoch from o.starts_at)::float8 as starts_epoch,
  extract(epoch from o.ends_at)::float8 as ends_epoch,
  o.location_id, o.capacity, o.booked,
  c.allocation_strategy, c.allows_anonymous_bookings, v.timezone, v.operator_id,
  c.view_days_anonymous, c.view_days_signed_in, c.release_days_before, c.release_time,
  c.last_bookable_minutes_after_start,
  coalesce((
    select json_agg(json_build_object(
      'id', po.id, 'name', po.name, 'kind', po.kind,
      'pricePence', po.price_pence, 'memberPricePence', po.member_price_pence
    ) order by po.sort_order, po.id)
    from pricing_options po where po.category_id = c.id
  ), '[]'::json) as pricing_options`;

function toBookable(raw: RawBookable): BookableOccurrence {
  return {
    id: Number(raw.id),
    publicId: raw.public_id,
    categoryId: raw.category_id,
    categorySlug: raw.category_slug,
    kind: raw.kind,
    date: raw.date,
    startsAt: new Date(Number(raw.starts_epoch) * 1000),
    endsAt: new Date(Number(raw.ends_epoch) * 1000),
    locationId: raw.location_id,
    capacity: raw.capacity,
    booked: raw.booked,
    allocationStrategy: raw.allocation_strategy,
    allowsAnonymousBookings: raw.allows_anonymous_bookings,
    timezone: raw.timezone,
    operatorId: Number(raw.operator_id),
    rules: {
      viewDaysAnonymous: raw.view_days_anonymous,
      viewDaysSignedIn: raw.view_days_signed_in,
      releaseDaysBefore: raw.release_days_before,
      releaseTime: raw.release_time,
      lastBookableMinutesAfterStart: raw.last_bookable_minutes_after_start,
    },
    pricingOptions: jsonColumn<PricingOption[]>(raw.pricing_options, []),
  };
}

/** By v2 public id, or by v1 numeric id. */
export async function findBookableOccurrence(
  db: Database,
  id: string | number,
): Promise<BookableOccurrence | undefined> {
  const condition =
    typeof id === 'number' || /^\d{1,15}$/.test(id)
      ? sql`o.id = ${Number(id)}`
      : sql`o.public_id = ${id}`;
  const [raw] = await rowsOf<RawBookable>(
    db,
    sql`select ${bookableColumns}
      from occurrences o
      join categories c on c.id = o.category_id
      join venues v on v.id = o.venue_id
      where ${condition}`,
  );
  return raw ? toBookable(raw) : undefined;
}

/** A session of the same activity at the same time as `occurrence`, meeting `condition`. */
async function findSameTimeSession(
  db: Database,
  occurrence: BookableOccurrence,
  condition: SQL,
): Promise<BookableOccurrence | undefined> {
  const [raw] = await rowsOf<RawBookable>(
    db,
    sql`select ${bookableColumns}
      from occurrences o
      join categories c on c.id = o.category_id
      join venues v on v.id = o.venue_id
      where o.category_id = ${occurrence.categoryId}
        and o.starts_at = ${occurrence.startsAt.toISOString()}::timestamptz
        and ${condition}
      order by o.location_id
      limit 1`,
  );
  return raw ? toBookable(raw) : undefined;
}

/** The session of the same activity at the same time at another location (court, lane). */
export function findSessionAtLocation(
  db: Database,
  occurrence: BookableOccurrence,
  locationId: number,
): Promise<BookableOccurrence | undefined> {
  return findSameTimeSession(db, occurrence, sql`o.location_id = ${locationId}`);
}

/**
 * Where the venue allocates courts: another court of the same activity at the same time with a
 * free place, for when the one asked for has just gone.
 */
export function findFreeSibling(
  db: Database,
  occurrence: BookableOccurrence,
): Promise<BookableOccurrence | undefined> {
  return findSameTimeSession(
    db,
    occurrence,
    sql`o.id <> ${occurrence.id} and o.booked < o.capacity`,
  );
}
