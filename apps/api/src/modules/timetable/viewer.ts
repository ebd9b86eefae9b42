import { loadMemberBenefits } from '../benefits';
import type { Viewer } from './availability-rows';
import type { OccurrenceRow } from './timetable.repository';
import type { TimetableDeps, Viewing } from './timetable.service';

/** What the rows need to know of who is asking: signed in, a member. */
export function viewerOf(caller: Viewing): Viewer {
  return { isSignedIn: caller !== null, isMember: caller?.isMember ?? false };
}

/**
 * The viewer with a customer's own standing on `occurrences` (their actions depend on it) and,
 * for a member, their membership's benefits (rows name the one covering each session).
 */
export async function viewerWithSessions(
  deps: TimetableDeps,
  caller: Viewing,
  occurrences: readonly Pick<OccurrenceRow, 'v1Id'>[],
): Promise<Viewer> {
  const viewer = viewerOf(caller);
  const customerId = caller?.kind === 'customer' ? caller.userId : undefined;
  if (customerId === undefined || occurrences.length === 0) return viewer;
  const ids = occurrences.map((occurrence) => occurrence.v1Id);
  const [sessions, benefits] = await Promise.all([
    deps.callerSessions?.(customerId, ids),
    viewer.isMember ? loadMemberBenefits(deps.db, customerId, deps.clock.now()) : null,
  ]);
  return { ...viewer, sessions, benefits };
}
