import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { jsonColumn, rowsOf } from '../platform/db/raw-rows';
import { inList } from '../platform/db/sql-lists';

// What the OpenActive feeds are made of (contexts/openactive/open-data-feeds): a session series
// (a schedule), a dated session or court slot (an occurrence), a court hire activity (a category
// whose sessions are slots), each with its activity, venue, operator and prices. It reads the
// timetable's, the catalogue's, the venues' and the cancellation policies' tables by name and
// writes nothing, as the other read views here do.

/** The operator and venue every item names (its organizer or provider, and its location). */
export interface SourceVenue {
  operator_id: number;
  operator_client_id: string;
  operator_name: string;
  bookings_site_url: string;
  currency_code: string;
  venue_id: number;
  venue_slug: string;
  venue_name: string;
  address_line_1: string;
  address_line_2: string | null;
  town: string;
  area: string;
  postcode: string;
  lat: number | null;
  lng: number | null;
  phone: string | null;
  email: string | null;
  timezone: string;
}

/** A price of an activity, as its offers are made. */
export interface SourcePrice {
  id: number;
  name: string;
  price_pence: number;
}

/** An activity's terms: who may come and until when a booking may be cancelled. */
export interface SourceActivity {
  category_id: string;
  category_slug: string;
  category_name: string;
  description: string | null;
  image: string | null;
  openactive_activity_id: string | null;
  v2_type: string | null;
  min_age: number | null;
  max_age: number | null;
  /** The activity's cancellation policy, or the deployment's; null when there is none. */
  cutoff_minutes: number | null;
  after_cutoff: string | null;
  prices: SourcePrice[];
}

export interface SeriesSource extends SourceVenue, SourceActivity {
  schedule_id: number;
  kind: string;
  name: string;
  weekday: number;
  start_time: string;
  duration_minutes: number;
  starts_on: string | null;
  ends_on: string | null;
  leaders: string[];
  tags: string[];
}

export interface SessionSource extends SourceVenue, SourceActivity {
  occurrence_id: number;
  public_id: string;
  schedule_id: number;
  kind: string;
  name: string;
  date: string;
  starts_at: Date;
  ends_at: Date;
  capacity: number;
  booked: number;
  cancelled: boolean;
  location_id: number | null;
  location_slug: string | null;
}

/** A court hire activity: the courts (or lanes) its slot schedules are on. */
export interface FacilityUseSource extends SourceVenue, SourceActivity {
  locations: { id: number; slug: string; name: string }[];
}

/** The operator and venue columns, from operators op and venues v. */
const venueColumns = sql`op.id as operator_id, op.client_id as operator_client_id,
  op.name as operator_name, op.bookings_site_url, op.currency_code,
  v.id as venue_id, v.slug as venue_slug, v.name as venue_name, v.address_line_1,
  v.address_line_2, v.town, v.area, v.postcode, v.lat, v.lng, v.phone, v.email, v.timezone`;

/** The activity's own columns, from categories c. */
const activityColumns = sql`c.id as category_id, c.slug as category_slug,
  c.name as category_name, c.description, c.image, c.openactive_activity_id, c.v2_type`;

/** What an activity's items share: its prices, its age restriction and its cancellation policy. */
type ActivityTerms = Pick<
  SourceActivity,
  'min_age' | 'max_age' | 'cutoff_minutes' | 'after_cutoff' | 'prices'
>;

/**
 * The terms of some activities, each once: a page of sessions names a handful of activities,
 * and reading their terms per session cost more than the rest of rendering it.
 */
async function findActivityTerms(
  db: Database,
  categoryIds: readonly string[],
): Promise<Map<string, ActivityTerms>> {
  const rows = await rowsOf<ActivityTerms & { category_id: string; prices: unknown }>(
    db,
    sql`select c.id as category_id,
        (select min(r.min_age) from activity_restrictions r
          where r.category_id = c.id and r.kind = 'age') as min_age,
        (select max(r.max_age) from activity_restrictions r
          where r.category_id = c.id and r.kind = 'age') as max_age,
        policy.cutoff_minutes, policy.after_cutoff,
        coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name,
            'price_pence', p.price_pence) order by p.sort_order, p.id)
          from pricing_options p where p.category_id = c.id), '[]') as prices
      from categories c
      left join lateral (
        select cp.cutoff_minutes, cp.after_cutoff from cancellation_policies cp
        where cp.category_id = c.id or cp.category_id is null
        order by cp.category_id nulls last limit 1) policy on true
      where ${inList(sql`c.id`, [...new Set(categoryIds)])}`,
  );
  return new Map(
    rows.map(({ category_id, prices, ...terms }) => [
      category_id,
      { ...terms, prices: jsonColumn<SourcePrice[]>(prices, []) },
    ]),
  );
}

/** Each row with its activity's terms; a row whose activity is gone is left out. */
async function withTerms<T extends { category_id: string }>(
  db: Database,
  rows: T[],
): Promise<(T & ActivityTerms)[]> {
  const terms = await findActivityTerms(
    db,
    rows.map((row) => row.category_id),
  );
  return rows.flatMap((row) => {
    const found = terms.get(row.category_id);
    return found ? [{ ...row, ...found }] : [];
  });
}

export async function findSeriesSources(
  db: Database,
  scheduleIds: readonly number[],
): Promise<SeriesSource[]> {
  const rows = await rowsOf<Omit<SeriesSource, keyof ActivityTerms>>(
    db,
    sql`select s.id as schedule_id, s.kind, s.name, s.weekday, s.start_time,
        s.duration_minutes, s.starts_on::text as starts_on, s.ends_on::text as ends_on,
        coalesce((select json_agg(i.name order by i.name) from schedule_instructors si
          join instructors i on i.id = si.instructor_id where si.schedule_id = s.id), '[]')
          as leaders,
        coalesce((select json_agg(t.name order by t.name) from schedule_tags st
          join tags t on t.id = st.tag_id where st.schedule_id = s.id), '[]') as tags,
        ${venueColumns}, ${activityColumns}
      from schedules s
      join categories c on c.id = s.category_id
      join venues v on v.id = s.venue_id
      join operators op on op.id = v.operator_id
      where ${inList(sql`s.id`, scheduleIds)}`,
  );
  return (await withTerms(db, rows)).map((row) => ({
    ...row,
    leaders: jsonColumn<string[]>(row.leaders, []),
    tags: jsonColumn<string[]>(row.tags, []),
  }));
}

export async function findSessionSources(
  db: Database,
  occurrenceIds: readonly number[],
): Promise<SessionSource[]> {
  const rows = await rowsOf<
    Omit<SessionSource, keyof ActivityTerms | 'starts_at' | 'ends_at'> & {
      starts_at: string;
      ends_at: string;
    }
  >(
    db,
    sql`select o.id::float8 as occurrence_id, o.public_id, o.schedule_id, o.kind, o.name,
        o.date::text as date, o.starts_at, o.ends_at, o.capacity, o.booked,
        o.cancelled_at is not null as cancelled, o.location_id, l.slug as location_slug,
        ${venueColumns}, ${activityColumns}
      from occurrences o
      join categories c on c.id = o.category_id
      join venues v on v.id = o.venue_id
      join operators op on op.id = v.operator_id
      left join locations l on l.id = o.location_id
      where ${inList(sql`o.id`, occurrenceIds)}`,
  );
  return (await withTerms(db, rows)).map((row) => ({
    ...row,
    starts_at: new Date(row.starts_at),
    ends_at: new Date(row.ends_at),
  }));
}

export async function findFacilityUseSources(
  db: Database,
  categoryIds: readonly string[],
): Promise<FacilityUseSource[]> {
  const rows = await rowsOf<Omit<FacilityUseSource, keyof ActivityTerms>>(
    db,
    sql`select ${venueColumns}, ${activityColumns},
        coalesce((select json_agg(json_build_object('id', l.id, 'slug', l.slug, 'name', l.name)
            order by l.name, l.id)
          from locations l where l.id in (
            select s.location_id from schedules s where s.category_id = c.id)), '[]')
          as locations
      from categories c
      join venues v on v.id = c.venue_id
      join operators op on op.id = v.operator_id
      where ${inList(sql`c.id`, categoryIds)}`,
  );
  return (await withTerms(db, rows)).map((row) => ({
    ...row,
    locations: jsonColumn<FacilityUseSource['locations']>(row.locations, []),
  }));
}
