import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { inList } from '../../../platform/db/sql-lists';
import type { OccurrenceKind } from './timetable.tables';
import { localDate, zonedInstant } from './venue-clock';

// What the operator does to one dated session (session-operations): cancel it, or move it. Only
// the timetable writes occurrences, so both are here; the bookings, refunds and emails that go
// with them are the caller's, in the same transaction.

/** One session as the operator's console acts on it. */
export interface OperatedSession {
  id: number;
  publicId: string;
  scheduleId: number;
  venueId: number;
  venueName: string;
  timezone: string;
  categoryId: string;
  kind: OccurrenceKind;
  name: string;
  locationName: string | null;
  /** Venue-local date. */
  date: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  booked: number;
  cancelledAt: Date | null;
  cancelledReason: string | null;
}

interface RawSession {
  id: number;
  public_id: string;
  schedule_id: number;
  venue_id: number;
  venue_name: string;
  timezone: string;
  category_id: string;
  kind: OccurrenceKind;
  name: string;
  location_name: string | null;
  date: string;
  starts_epoch: number;
  ends_epoch: number;
  capacity: number;
  booked: number;
  cancelled_epoch: number | null;
  cancelled_reason: string | null;
}

const selectSessions = sql`select o.id::float8 as id, o.public_id, o.schedule_id, o.venue_id,
    v.name as venue_name, v.timezone, o.category_id, o.kind, o.name, l.name as location_name,
    o.date::text as date,
    extract(epoch from o.starts_at)::float8 as starts_epoch,
    extract(epoch from o.ends_at)::float8 as ends_epoch,
    o.capacity, o.booked,
    extract(epoch from o.cancelled_at)::float8 as cancelled_epoch, o.cancelled_reason
  from occurrences o
  join venues v on v.id = o.venue_id
  left join locations l on l.id = o.location_id`;

function toSession(raw: RawSession): OperatedSession {
  return {
    id: Number(raw.id),
    publicId: raw.public_id,
    scheduleId: raw.schedule_id,
    venueId: raw.venue_id,
    venueName: raw.venue_name,
    timezone: raw.timezone,
    categoryId: raw.category_id,
    kind: raw.kind,
    name: raw.name,
    locationName: raw.location_name,
    date: raw.date,
    startsAt: new Date(Number(raw.starts_epoch) * 1000),
    endsAt: new Date(Number(raw.ends_epoch) * 1000),
    capacity: raw.capacity,
    booked: raw.booked,
    cancelledAt: raw.cancelled_epoch === null ? null : new Date(Number(raw.cancelled_epoch) * 1000),
    cancelledReason: raw.cancelled_reason,
  };
}

/**
 * A session by its numeric id, cancelled or not, with its venue; undefined when there is none.
 * `lock` takes the row FOR UPDATE until the transaction ends: a checkout writing bookings of it
 * (which holds a key-share lock through their foreign key, or `lockSessionsBeingBooked`'s) is
 * waited for, and one starting later waits for this transaction and then sees what it did.
 */
export async function findOperatedSession(
  db: Database,
  occurrenceId: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<OperatedSession | undefined> {
  const [raw] = await rowsOf<RawSession>(
    db,
    sql`${selectSessions} where o.id = ${occurrenceId} ${lock ? sql`for update of o` : sql``}`,
  );
  return raw ? toSession(raw) : undefined;
}

/**
 * A venue's sessions on the venue-local dates `from` to `to` (both included), cancelled ones
 * too, in order of start: the console's week.
 */
export async function findOperatedSessionsOn(
  db: Database,
  venueId: number,
  { from, to }: { from: string; to: string },
): Promise<OperatedSession[]> {
  const rows = await rowsOf<RawSession>(
    db,
    sql`${selectSessions}
      where o.venue_id = ${venueId} and o.date between ${from}::date and ${to}::date
      order by o.date, o.starts_at, l.name nulls first, o.id`,
  );
  return rows.map(toSession);
}

/**
 * Marks a session cancelled, once: answers false when it was cancelled already (the first
 * reason stands). Its places are given back by whoever lets go of its holds and bookings.
 * Updating the row notifies its day (migration 0046), so every process's availability cache drops it.
 */
export async function markOccurrenceCancelled(
  tx: Database,
  occurrenceId: number,
  { reason, now }: { reason: string; now: Date },
): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`update occurrences
      set cancelled_at = ${now.toISOString()}::timestamptz, cancelled_reason = ${reason}
      where id = ${occurrenceId} and cancelled_at is null
      returning id`,
  );
  return rows.length > 0;
}

/**
 * For the checkout, in the order's transaction: locks the sessions its basket books (FOR KEY
 * SHARE, which leaves claims and releases of places free but waits for a cancellation being
 * written) and answers those the venue has cancelled, which must not be booked.
 */
export async function lockSessionsBeingBooked(
  tx: Database,
  occurrenceIds: readonly number[],
): Promise<{ id: number; name: string; date: string }[]> {
  if (occurrenceIds.length === 0) return [];
  const rows = await rowsOf<{ id: number; name: string; date: string; cancelled: boolean }>(
    tx,
    sql`select id::float8 as id, name, date::text as date, cancelled_at is not null as cancelled
      from occurrences where ${inList(sql`id`, [...new Set(occurrenceIds)])}
      order by id
      for key share`,
  );
  return rows
    .filter((row) => row.cancelled)
    .map((row) => ({ id: Number(row.id), name: row.name, date: row.date }));
}

/** Where a session is moved to, in its venue's local time. */
export interface LocalStart {
  date: string;
  /** `HH:MM`. */
  time: string;
}

/** A session in the same location as one being moved, at a time it would overlap. */
export interface SessionInTheWay {
  name: string;
  /** Venue-local date. */
  date: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The sessions, not cancelled, in the location of session `sessionId` that overlap `startsAt` to
 * `endsAt` (one ending as it starts does not), in order of start. None when it has no location.
 */
async function sessionsInTheWay(
  tx: Database,
  sessionId: number,
  { startsAt, endsAt }: { startsAt: Date; endsAt: Date },
): Promise<SessionInTheWay[]> {
  const rows = await rowsOf<{
    name: string;
    date: string;
    starts_epoch: number;
    ends_epoch: number;
  }>(
    tx,
    sql`select other.name, other.date::text as date,
        extract(epoch from other.starts_at)::float8 as starts_epoch,
        extract(epoch from other.ends_at)::float8 as ends_epoch
      from occurrences moving
      join occurrences other on other.location_id = moving.location_id and other.id <> moving.id
      where moving.id = ${sessionId} and other.cancelled_at is null
        and other.starts_at < ${endsAt.toISOString()}::timestamptz
        and other.ends_at > ${startsAt.toISOString()}::timestamptz
      order by other.starts_at, other.id`,
  );
  return rows.map((row) => ({
    name: row.name,
    date: row.date,
    startsAt: new Date(Number(row.starts_epoch) * 1000),
    endsAt: new Date(Number(row.ends_epoch) * 1000),
  }));
}

/**
 * Moves a session to a new local start in its venue's zone, keeping its length (so 07:00 is
 * 07:00 whichever side of a clock change). Its public id stays, so links and bookings still
 * find it, and the horizon does not make the schedule's session again on its old day (see
 * `extendOccurrenceHorizon`). Answers the moved session's instants, or `clash` when the schedule
 * already has a session starting then, or `no-such-time` for a local time the clocks skip, or
 * `location-clash` with the sessions in its location then (a studio holds one class at a time),
 * unless `allowLocationClash`: the manager was told and moves it there anyway.
 */
export async function moveOccurrence(
  tx: Database,
  session: Pick<OperatedSession, 'id' | 'scheduleId' | 'timezone' | 'startsAt' | 'endsAt'>,
  to: LocalStart,
  { allowLocationClash = false }: { allowLocationClash?: boolean } = {},
): Promise<
  | { moved: true; date: string; startsAt: Date; endsAt: Date }
  | { moved: false; reason: 'clash' | 'no-such-time' }
  | { moved: false; reason: 'location-clash'; startsAt: Date; inTheWay: SessionInTheWay[] }
> {
  const startsAt = zonedInstant(to.date, to.time, session.timezone);
  // A wall time in the spring-forward gap maps to another hour: refuse it rather than guess.
  const back = new Intl.DateTimeFormat('en-GB', {
    timeZone: session.timezone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(startsAt);
  if (back !== to.time || localDate(startsAt, session.timezone) !== to.date) {
    return { moved: false, reason: 'no-such-time' };
  }
  const endsAt = new Date(
    startsAt.getTime() + (session.endsAt.getTime() - session.startsAt.getTime()),
  );
  const [clash] = await rowsOf<{ id: number }>(
    tx,
    sql`select id from occurrences
      where schedule_id = ${session.scheduleId} and starts_at = ${startsAt.toISOString()}::timestamptz
        and id <> ${session.id}`,
  );
  if (clash) return { moved: false, reason: 'clash' };
  if (!allowLocationClash) {
    const inTheWay = await sessionsInTheWay(tx, session.id, { startsAt, endsAt });
    if (inTheWay.length > 0) return { moved: false, reason: 'location-clash', startsAt, inTheWay };
  }
  await tx.execute(
    sql`update occurrences
      set date = ${to.date}::date, starts_at = ${startsAt.toISOString()}::timestamptz,
        ends_at = ${endsAt.toISOString()}::timestamptz
      where id = ${session.id}`,
  );
  return { moved: true, date: to.date, startsAt, endsAt };
}
