import type { FastifyInstance } from 'fastify';
import type { Database } from '../platform/db/client';
import {
  changedTables,
  countWrites,
  snapshotDatabase,
  type DatabaseSnapshot,
} from './database-snapshot';
import type { FuzzRequest } from './fuzz-requests';

/**
 * Sends the fuzz test's requests and checks the two things asked of every answer: it is not a
 * 5xx, and a refusal (4xx) wrote nothing. Comparing the database after every request would cost
 * a snapshot per request, so requests go in blocks: one snapshot before and one after a block;
 * a block that was refused throughout and changed nothing is proven in two. A block with
 * successes (which may write) is sent again with a snapshot around each of those, and each run
 * of refusals between them checked on its own; a run that changed something is sent once more
 * a request at a time, to name the request that wrote.
 */

export interface Caller {
  name: string;
  headers: Record<string, string>;
}

export interface FuzzRunner {
  /** Sends one block: the requests of one route as one caller. Answers their statuses, in order. */
  runBlock: (block: string, requests: readonly FuzzRequest[], caller: Caller) => Promise<number[]>;
  /** `5xx` answers and refusals that wrote, one line each, since the last call. */
  takeProblems: () => string[];
  /** Requests sent and snapshots taken, for the budget. */
  counts: { requests: number; snapshots: number };
}

export async function createFuzzRunner(
  app: FastifyInstance,
  db: Database,
  {
    allowedWrites,
    idempotent,
  }: {
    /** Tables a refusal of the block's route may write to, each for a stated reason (see the test). */
    allowedWrites: (block: string) => ReadonlySet<string>;
    /** Whether a request goes to a route honouring Idempotency-Key (it is sent one). */
    idempotent: (request: FuzzRequest) => boolean;
  },
): Promise<FuzzRunner> {
  await countWrites(db);
  const problems = new Set<string>();
  const report = (problem: string) => problems.add(problem);
  const takeProblems = () => {
    const taken = [...problems];
    problems.clear();
    return taken;
  };
  const counts = { requests: 0, snapshots: 0 };

  const snapshot = (): Promise<DatabaseSnapshot> => {
    counts.snapshots += 1;
    return snapshotDatabase(db);
  };

  async function send(request: FuzzRequest, caller: Caller): Promise<number> {
    counts.requests += 1;
    const headers: Record<string, string> = { ...caller.headers };
    if (request.contentType) headers['content-type'] = request.contentType;
    if (idempotent(request)) headers['idempotency-key'] = `fuzz-${counts.requests}`;
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    if (response.statusCode >= 500) {
      const where = `${caller.name} ${request.method} ${request.url.slice(0, 160)}`;
      report(`${where} [${request.label}] → ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    return response.statusCode;
  }

  /**
   * Sends `requests` again; `succeeded` says which answered 2xx/3xx the first time: those are
   * the boundaries of the runs of refusals that are checked. One at a time when `each`.
   */
  async function verify(
    block: string,
    requests: readonly FuzzRequest[],
    succeeded: readonly boolean[],
    caller: Caller,
    each: boolean,
  ): Promise<void> {
    let before = await snapshot();
    let run: FuzzRequest[] = [];
    const settle = async () => {
      if (run.length === 0) return;
      const after = await snapshot();
      const changed = changedTables(before, after, allowedWrites(block));
      before = after;
      if (changed.length > 0) {
        if (each || run.length === 1) {
          const labels = run.map((request) => request.label).join('; ');
          report(`${caller.name} ${block} [${labels}] was refused but wrote ${changed.join(', ')}`);
        } else {
          await verify(
            block,
            run,
            run.map(() => false),
            caller,
            true,
          );
          before = await snapshot();
        }
      }
      run = [];
    };
    for (const [index, request] of requests.entries()) {
      if (succeeded[index]) {
        await settle();
        await send(request, caller);
        before = await snapshot();
        continue;
      }
      const status = await send(request, caller);
      if (status < 400) {
        // Refused before, accepted now: the run so far cannot be told apart from it.
        run = [];
        before = await snapshot();
      } else {
        run.push(request);
        if (each) await settle();
      }
    }
    await settle();
  }

  async function runBlock(
    block: string,
    requests: readonly FuzzRequest[],
    caller: Caller,
  ): Promise<number[]> {
    const before = await snapshot();
    const statuses: number[] = [];
    for (const request of requests) statuses.push(await send(request, caller));
    const succeeded = statuses.map((status) => status < 400);
    if (succeeded.some(Boolean)) {
      await verify(block, requests, succeeded, caller, false);
      return statuses;
    }
    const after = await snapshot();
    if (changedTables(before, after, allowedWrites(block)).length > 0) {
      await verify(block, requests, succeeded, caller, true);
    }
    return statuses;
  }

  return { runBlock, takeProblems, counts };
}
