import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { QueueStatus } from '@lido/contract';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { instantObject } from '../../timetable/timetable';
import {
  drawQueue,
  ensureQueue,
  findQueue,
  findTicket,
  takePlace,
} from './release-queue.repository';
import type { LineReads } from './line-reads';
import type { QueueVenue } from './queue-venues.repository';
import type { ReleaseQueueRow, ReleaseQueueTicketRow } from './release-queue.tables';
import { releaseWindowAt, type ReleaseWindow } from './release-window';

export interface ReleaseQueueDeps {
  db: Database;
  clock: Clock;
  /** The pace a line is let in at when its release opens (RELEASE_QUEUE_START_PER_MINUTE). */
  startPerMinute: number;
  /** This process's reads of lines and tickets for those asking where they stand. */
  lineReads: LineReads;
}

/** How often a visitor near the front asks again; the page moves on by itself when let in. */
export const POLL_SECONDS = 3;
/**
 * How often one far back asks: a tenth of their wait, up to this. Thousands in line asking every
 * three seconds would be most of the API's work while the admitted ones book.
 */
const MAX_POLL_SECONDS = 10;
/** Those who came before the opening ask again at it, spread over this many seconds. */
const OPENING_SPREAD_SECONDS = 3;

function pollAfterWait(waitSeconds: number): number {
  return Math.min(MAX_POLL_SECONDS, Math.max(POLL_SECONDS, Math.ceil(waitSeconds / 10)));
}
const MINUTE = 60_000;

/** A queue pass is a bearer secret: only its hash is kept. */
export const hashPass = (pass: string) => createHash('sha256').update(pass).digest('base64url');
export const newPass = () => randomBytes(24).toString('base64url');

/**
 * The venue's waiting room now, if its operator has one and a release window is open: from the
 * pre-queue minutes before a release until the admission minutes after it. When it closes,
 * everyone may book again, those still in line included.
 */
export async function currentLine(
  deps: ReleaseQueueDeps,
  venue: QueueVenue,
  now: Date,
): Promise<{ window: ReleaseWindow; queue: ReleaseQueueRow | undefined } | null> {
  if (!venue.settings.enabled) return null;
  const window = releaseWindowAt(now, venue.releaseTimes, venue.timezone, venue.settings);
  return window && { window, queue: await findQueue(deps.db, venue.id, window.opensAt) };
}

export function admissionEndsAt(
  queue: ReleaseQueueRow,
  ticket: ReleaseQueueTicketRow,
): Date | null {
  return ticket.admittedAt
    ? new Date(ticket.admittedAt.getTime() + queue.admissionMinutes * MINUTE)
    : null;
}

const NO_QUEUE: QueueStatus = {
  state: 'none',
  opens_at: null,
  position: null,
  estimated_wait_seconds: null,
  progress: 1,
  admitted_until: null,
  poll_after_seconds: POLL_SECONDS,
};

export function statusOf(
  venue: QueueVenue,
  line: { window: ReleaseWindow; queue: ReleaseQueueRow | undefined },
  ticket: ReleaseQueueTicketRow | undefined,
  now: Date,
): QueueStatus {
  const base = {
    ...NO_QUEUE,
    opens_at: instantObject(line.window.opensAt, venue.timezone),
    progress: 0,
  };
  const { queue } = line;
  if (!queue || !ticket) return { ...base, state: 'not_joined' };
  // Before the opening, asked again as it opens (not all in the same second), so the visitor
  // sees their place at once.
  const untilOpening = Math.ceil((line.window.opensAt.getTime() - now.getTime()) / 1000);
  const pollAfter =
    untilOpening > MAX_POLL_SECONDS
      ? MAX_POLL_SECONDS
      : untilOpening > 0
        ? untilOpening + randomInt(OPENING_SPREAD_SECONDS)
        : POLL_SECONDS;
  const endsAt = admissionEndsAt(queue, ticket);
  if (endsAt) {
    return endsAt > now
      ? {
          ...base,
          state: 'admitted',
          progress: 1,
          admitted_until: instantObject(endsAt, venue.timezone),
        }
      : { ...base, state: 'expired', progress: 1 };
  }
  if (ticket.position === null) {
    return { ...base, state: 'waiting', poll_after_seconds: pollAfter };
  }
  const position = Math.max(1, ticket.position - queue.admittedThrough);
  const moved = queue.admittedThrough - ticket.joinedBehind;
  const span = ticket.position - ticket.joinedBehind;
  const wait = Math.ceil((position * 60) / Math.max(1, queue.admitPerMinute));
  return {
    ...base,
    state: 'waiting',
    position,
    estimated_wait_seconds: wait,
    progress: span > 0 ? Math.min(1, Math.max(0, moved / span)) : 0,
    poll_after_seconds: pollAfterWait(wait),
  };
}

/** This visitor's standing in the venue's waiting room. */
export async function readQueueStatus(
  deps: ReleaseQueueDeps,
  venue: QueueVenue,
  pass: string | null,
): Promise<QueueStatus> {
  const now = deps.clock.now();
  if (!venue.settings.enabled) return NO_QUEUE;
  const window = releaseWindowAt(now, venue.releaseTimes, venue.timezone, venue.settings);
  if (!window) return NO_QUEUE;
  let queue = await deps.lineReads.queue(venue.id, window.opensAt);
  // The first to ask after the opening draws the line, if the sweep has not yet.
  if (
    queue &&
    !queue.drawnAt &&
    queue.opensAt <= now &&
    (await drawQueue(deps.db, queue.id, now))
  ) {
    deps.lineReads.forgetQueue(queue.id);
    queue = await deps.lineReads.queue(venue.id, queue.opensAt);
  }
  const ticket = queue && pass ? await deps.lineReads.ticket(queue, hashPass(pass)) : undefined;
  return statusOf(venue, { window, queue }, ticket, now);
}

/**
 * A place in the venue's waiting room for this visitor: theirs already if their pass has one,
 * else a new pass and place (drawn at the opening if they came before it). Outside a waiting
 * room there is nothing to join.
 */
export async function joinQueue(
  deps: ReleaseQueueDeps,
  venue: QueueVenue,
  presented: string | null,
): Promise<{ status: QueueStatus; pass: string | null }> {
  const now = deps.clock.now();
  const line = await currentLine(deps, venue, now);
  if (!line) return { status: NO_QUEUE, pass: null };
  let queue =
    line.queue ??
    (await ensureQueue(deps.db, venue.id, line.window, {
      admissionMinutes: venue.settings.admissionMinutes,
      admitPerMinute: deps.startPerMinute,
    }));
  if (presented) {
    const existing = await findTicket(deps.db, queue.id, hashPass(presented));
    const endsAt = existing && admissionEndsAt(queue, existing);
    // A place whose time to book ran out is given up for a new one, at the back.
    if (existing && !(endsAt && endsAt <= now)) {
      return { status: statusOf(venue, { ...line, queue }, existing, now), pass: presented };
    }
  }
  if (queue.opensAt <= now && !queue.drawnAt && (await drawQueue(deps.db, queue.id, now))) {
    queue = (await findQueue(deps.db, venue.id, queue.opensAt)) ?? queue;
  }
  const pass = newPass();
  const ticket = await takePlace(deps.db, queue.id, hashPass(pass), now);
  // The ticket knows how far the line had moved when it was written, later than the row read above.
  queue = { ...queue, admittedThrough: Math.max(queue.admittedThrough, ticket.joinedBehind) };
  return { status: statusOf(venue, { ...line, queue }, ticket, now), pass };
}
