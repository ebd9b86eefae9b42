import { type SQL, sql } from 'drizzle-orm';

// The row every list of places shows (basket lines, an order's bookings, waitlist entries): a
// session (an occurrence) with its venue and location. One read view, so those lists select and
// shape it alike. It reads the timetable's, the venues' and the catalogue's tables by name and
// writes nothing; the aliases are o (occurrences), v (venues) and l (locations).

/** A session's location (alias l), for a list whose rows are all at one venue: the timetable. */
export const locationColumns = sql`l.id as location_id, l.name as location_name,
  l.slug as location_slug, l.type as location_type`;

/** The view's columns, for a `select` beside the list's own. */
export const sessionRowColumns = sql`o.id::float8 as occurrence_id, o.public_id, o.name,
  o.date::text as date,
  extract(epoch from o.starts_at)::float8 as starts_epoch,
  extract(epoch from o.ends_at)::float8 as ends_epoch,
  v.id as venue_id, v.slug as venue_slug, v.name as venue_name, v.timezone,
  ${locationColumns}`;

/** The joins from the list's rows to the occurrence each names, its venue and its location. */
export function sessionRowJoins(occurrenceId: SQL): SQL {
  return sql`join occurrences o on o.id = ${occurrenceId}
    join venues v on v.id = o.venue_id
    left join locations l on l.id = o.location_id`;
}

/** A session's location columns as the database answers them. */
export interface RawLocation {
  location_id: number | null;
  location_name: string | null;
  location_slug: string | null;
  location_type: string | null;
}

/** The view's columns as the database answers them. */
export interface RawSessionRow extends RawLocation {
  occurrence_id: number;
  public_id: string;
  name: string;
  date: string;
  starts_epoch: number;
  ends_epoch: number;
  venue_id: number;
  venue_slug: string;
  venue_name: string;
  timezone: string;
}

export interface SessionRow {
  occurrenceId: number;
  publicId: string;
  name: string;
  /** The session's calendar date at its venue (`YYYY-MM-DD`). */
  date: string;
  startsAt: Date;
  endsAt: Date;
  venue: { id: number; slug: string; name: string; timezone: string };
  location: SessionLocation | null;
}

export interface SessionLocation {
  id: number;
  name: string;
  slug: string;
  type: string;
}

/** A session's location, or null for a session at the venue itself. */
export function locationOf(raw: RawLocation): SessionLocation | null {
  return raw.location_id === null
    ? null
    : {
        id: raw.location_id,
        name: raw.location_name ?? '',
        slug: raw.location_slug ?? '',
        type: raw.location_type ?? 'resource',
      };
}

export function sessionRowOf(raw: RawSessionRow): SessionRow {
  return {
    occurrenceId: Number(raw.occurrence_id),
    publicId: raw.public_id,
    name: raw.name,
    date: raw.date,
    startsAt: new Date(Number(raw.starts_epoch) * 1000),
    endsAt: new Date(Number(raw.ends_epoch) * 1000),
    venue: { id: raw.venue_id, slug: raw.venue_slug, name: raw.venue_name, timezone: raw.timezone },
    location: locationOf(raw),
  };
}
