import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';

/** An offer still open: its place is held in the payer's basket until it is booked or lapses. */
export interface OpenOffer {
  id: number;
  occurrenceId: number;
  customerId: number;
}

export async function findOpenOffers(db: Database): Promise<OpenOffer[]> {
  const rows = await rowsOf<{ id: number; occurrence_id: number; customer_id: number }>(
    db,
    sql`select id, occurrence_id::float8 as occurrence_id, customer_id
      from waitlist_entries where status = 'offered' order by id`,
  );
  return rows.map((row) => ({
    id: row.id,
    occurrenceId: Number(row.occurrence_id),
    customerId: row.customer_id,
  }));
}

/** Ends an open offer (booked or lapsed); false when another process ended it first. */
export async function settleOffer(
  db: Database,
  id: number,
  status: 'booked' | 'lapsed',
  now: Date,
): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`update waitlist_entries set status = ${status}, settled_at = ${now.toISOString()}::timestamptz
      where id = ${id} and status = 'offered' returning id`,
  );
  return rows.length > 0;
}

/**
 * Sessions a freed place can be offered on: a place free, someone waiting, not cancelled, not
 * started before `cutoffAfter` (start minus the offer cut-off), soonest first; only
 * `onlyOccurrenceId` when given.
 */
export async function findSessionsToOffer(
  db: Database,
  cutoffAfter: Date,
  onlyOccurrenceId?: number,
): Promise<{ occurrenceId: number; startsAt: Date }[]> {
  const only = onlyOccurrenceId === undefined ? sql`` : sql`and o.id = ${onlyOccurrenceId}`;
  const rows = await rowsOf<{ id: number; starts_epoch: number }>(
    db,
    sql`select o.id::float8 as id, extract(epoch from o.starts_at)::float8 as starts_epoch
      from occurrences o
      where o.id in (select w.occurrence_id from waitlist_entries w where w.status = 'waiting')
        and o.booked < o.capacity and o.starts_at > ${cutoffAfter.toISOString()}::timestamptz
        and o.cancelled_at is null ${only}
      order by o.starts_at, o.id`,
  );
  return rows.map((row) => ({
    occurrenceId: Number(row.id),
    startsAt: new Date(Number(row.starts_epoch) * 1000),
  }));
}

/**
 * Serialises offering on one session across API processes until the transaction ends, so the
 * line is served strictly in order.
 */
export async function lockSessionLine(db: Database, occurrenceId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(4180425, ${occurrenceId}::int)`);
}

/** An entry in line, with who pays and how to reach them. */
export interface WaitingEntry {
  id: number;
  customerId: number;
  partySize: number;
  heldBackSince: Date | null;
  payerId: number;
  payerEmail: string | null;
  payerFirstName: string;
}

/** As far down a line as an offer run ever looks: a party fits within the first few. */
const LINE_LOOKAHEAD = 50;

/** The front of a session's line, in order. */
export async function findWaitingLine(db: Database, occurrenceId: number): Promise<WaitingEntry[]> {
  const rows = await rowsOf<{
    id: number;
    customer_id: number;
    party_size: number;
    held_back_epoch: number | null;
    payer_customer_id: number;
    email: string | null;
    first_name: string;
  }>(
    db,
    sql`select w.id, w.customer_id, w.party_size,
        extract(epoch from w.held_back_since)::float8 as held_back_epoch,
        w.payer_customer_id, c.email, c.first_name
      from waitlist_entries w join customers c on c.id = w.payer_customer_id
      where w.occurrence_id = ${occurrenceId} and w.status = 'waiting'
      order by w.joined_at, w.id limit ${LINE_LOOKAHEAD}`,
  );
  return rows.map((row) => ({
    id: row.id,
    customerId: row.customer_id,
    partySize: row.party_size,
    heldBackSince:
      row.held_back_epoch === null ? null : new Date(Number(row.held_back_epoch) * 1000),
    payerId: row.payer_customer_id,
    payerEmail: row.email,
    payerFirstName: row.first_name,
  }));
}

/** Places not taken or held: what can be offered now. */
export async function countFreePlaces(db: Database, occurrenceId: number): Promise<number> {
  const [row] = await rowsOf<{ free: number }>(
    db,
    sql`select greatest(capacity - booked, 0)::int as free from occurrences where id = ${occurrenceId}`,
  );
  return row?.free ?? 0;
}

/** The first in line wants more places than are free: they are kept for it from now. */
export async function markHeldBack(db: Database, id: number, now: Date): Promise<void> {
  await db.execute(
    sql`update waitlist_entries set held_back_since = ${now.toISOString()}::timestamptz
      where id = ${id} and status = 'waiting' and held_back_since is null`,
  );
}

export async function markOffered(
  db: Database,
  id: number,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.execute(
    sql`update waitlist_entries set status = 'offered', offered_at = ${now.toISOString()}::timestamptz,
        offer_expires_at = ${expiresAt.toISOString()}::timestamptz
      where id = ${id} and status = 'waiting'`,
  );
}
