import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import {
  releaseQueueTickets,
  releaseQueues,
  type ReleaseQueueRow,
  type ReleaseQueueTicketRow,
} from './release-queue.tables';
import type { ReleaseWindow } from './release-window';

export async function findQueue(
  db: Database,
  venueId: number,
  opensAt: Date,
): Promise<ReleaseQueueRow | undefined> {
  const [row] = await db
    .select()
    .from(releaseQueues)
    .where(and(eq(releaseQueues.venueId, venueId), eq(releaseQueues.opensAt, opensAt)));
  return row;
}

/** The release's line, made by its first visitor. */
export async function ensureQueue(
  db: Database,
  venueId: number,
  window: ReleaseWindow,
  { admissionMinutes, admitPerMinute }: { admissionMinutes: number; admitPerMinute: number },
): Promise<ReleaseQueueRow> {
  await db
    .insert(releaseQueues)
    .values({
      venueId,
      opensAt: window.opensAt,
      closesAt: window.closesAt,
      admissionMinutes,
      admitPerMinute,
    })
    .onConflictDoNothing();
  const queue = await findQueue(db, venueId, window.opensAt);
  if (!queue) throw new Error('the release queue was not created');
  return queue;
}

export async function findTicket(
  db: Database,
  queueId: number,
  passHash: string,
): Promise<ReleaseQueueTicketRow | undefined> {
  const [row] = await db
    .select()
    .from(releaseQueueTickets)
    .where(
      and(eq(releaseQueueTickets.queueId, queueId), eq(releaseQueueTickets.passHash, passHash)),
    );
  return row;
}

/**
 * Gives the arrivals before the opening their places in a uniformly random order, once: the
 * update of the queue's row waits for any arrival still being written (they hold it shared), and
 * the places are read after it, so no arrival before the draw is left without a place.
 */
export async function drawQueue(db: Database, queueId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(releaseQueues)
      .set({ drawnAt: now, lastAdmittedAt: now })
      .where(
        and(
          eq(releaseQueues.id, queueId),
          isNull(releaseQueues.drawnAt),
          lte(releaseQueues.opensAt, now),
        ),
      )
      .returning({ id: releaseQueues.id });
    if (!claimed) return false;
    await tx.execute(sql`
      with drawn as (
        select id, row_number() over (order by random()) as place
        from release_queue_tickets where queue_id = ${queueId} and position is null
      )
      update release_queue_tickets t set position = drawn.place
      from drawn where t.id = drawn.id`);
    await tx.execute(sql`
      update release_queues set last_position =
        (select count(*) from release_queue_tickets where queue_id = ${queueId})
      where id = ${queueId}`);
    return true;
  });
}

interface RawTicket {
  id: number;
  queue_id: number;
  pass_hash: string;
  position: number | null;
  joined_behind: number;
  customer_id: number | null;
  joined_at: Date | string;
  admitted_at: Date | string | null;
}

function ticketOf(row: RawTicket): ReleaseQueueTicketRow {
  return {
    id: row.id,
    queueId: row.queue_id,
    passHash: row.pass_hash,
    position: row.position,
    joinedBehind: row.joined_behind,
    customerId: row.customer_id,
    joinedAt: new Date(row.joined_at),
    admittedAt: row.admitted_at === null ? null : new Date(row.admitted_at),
  };
}

/**
 * A place for a new pass: after the draw, the next place at the back of the line; before it, a
 * ticket without a place (the draw gives it one). Each is one statement, so the line's row, which
 * every arrival after the opening updates, is locked for that statement alone, not for the round
 * trips of a transaction: a busy process then cannot hold up the line, nor let its arrivals
 * overtake one another while they wait.
 */
export async function takePlace(
  db: Database,
  queueId: number,
  passHash: string,
  now: Date,
): Promise<ReleaseQueueTicketRow> {
  const at = now.toISOString();
  const [back] = await rowsOf<RawTicket>(
    db,
    sql`with place as (
          update release_queues set last_position = last_position + 1
          where id = ${queueId} and drawn_at is not null
          returning last_position, admitted_through)
        insert into release_queue_tickets (queue_id, pass_hash, position, joined_behind, joined_at)
        select ${queueId}, ${passHash}, last_position, admitted_through, ${at}::timestamptz from place
        returning *`,
  );
  if (back) return ticketOf(back);
  // Not drawn yet: the row held shared until this ticket is written, so the draw (which updates
  // the row) waits for it, or came first and this finds the line drawn.
  const [early] = await rowsOf<RawTicket>(
    db,
    sql`insert into release_queue_tickets (queue_id, pass_hash, position, joined_at)
        select ${queueId}, ${passHash}, null, ${at}::timestamptz from release_queues
        where id = ${queueId} and drawn_at is null
        for share
        returning *`,
  );
  if (early) return ticketOf(early);
  // The draw came between the two statements: the back of the line, then.
  return takePlace(db, queueId, passHash, now);
}

/**
 * Places still free (neither booked nor held) in the sessions the line's opening released: the
 * venue's activities whose release time is the opening's, on the date that opening releases.
 */
export async function placesLeftAtOpening(db: Database, queueId: number): Promise<number> {
  const [row] = await rowsOf<{ left: number }>(
    db,
    sql`select coalesce(sum(greatest(o.capacity - o.booked, 0)), 0)::int as left
        from release_queues q
        join venues v on v.id = q.venue_id
        join categories c on c.venue_id = q.venue_id
          and c.release_time = to_char(q.opens_at at time zone v.timezone, 'HH24:MI')
        join occurrences o on o.category_id = c.id and o.cancelled_at is null
          and o.date = (q.opens_at at time zone v.timezone)::date + c.release_days_before
        where q.id = ${queueId}`,
  );
  return row?.left ?? 0;
}

/** Lines open now to let people in from: drawn (or due to be) and with someone still waiting. */
export async function queuesToAdmit(db: Database, now: Date): Promise<ReleaseQueueRow[]> {
  return db
    .select()
    .from(releaseQueues)
    .where(
      and(
        lte(releaseQueues.opensAt, now),
        gt(releaseQueues.closesAt, now),
        or(
          isNull(releaseQueues.drawnAt),
          sql`${releaseQueues.admittedThrough} < ${releaseQueues.lastPosition}`,
        ),
      ),
    );
}

/**
 * Lets in up to `count` more places of the line and notes the pace it was set to; returns how
 * many were let in. Their tickets note when, for their time to book.
 */
export async function admitPlaces(
  db: Database,
  queueId: number,
  count: number,
  admitPerMinute: number,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [before] = await rowsOf<{ admitted_through: number }>(
      tx,
      sql`select admitted_through from release_queues where id = ${queueId} for update`,
    );
    const [after] = await tx
      .update(releaseQueues)
      .set({
        admittedThrough: sql`least(${releaseQueues.lastPosition}, ${releaseQueues.admittedThrough} + ${count})`,
        admitPerMinute,
        lastAdmittedAt: now,
      })
      .where(eq(releaseQueues.id, queueId))
      .returning({ through: releaseQueues.admittedThrough });
    const from = before?.admitted_through ?? 0;
    const through = after?.through ?? from;
    if (through > from) {
      await tx
        .update(releaseQueueTickets)
        .set({ admittedAt: now })
        .where(
          and(
            eq(releaseQueueTickets.queueId, queueId),
            gt(releaseQueueTickets.position, from),
            lte(releaseQueueTickets.position, through),
          ),
        );
    }
    return through - from;
  });
}

/** Binds an admission to the first account that books with it; false if another has it. */
export async function bindTicket(
  db: Database,
  ticketId: number,
  customerId: number,
): Promise<boolean> {
  const [row] = await db
    .update(releaseQueueTickets)
    .set({ customerId })
    .where(
      and(
        eq(releaseQueueTickets.id, ticketId),
        or(isNull(releaseQueueTickets.customerId), eq(releaseQueueTickets.customerId, customerId)),
      ),
    )
    .returning({ id: releaseQueueTickets.id });
  return row !== undefined;
}

export interface ConsoleQueueRow {
  venue: string;
  timezone: string;
  opens_at: Date;
  joined: number;
  admitted: number;
  admit_per_minute: number;
}

/** The operator's lines of the last day, newest first. */
export async function queuesOfOperator(
  db: Database,
  operatorId: number,
  since: Date,
): Promise<ConsoleQueueRow[]> {
  const rows = await rowsOf<ConsoleQueueRow & { opens_at: Date | string }>(
    db,
    sql`select v.name as venue, v.timezone, q.opens_at,
          greatest(q.last_position,
            (select count(*)::int from release_queue_tickets t where t.queue_id = q.id)) as joined,
          q.admitted_through as admitted, q.admit_per_minute
        from release_queues q join venues v on v.id = q.venue_id
        where v.operator_id = ${operatorId} and q.closes_at > ${since}
        order by q.opens_at desc, v.name`,
  );
  return rows.map((row) => ({ ...row, opens_at: new Date(row.opens_at) }));
}
