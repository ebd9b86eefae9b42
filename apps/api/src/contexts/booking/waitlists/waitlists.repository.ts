import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { inList } from '../../../platform/db/sql-lists';
import {
  type RawSessionRow,
  sessionRowColumns,
  sessionRowJoins,
  sessionRowOf,
} from '../../../read/session-rows';
import { positionOfW } from '../../../read/waiting-position';
import type { WaitlistActor, WaitlistStatus } from './waitlists.tables';

/** An entry with where it stands in its line and the session it is for. */
export interface WaitlistEntryRow {
  id: number;
  occurrenceId: number;
  customerId: number;
  status: WaitlistStatus;
  /** 1 for the next in line; null unless waiting. */
  position: number | null;
  partySize: number;
  joinedAt: Date;
  offerExpiresAt: Date | null;
  session: {
    publicId: string;
    name: string;
    date: string;
    startsAt: Date;
    endsAt: Date;
    timezone: string;
    venueName: string;
    venueSlug: string;
    categorySlug: string;
    locationName: string;
  };
}

interface RawEntry extends RawSessionRow {
  id: number;
  customer_id: number;
  status: WaitlistStatus;
  position: number | null;
  party_size: number;
  joined_epoch: number;
  offer_expires_epoch: number | null;
  category_slug: string;
}

const entryColumns = sql`
  w.id, w.customer_id, w.status, w.party_size,
  extract(epoch from w.joined_at)::float8 as joined_epoch,
  case when w.status = 'offered' then extract(epoch from w.offer_expires_at)::float8 end
    as offer_expires_epoch,
  case when w.status = 'waiting' then ${positionOfW} end as position,
  ${sessionRowColumns}, c.slug as category_slug`;

const entryJoins = sql`
  ${sessionRowJoins(sql`w.occurrence_id`)}
  join categories c on c.id = o.category_id`;

function toEntry(raw: RawEntry): WaitlistEntryRow {
  const session = sessionRowOf(raw);
  return {
    id: raw.id,
    occurrenceId: session.occurrenceId,
    customerId: raw.customer_id,
    status: raw.status,
    position: raw.position,
    partySize: raw.party_size,
    joinedAt: new Date(Number(raw.joined_epoch) * 1000),
    offerExpiresAt:
      raw.offer_expires_epoch === null ? null : new Date(Number(raw.offer_expires_epoch) * 1000),
    session: {
      publicId: session.publicId,
      name: session.name,
      date: session.date,
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      timezone: session.venue.timezone,
      venueName: session.venue.name,
      venueSlug: session.venue.slug,
      categorySlug: raw.category_slug,
      // A session without a location is at the venue itself.
      locationName: session.location?.name ?? session.venue.name,
    },
  };
}

async function findEntries(db: Database, condition: SQL, order = sql`w.id`) {
  const rows = await rowsOf<RawEntry>(
    db,
    sql`select ${entryColumns} from waitlist_entries w ${entryJoins} where ${condition} order by ${order}`,
  );
  return rows.map(toEntry);
}

export async function findEntryById(
  db: Database,
  id: number,
): Promise<WaitlistEntryRow | undefined> {
  return (await findEntries(db, sql`w.id = ${id}`))[0];
}

/** The customer's entry in a session's line (waiting, or offered a place), if they are in it. */
export async function findWaitingEntry(
  db: Database,
  occurrenceId: number,
  customerId: number,
): Promise<WaitlistEntryRow | undefined> {
  const condition = sql`w.occurrence_id = ${occurrenceId} and w.customer_id = ${customerId}
    and w.status in ('waiting', 'offered')`;
  return (await findEntries(db, condition))[0];
}

/** A customer's entries in line or offered, for sessions that have not started, soonest first. */
export async function findUpcomingEntries(
  db: Database,
  customerId: number,
  now: Date,
): Promise<WaitlistEntryRow[]> {
  const condition = sql`w.customer_id = ${customerId} and w.status in ('waiting', 'offered')
    and o.starts_at > ${now.toISOString()}::timestamptz`;
  return findEntries(db, condition, sql`o.starts_at, w.id`);
}

/**
 * Puts the customer at the end of the line. Undefined when they are in it already: the partial
 * unique index decides, so two joins at the same instant leave one entry.
 */
export async function insertEntry(
  db: Database,
  entry: {
    occurrenceId: number;
    customerId: number;
    payerId: number;
    partySize: number;
    joinedBy: WaitlistActor;
    now: Date;
  },
): Promise<number | undefined> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`insert into waitlist_entries
        (occurrence_id, customer_id, payer_customer_id, party_size, joined_at, joined_by)
      values (${entry.occurrenceId}, ${entry.customerId}, ${entry.payerId}, ${entry.partySize},
        ${entry.now.toISOString()}::timestamptz, ${entry.joinedBy})
      on conflict (occurrence_id, customer_id) where status in ('waiting', 'offered') do nothing
      returning id`,
  );
  return rows[0]?.id;
}

/**
 * Takes an entry out of its line (waiting, or offered: a place already in their basket stays
 * there for them to pay for or remove); false when it was out already.
 */
export async function markLeft(
  db: Database,
  id: number,
  leftBy: WaitlistActor,
  now: Date,
): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`update waitlist_entries set status = 'left', left_at = ${now.toISOString()}::timestamptz,
        left_by = ${leftBy}
      where id = ${id} and status in ('waiting', 'offered')
      returning id`,
  );
  return rows.length > 0;
}

/** How many customers wait on each of the sessions (those with nobody waiting are left out). */
export async function countWaiting(
  db: Database,
  occurrenceIds: readonly number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (occurrenceIds.length === 0) return counts;
  const rows = await rowsOf<{ occurrence_id: number; waiting: number }>(
    db,
    sql`select occurrence_id::float8 as occurrence_id, count(*)::int as waiting
      from waitlist_entries
      where status = 'waiting' and ${inList(sql`occurrence_id`, occurrenceIds)}
      group by occurrence_id`,
  );
  for (const row of rows) counts.set(Number(row.occurrence_id), row.waiting);
  return counts;
}
