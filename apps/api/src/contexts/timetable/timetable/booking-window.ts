import type { ActionToShow } from '@lido/contract';
import { addDays, localDate, zonedInstant } from './venue-clock';

/**
 * The booking rules of an activity (its category's config columns), computed in the venue's
 * zone: which dates a caller may view, when a session is released for booking and until when it
 * can be booked, and which action a session offers.
 */
export interface BookingRules {
  viewDaysAnonymous: number;
  viewDaysSignedIn: number;
  releaseDaysBefore: number;
  /** `HH:MM`, venue-local. */
  releaseTime: string;
  lastBookableMinutesAfterStart: number;
}

export const OUTSIDE_WINDOW_MESSAGE =
  'The date should be within the valid days you are able to view.';
export const FULL_REASON = 'The session being booked is already full';
export const NOT_RELEASED_REASON = 'You cannot book this activity yet';
export const BOOKING_CLOSED_REASON = 'This session can no longer be booked';

/**
 * Today and the following view days: anonymous callers see fewer days than signed-in ones, and
 * members whose plan books ahead (`advanceDays`) see that many more.
 */
export function viewableDates(
  rules: BookingRules,
  now: Date,
  timeZone: string,
  isSignedIn: boolean,
  advanceDays = 0,
): string[] {
  const today = localDate(now, timeZone);
  const days = isSignedIn ? rules.viewDaysSignedIn + advanceDays : rules.viewDaysAnonymous;
  return Array.from({ length: Math.max(0, days) + 1 }, (_, index) => addDays(today, index));
}

export function isViewableDate(
  date: string,
  rules: BookingRules,
  now: Date,
  timeZone: string,
  isSignedIn: boolean,
  advanceDays = 0,
): boolean {
  const dates = viewableDates(rules, now, timeZone, isSignedIn, advanceDays);
  return date >= (dates[0] ?? '') && date <= (dates[dates.length - 1] ?? '');
}

/**
 * Sessions on `date` open for booking at the release time, release days before, venue-local;
 * for a member whose plan books ahead, `advanceDays` earlier still.
 */
export function firstBookableAt(
  date: string,
  rules: BookingRules,
  timeZone: string,
  advanceDays = 0,
): Date {
  return zonedInstant(
    addDays(date, -(rules.releaseDaysBefore + advanceDays)),
    rules.releaseTime,
    timeZone,
  );
}

export function lastBookableAt(startsAt: Date, rules: BookingRules): Date {
  return new Date(startsAt.getTime() + rules.lastBookableMinutesAfterStart * 60_000);
}

/**
 * The caller's own standing on a session, which decides their action before its places do:
 * their booking, a place held in their basket, their entry in the waitlist.
 */
export interface CallerStanding {
  bookingId: number | null;
  inBasket: boolean;
  waitlist: { id: number; position: number } | null;
}

/**
 * What the caller can do with a session (SPEC.md section 4). Anonymous callers (no `mine`) get
 * BOOK, FULL or JOIN_WAITLIST, which depend on the session alone, so their answers can be shared.
 */
export function actionToShow({
  now,
  firstBookable,
  lastBookable,
  spaces,
  hasWaitlist = false,
  mine = null,
}: {
  now: Date;
  firstBookable: Date;
  lastBookable: Date;
  spaces: number;
  hasWaitlist?: boolean;
  mine?: CallerStanding | null;
}): ActionToShow {
  if (now.getTime() < firstBookable.getTime()) return { status: null, reason: NOT_RELEASED_REASON };
  if (now.getTime() > lastBookable.getTime())
    return { status: null, reason: BOOKING_CLOSED_REASON };
  if (mine?.bookingId != null) return { status: 'CANCEL_BOOKING', reason: null };
  if (mine?.inBasket) return { status: 'CANCEL_RESERVATION', reason: null };
  if (mine?.waitlist) return { status: 'LEAVE_WAITLIST', reason: null };
  if (spaces > 0) return { status: 'BOOK', reason: null };
  if (hasWaitlist) return { status: 'JOIN_WAITLIST', reason: FULL_REASON };
  return { status: 'FULL', reason: FULL_REASON };
}
