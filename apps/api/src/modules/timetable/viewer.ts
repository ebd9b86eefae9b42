import { loadMemberBenefits } from '../benefits';
import { loadPartyRestriction, type ActivityRestrictions } from '../restrictions';
import type { Viewer } from './availability-rows';
import type { OccurrenceRow } from './timetable.repository';
import type { TimetableDeps, Viewing } from './timetable.service';

/** What the rows need to know of who is asking: signed in, a member. */
export function viewerOf(caller: Viewing): Viewer {
  return { isSignedIn: caller !== null, isMember: caller?.isMember ?? false };
}

/**
 * The viewer with a customer's own standing on `occurrences` (their actions depend on it), for a
 * member their membership's benefits (rows name the one covering each session), and for an
 * activity with restrictions whether anyone they book for meets them.
 */
export async function viewerWithSessions(
  deps: TimetableDeps,
  caller: Viewing,
  occurrences: readonly Pick<OccurrenceRow, 'v1Id'>[],
  restrictions: ActivityRestrictions,
): Promise<Viewer> {
  const viewer = viewerOf(caller);
  const customerId = caller?.kind === 'customer' ? caller.userId : undefined;
  if (customerId === undefined || occurrences.length === 0) return viewer;
  const ids = occurrences.map((occurrence) => occurrence.v1Id);
  const now = deps.clock.now();
  const [sessions, benefits, restrictionOn] = await Promise.all([
    deps.callerSessions?.(customerId, ids),
    viewer.isMember ? loadMemberBenefits(deps.db, customerId, now) : null,
    loadPartyRestriction(deps.db, restrictions, customerId, now),
  ]);
  return { ...viewer, sessions, benefits, restrictionOn };
}
