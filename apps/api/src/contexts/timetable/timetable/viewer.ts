import type { ActionToShow } from '@lido/contract';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import type { Caller } from '../../../platform/http/auth-guard';
import { loadMemberBenefits, type MemberBenefits } from '../../memberships/benefits';
import {
  loadPartyRestriction,
  type ActivityRestrictions,
  type UnmetRestriction,
} from '../restrictions';
import type { CallerStanding } from './booking-window';
import type { DaySourceCache } from './day-sources';
import type { OccurrenceRow } from './timetable.repository';

/**
 * A customer's bookings, basket holds and waitlist entries on some occurrences (by occurrence
 * id). Those live in other modules, which depend on this one, so the booking context composes it and passes
 * it in.
 */
export type CallerStandingsLookup = (
  customerId: number,
  occurrenceIds: readonly number[],
) => Promise<ReadonlyMap<number, CallerStanding>>;

export interface TimetableDeps {
  db: Database;
  clock: Clock;
  /** Without it (and for anonymous callers and staff) every row answers as for anyone. */
  callerStandings?: CallerStandingsLookup;
  /** Days as read from the database, shared by every caller's build; without it, read each time. */
  daySources?: DaySourceCache;
}

/** Availability is personalised by who the caller is: member prices, their own sessions. */
export type Viewing =
  | (Pick<Caller, 'isMember'> & Partial<Pick<Caller, 'kind' | 'userId' | 'advanceBookingDays'>>)
  | null;

/**
 * Who is looking: signed-in callers see one more day; members pay member prices and see the
 * benefit covering a session; a customer's own bookings, basket and waitlist entries (by
 * occurrence id) decide their actions.
 */
export interface Viewer {
  isSignedIn: boolean;
  isMember: boolean;
  /** Days further ahead a member's plan lets them view and book. */
  advanceDays: number;
  sessions?: ReadonlyMap<number, CallerStanding> | undefined;
  benefits?: MemberBenefits | null;
  /**
   * A signed-in customer's party (themself and their family) against the activity's
   * restrictions: what stops all of them on a date, or null.
   */
  restrictionOn?: ((date: string) => UnmetRestriction | null) | undefined;
}

/** The caller's standing on the first of `occurrences` they have one on. */
export function callerSessionOf(
  viewer: Viewer,
  occurrences: readonly Pick<OccurrenceRow, 'v1Id'>[],
): CallerStanding | null {
  if (!viewer.sessions) return null;
  for (const occurrence of occurrences) {
    const mine = viewer.sessions.get(occurrence.v1Id);
    if (mine) return mine;
  }
  return null;
}

/**
 * A session the viewer could book is shown as not bookable, with the reason, when nobody they
 * book for meets the activity's restrictions on its date. Their own booking, basket or waitlist
 * place and the release and cut-off answers stay as they are.
 */
export function restrictedAction(action: ActionToShow, viewer: Viewer, date: string): ActionToShow {
  if (!viewer.restrictionOn) return action;
  if (action.status !== 'BOOK' && action.status !== 'JOIN_WAITLIST' && action.status !== 'FULL')
    return action;
  const unmet = viewer.restrictionOn(date);
  return unmet ? { status: null, reason: unmet.rowReason } : action;
}

/**
 * The same for two viewers exactly when every row of a day on `dates` is the same for both: each
 * part of the viewer a row reads (availability-rows.ts), and nothing else (a new field of
 * `Viewer` that changes rows belongs here). Signed-in callers with the same key share the built
 * answer (timetable.routes.ts).
 */
export function viewKey(viewer: Viewer, dates: readonly string[]): string {
  return JSON.stringify([
    viewer.isSignedIn,
    viewer.isMember,
    viewer.advanceDays,
    viewer.sessions ? [...viewer.sessions] : [],
    viewer.benefits ? [viewer.benefits.rules, [...viewer.benefits.uses]] : null,
    viewer.restrictionOn ? dates.map((date) => viewer.restrictionOn?.(date) ?? null) : null,
  ]);
}

/** What the rows need to know of who is asking: signed in, a member, how far ahead they book. */
export function viewerOf(caller: Viewing): Viewer {
  return {
    isSignedIn: caller !== null,
    isMember: caller?.isMember ?? false,
    advanceDays: caller?.advanceBookingDays ?? 0,
  };
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
    deps.callerStandings?.(customerId, ids),
    viewer.isMember ? loadMemberBenefits(deps.db, customerId, now) : null,
    loadPartyRestriction(deps.db, restrictions, customerId, now),
  ]);
  return { ...viewer, sessions, benefits, restrictionOn };
}
