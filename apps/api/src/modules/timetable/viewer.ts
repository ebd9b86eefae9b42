import type { Viewer } from './availability-rows';
import type { OccurrenceRow } from './timetable.repository';
import type { TimetableDeps, Viewing } from './timetable.service';

/** What the rows need to know of who is asking: signed in, a member. */
export function viewerOf(caller: Viewing): Viewer {
  return { isSignedIn: caller !== null, isMember: caller?.isMember ?? false };
}

/** The viewer with a customer's own standing on `occurrences` (their actions depend on it). */
export async function viewerWithSessions(
  deps: TimetableDeps,
  caller: Viewing,
  occurrences: readonly Pick<OccurrenceRow, 'v1Id'>[],
): Promise<Viewer> {
  const viewer = viewerOf(caller);
  const customerId = caller?.kind === 'customer' ? caller.userId : undefined;
  if (customerId === undefined || !deps.callerSessions || occurrences.length === 0) return viewer;
  const ids = occurrences.map((occurrence) => occurrence.v1Id);
  return { ...viewer, sessions: await deps.callerSessions(customerId, ids) };
}
