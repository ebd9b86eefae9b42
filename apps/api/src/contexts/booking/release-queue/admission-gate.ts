import {
  IN_QUEUE_MESSAGE,
  QUEUE_PASS_COOKIE,
  QUEUE_PASS_HEADER,
  QUEUE_PASS_TAKEN_MESSAGE,
} from '@lido/contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { findQueueVenueOfOccurrence, type QueueVenue } from './queue-venues.repository';
import { bindTicket, findQueue, findTicket } from './release-queue.repository';
import {
  admissionEndsAt,
  hashPass,
  POLL_SECONDS,
  type ReleaseQueueDeps,
  statusOf,
} from './release-queue.service';
import { releaseWindowAt } from './release-window';

/** A session a caller asks for a place in, and when its places were released. */
export interface ReleasedSession {
  id: number;
  firstBookableAt: Date;
}

export type AdmitToRelease = (
  request: FastifyRequest,
  caller: Caller | null,
  session: ReleasedSession,
  /** The booking's own transaction: the door is read, and an admission bound, within it. */
  db: Database,
) => Promise<void>;

/** The longest a waiting room stays open after a release (the settings' upper bound). */
const LONGEST_ADMISSION_MS = 60 * 60_000;
/** Venues' settings change rarely; a session's venue never. Kept this long per process. */
const VENUE_CACHE_MS = 5_000;

/** The queue pass a request presents: the cookie the site was given, or the header. */
export function presentedPass(request: FastifyRequest): string | null {
  const header = request.headers[QUEUE_PASS_HEADER];
  if (typeof header === 'string' && header) return header;
  return request.cookies[QUEUE_PASS_COOKIE] ?? null;
}

function inQueue(retryAfterSeconds: number): DomainError {
  return new DomainError('IN_QUEUE', IN_QUEUE_MESSAGE, undefined, retryAfterSeconds);
}

/**
 * The waiting room's door on the booking path: a place in a session released at a waiting room's
 * opening is taken only with a queue pass that has been let in, within its time to book, by the
 * account it was first used by. Everything else passes without a database read, or with one
 * cached read of the session's venue in the hour after its release.
 */
export function createAdmissionGate(deps: ReleaseQueueDeps): AdmitToRelease {
  const venues = new Map<number, { venue: QueueVenue | undefined; until: number }>();
  const venueOf = async (db: Database, occurrenceId: number, now: number) => {
    const cached = venues.get(occurrenceId);
    if (cached && cached.until > now) return cached.venue;
    const venue = await findQueueVenueOfOccurrence(db, occurrenceId);
    if (venues.size > 10_000) venues.clear();
    venues.set(occurrenceId, { venue, until: now + VENUE_CACHE_MS });
    return venue;
  };

  return async (request, caller, session, db) => {
    // Staff book for customers at the desk: the waiting room is the public's.
    if (caller?.kind === 'staff') return;
    const now = deps.clock.now();
    const sinceRelease = now.getTime() - session.firstBookableAt.getTime();
    if (sinceRelease < 0 || sinceRelease > LONGEST_ADMISSION_MS) return;
    const venue = await venueOf(db, session.id, now.getTime());
    if (!venue?.settings.enabled) return;
    const window = releaseWindowAt(now, venue.releaseTimes, venue.timezone, venue.settings);
    if (window?.opensAt.getTime() !== session.firstBookableAt.getTime()) return;

    const pass = presentedPass(request);
    const queue = await findQueue(db, venue.id, window.opensAt);
    const ticket = queue && pass ? await findTicket(db, queue.id, hashPass(pass)) : undefined;
    const endsAt = queue && ticket ? admissionEndsAt(queue, ticket) : null;
    if (!queue || !ticket || !endsAt || endsAt <= now) {
      const status = statusOf(venue, { window, queue }, ticket, now);
      throw inQueue(Math.min(60, Math.max(POLL_SECONDS, status.estimated_wait_seconds ?? 0)));
    }
    if (caller?.kind === 'customer' && !(await bindTicket(db, ticket.id, caller.userId))) {
      throw new DomainError('FORBIDDEN', QUEUE_PASS_TAKEN_MESSAGE);
    }
  };
}
