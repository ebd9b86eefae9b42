import pg from 'pg';
import type { DatabaseHandle } from './client';

/**
 * Which background sweeps this process runs. With several API processes on one PostgreSQL
 * database each sweep runs in one of them: the one holding the sweep's lease, a session-level
 * advisory lock taken on a connection kept for the purpose. The holder keeps the lease for as long
 * as that connection lives; when its process dies (or loses the database), PostgreSQL lets the
 * lock go, and whichever process next tries the sweep takes it over, within the sweep's interval.
 * The embedded database has one process only (data-dir-lock.ts), which holds every lease.
 */
export interface SweepLeases {
  /** Whether this process runs `sweep` now: it holds the lease, or has just taken it. */
  holds(sweep: string): Promise<boolean>;
  /** Lets every lease go, for another process to take. */
  close(): Promise<void>;
}

/**
 * The advisory locks' first key for the sweeps' leases: a class no other lock uses (4180424 is the
 * migrations', 4180425 the waitlist offers', 4180426 the credit ledger's, 4180427 joining's), or a
 * lease would hold some session's offers or credit for as long as its process lives.
 */
export const SWEEP_LEASE_CLASS = 4_180_430;

/** A sweep's second key: a stable 31-bit hash of its name (FNV-1a). */
export function sweepLeaseKey(sweep: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < sweep.length; index += 1) {
    hash ^= sweep.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash & 0x7fffffff;
}

export function createSweepLeases(
  handle: DatabaseHandle,
  { applicationName = `lido-sweeps:${process.pid}` }: { applicationName?: string } = {},
): SweepLeases {
  const connectionString = handle.sessionConnectionString;
  if (handle.driver === 'pglite' || !connectionString) {
    return { holds: async () => true, close: async () => undefined };
  }

  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  const held = new Set<string>();
  let closed = false;
  // One query at a time on the session: sweeps whose timers fire together ask in turn (a pg
  // client given a second query while one runs queues it, deprecated, and refused in pg 9).
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(task: () => Promise<T>): Promise<T> => {
    const next = turn.then(task, task);
    turn = next.catch(() => undefined);
    return next;
  };

  const lose = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    held.clear();
  };

  const connection = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const fresh = new pg.Client({
        connectionString,
        application_name: applicationName,
        // A holder whose machine vanished is noticed by the server within a minute, not hours.
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
      });
      // A lost connection has lost its locks with it: the leases are to be taken again.
      fresh.on('error', () => lose(fresh));
      fresh.on('end', () => lose(fresh));
      await fresh.connect();
      client = fresh;
      return fresh;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    async holds(sweep) {
      if (closed) return false;
      if (held.has(sweep) && client) return true;
      const lessee = await connection();
      const { rows } = await inTurn(() =>
        lessee.query<{ taken: boolean }>('select pg_try_advisory_lock($1, $2) as taken', [
          SWEEP_LEASE_CLASS,
          sweepLeaseKey(sweep),
        ]),
      );
      const taken = rows[0]?.taken === true;
      if (taken && client === lessee) held.add(sweep);
      return taken && client === lessee;
    },
    async close() {
      closed = true;
      const open = client ?? (connecting ? await connecting.catch(() => null) : null);
      held.clear();
      client = null;
      // Ending the session lets its advisory locks go.
      await open?.end().catch(() => undefined);
    },
  };
}
