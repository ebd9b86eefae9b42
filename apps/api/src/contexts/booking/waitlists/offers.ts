import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import {
  holdPlaceForWaitlist,
  type BasketDeps,
  type WaitlistHold,
  type WaitlistHoldRequest,
} from '../basket';
import type { CallerStandingsLookup } from '../../timetable/timetable';
import { offerEmail, type OfferEmail } from './offer-email';
import { findEntryById, markLeft } from './waitlists.repository';
import {
  countFreePlaces,
  findOpenOffers,
  findSessionsToOffer,
  findWaitingLine,
  lockSessionLine,
  markHeldBack,
  markOffered,
  settleOffer,
  type WaitingEntry,
} from './offers.repository';

const MINUTE = 60_000;

/** How offers are made (issue 13): the window a place is held for, and when offers stop. */
export interface OfferPolicy {
  /** An offer holds the place this long (shorter when the cut-off comes first). */
  offerMinutes: number;
  /** No offers this close to the start: a place freed later is open to all. */
  cutoffMinutesBeforeStart: number;
  /** An offer shorter than this is not worth making: the place goes on sale instead. */
  shortestOfferMinutes: number;
}

export const defaultOfferPolicy: OfferPolicy = {
  offerMinutes: 30,
  cutoffMinutesBeforeStart: 45,
  shortestOfferMinutes: 5,
};

export interface OfferDeps {
  db: Database;
  clock: Clock;
  policy: OfferPolicy;
  callerStandings: CallerStandingsLookup;
  /** The basket's hold for an offered place (basket's `holdPlaceForWaitlist` with its deps). */
  holdPlace: (db: Database, hold: WaitlistHoldRequest) => Promise<WaitlistHold>;
  queueEmail: (db: Database, email: OfferEmail) => Promise<void>;
  siteUrl: string;
}

export interface OfferRun {
  offered: number;
  booked: number;
  lapsed: number;
}

/**
 * Ends the offers that are over: booked when the customer has booked the place, lapsed when its
 * hold is gone from their basket (ran out, or they removed it). A lapsed offer's place is free
 * again, so the next run offers it to the next in line.
 */
async function settleOffers(deps: OfferDeps, now: Date, run: OfferRun): Promise<void> {
  for (const offer of await findOpenOffers(deps.db)) {
    const mine = (await deps.callerStandings(offer.customerId, [offer.occurrenceId])).get(
      offer.occurrenceId,
    );
    if (mine?.bookingId != null) {
      if (await settleOffer(deps.db, offer.id, 'booked', now)) run.booked += 1;
    } else if (!mine?.inBasket) {
      if (await settleOffer(deps.db, offer.id, 'lapsed', now)) run.lapsed += 1;
    }
  }
}

/**
 * Who is offered the free places: the first in line if their whole party fits. If it does not,
 * the places are kept for them for one offer window (from when they were first kept back), so a
 * party is not starved by single places going to those behind; after it, the first behind whose
 * party fits is offered instead, and the first keeps their place in line.
 */
export function chooseOffer(
  line: readonly WaitingEntry[],
  free: number,
  { now, windowMinutes }: { now: Date; windowMinutes: number },
): { offer: WaitingEntry } | { holdBackFor: WaitingEntry } | null {
  const [first] = line;
  if (!first || free <= 0) return null;
  if (first.partySize <= free) return { offer: first };
  const keptSince = first.heldBackSince?.getTime() ?? now.getTime();
  if (now.getTime() - keptSince < windowMinutes * MINUTE) return { holdBackFor: first };
  const fits = line.find((entry) => entry.partySize <= free);
  return fits ? { offer: fits } : null;
}

/**
 * Offers one session's free places to its line in order (chooseOffer), each in its own
 * transaction under the session's line lock: the places are held in the payer's basket (the same
 * conditional claim as any hold, so none is sold twice) and the entry marked offered, with the
 * email, in one commit.
 */
async function offerSession(
  deps: OfferDeps,
  session: { occurrenceId: number; startsAt: Date },
  now: Date,
  run: OfferRun,
): Promise<void> {
  const { policy } = deps;
  const cutoff = session.startsAt.getTime() - policy.cutoffMinutesBeforeStart * MINUTE;
  const minutes = Math.min(policy.offerMinutes, Math.floor((cutoff - now.getTime()) / MINUTE));
  if (minutes < policy.shortestOfferMinutes) return;
  for (;;) {
    const offered = await deps.db.transaction(async (tx) => {
      await lockSessionLine(tx, session.occurrenceId);
      const choice = chooseOffer(
        await findWaitingLine(tx, session.occurrenceId),
        await countFreePlaces(tx, session.occurrenceId),
        { now, windowMinutes: policy.offerMinutes },
      );
      if (!choice) return false;
      if ('holdBackFor' in choice) {
        await markHeldBack(tx, choice.holdBackFor.id, now);
        return false;
      }
      const first = choice.offer;
      const hold = await deps.holdPlace(tx, {
        payerId: first.payerId,
        attendeeId: first.customerId,
        occurrenceId: session.occurrenceId,
        places: first.partySize,
        minutes,
      });
      if (!hold.held) {
        // No places left (taken meanwhile): stop. Anything else (they have it already, their
        // basket is full, they owe a penalty): they cannot take it, so the line moves on.
        if (hold.reason === 'SESSION_FULL') return false;
        await markLeft(tx, first.id, 'lido', now);
        return true;
      }
      await markOffered(tx, first.id, now, hold.expiresAt);
      const entry = await findEntryById(tx, first.id);
      // A customer without an email address (signed up at the desk) sees the offer in their
      // basket and My account.
      if (first.payerEmail && entry) {
        await deps.queueEmail(
          tx,
          offerEmail({
            to: first.payerEmail,
            firstName: first.payerFirstName,
            entry,
            expiresAt: hold.expiresAt,
            now,
            basketUrl: `${deps.siteUrl}/basket`,
          }),
        );
      }
      run.offered += 1;
      return true;
    });
    if (!offered) return;
  }
}

/** Which sessions a run offers on: every one with a line, or one whose places were just freed. */
export interface OfferScope {
  occurrenceId?: number;
}

/**
 * One run of the offer sweep (every API process runs it every few seconds): settle the offers
 * that are over, then offer every free place on a session with a line to the first in it. With
 * `occurrenceId` (staff raised its capacity), only that session's free places are offered, at
 * once, under the same line lock as the sweep's, so the two never offer out of order.
 */
export async function runWaitlistOffers(
  deps: OfferDeps,
  { occurrenceId }: OfferScope = {},
): Promise<OfferRun> {
  const now = deps.clock.now();
  const run: OfferRun = { offered: 0, booked: 0, lapsed: 0 };
  if (occurrenceId === undefined) await settleOffers(deps, now, run);
  const cutoffAfter = new Date(now.getTime() + deps.policy.cutoffMinutesBeforeStart * MINUTE);
  for (const session of await findSessionsToOffer(deps.db, cutoffAfter, occurrenceId)) {
    await offerSession(deps, session, now, run);
  }
  return run;
}

/** The offer sweep as the booking context builds it: the basket's hold and the email outbox plugged in. */
export function createWaitlistOffers({
  basketDeps,
  callerStandings,
  queueEmail,
  siteUrl,
  policy = defaultOfferPolicy,
}: {
  basketDeps: BasketDeps;
  callerStandings: CallerStandingsLookup;
  queueEmail: OfferDeps['queueEmail'];
  siteUrl: string;
  policy?: OfferPolicy;
}): (scope?: OfferScope) => Promise<OfferRun> {
  return (scope) =>
    runWaitlistOffers(
      {
        db: basketDeps.db,
        clock: basketDeps.clock,
        policy,
        callerStandings,
        holdPlace: (db, hold) => holdPlaceForWaitlist(basketDeps, db, hold),
        queueEmail,
        siteUrl,
      },
      scope,
    );
}
