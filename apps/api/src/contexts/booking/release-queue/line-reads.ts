import type { Database } from '../../../platform/db/client';
import { findQueue, findTicket } from './release-queue.repository';
import type { ReleaseQueueRow, ReleaseQueueTicketRow } from './release-queue.tables';

/**
 * What everyone in line asks every few seconds ("where do I stand?"), answered from each
 * process's memory where the answer cannot have changed, so that thousands waiting cost the
 * database next to nothing while those let in book:
 * - a line's row is read at most once per `freshMs` per process (the admission sweep moves it
 *   once a second; a process that draws or lets people in itself reads it again at once);
 * - a ticket, once drawn and until the line reaches it, never changes: it is kept and read again
 *   only when the line's row says its place has come (its admission time is then needed).
 * The booking path (admission-gate.ts) reads the database itself: its answer must be exact.
 */
export interface LineReads {
  queue(venueId: number, opensAt: Date): Promise<ReleaseQueueRow | undefined>;
  ticket(queue: ReleaseQueueRow, passHash: string): Promise<ReleaseQueueTicketRow | undefined>;
  /** This process changed the line (drew it, let people in): read its row again next time. */
  forgetQueue(queueId: number): void;
}

const MAX_TICKETS = 100_000;

/** Where the reads go when memory cannot answer: the database (tests count them). */
export interface LineSource {
  queue: typeof findQueue;
  ticket: typeof findTicket;
}

export function createLineReads(
  db: Database,
  { freshMs = 1_000, source = { queue: findQueue, ticket: findTicket } } = {},
): LineReads {
  const queues = new Map<string, { row: ReleaseQueueRow | undefined; until: number }>();
  const tickets = new Map<string, ReleaseQueueTicketRow>();
  const keyOf = (venueId: number, opensAt: Date) => `${venueId}:${opensAt.getTime()}`;
  return {
    async queue(venueId, opensAt) {
      const key = keyOf(venueId, opensAt);
      const now = performance.now();
      const cached = queues.get(key);
      if (cached && cached.until > now) return cached.row;
      const row = await source.queue(db, venueId, opensAt);
      // Lines are a handful a day: the map is emptied when the old ones have gone stale.
      if (queues.size > 100) queues.clear();
      queues.set(key, { row, until: now + freshMs });
      return row;
    },
    async ticket(queue, passHash) {
      const key = `${queue.id}:${passHash}`;
      const kept = tickets.get(key);
      if (kept && kept.position !== null && kept.position > queue.admittedThrough) return kept;
      tickets.delete(key);
      const ticket = await source.ticket(db, queue.id, passHash);
      if (ticket?.position != null && ticket.admittedAt === null) {
        if (tickets.size >= MAX_TICKETS) tickets.clear();
        tickets.set(key, ticket);
      }
      return ticket;
    },
    forgetQueue(queueId) {
      for (const [key, cached] of queues) if (cached.row?.id === queueId) queues.delete(key);
    },
  };
}
