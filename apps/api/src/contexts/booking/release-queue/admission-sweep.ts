import { nextPace, placesFor, type LatencySampler } from './admission-pace';
import {
  admitPlaces,
  drawQueue,
  placesLeftAtOpening,
  queuesToAdmit,
} from './release-queue.repository';
import type { ReleaseQueueDeps } from './release-queue.service';

export interface AdmissionRun {
  drawn: number;
  admitted: number;
}

/**
 * One turn of the waiting rooms (background-sweeps.ts runs it every second, in one process):
 * draws the lines whose release has opened, then lets each line in at its pace, adapted to the
 * latency this process measured on the booking path.
 */
export async function admitFromReleaseQueues(
  deps: ReleaseQueueDeps,
  latency: LatencySampler,
): Promise<AdmissionRun> {
  const now = deps.clock.now();
  const p95 = latency.p95(now.getTime());
  const run: AdmissionRun = { drawn: 0, admitted: 0 };
  for (const queue of await queuesToAdmit(deps.db, now)) {
    if (!queue.drawnAt) {
      if (await drawQueue(deps.db, queue.id, now)) run.drawn += 1;
      deps.lineReads.forgetQueue(queue.id);
      continue;
    }
    const pace = nextPace(queue.admitPerMinute, p95);
    const since = (queue.lastAdmittedAt ?? queue.drawnAt).getTime();
    // Once every place the opening released is booked or held, the line protects nothing: all
    // still in it are let in at once, to see the sessions full (and join their waitlists)
    // rather than wait their turn to learn it.
    const soldOut = (await placesLeftAtOpening(deps.db, queue.id)) === 0;
    run.admitted += await admitPlaces(
      deps.db,
      queue.id,
      soldOut ? queue.lastPosition - queue.admittedThrough : placesFor(pace, now.getTime() - since),
      pace,
      now,
    );
    deps.lineReads.forgetQueue(queue.id);
  }
  return run;
}
