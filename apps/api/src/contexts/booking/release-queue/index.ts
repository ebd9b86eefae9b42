// The release queue (the waiting room for releases) as its context and the sweeps use it.
export { createLatencySampler, type LatencySampler } from './admission-pace';
export { type AdmitToRelease, createAdmissionGate, type ReleasedSession } from './admission-gate';
export { admitFromReleaseQueues, type AdmissionRun } from './admission-sweep';
export { registerReleaseQueueRoutes } from './release-queue.routes';
export type { ReleaseQueueDeps } from './release-queue.service';
export { createLineReads } from './line-reads';
