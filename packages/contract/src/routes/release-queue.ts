import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { Instant } from '../primitives/instant';

// The waiting room for releases (apps/api/src/contexts/booking/release-queue): when a venue's sessions are
// released for booking, visitors who arrive in the minutes before take a place in a queue that is
// drawn at random at the opening, later arrivals join at the back, and places in line are let in
// at the rate the booking path can serve. A visitor's queue pass travels in an HttpOnly cookie
// (or the X-Queue-Pass header, for clients without cookies).

export const QUEUE_PASS_COOKIE = 'lido_queue';
export const QUEUE_PASS_HEADER = 'x-queue-pass';

export const QUEUE_HEADING = "You're in the queue";
export const IN_QUEUE_MESSAGE =
  "Bookings for this venue have just opened and it's busy, so there's a queue. Please wait for your turn, then try again.";
export const QUEUE_PASS_TAKEN_MESSAGE =
  'This place in the queue belongs to another account. Join the queue from your own browser.';

export const QueueState = z.enum([
  /** No waiting room at this venue now: book as usual. */
  'none',
  /** In line: before the opening (the draw is still to come) or after it. */
  'waiting',
  /** Let in: book and pay before `admitted_until`. */
  'admitted',
  /** The admission ran out; join again. */
  'expired',
  /** A waiting room is open and this visitor has no place in it yet. */
  'not_joined',
]);
export type QueueState = z.infer<typeof QueueState>;

export const QueueStatus = z.object({
  state: QueueState,
  /** When the release opens (the draw); null when there is no waiting room. */
  opens_at: Instant.nullable(),
  /** 1 for next in line; null before the draw, or when not waiting. */
  position: z.number().int().nullable(),
  /** Seconds until this visitor is let in, at the present rate; null when unknown. */
  estimated_wait_seconds: z.number().int().nullable(),
  /** How far this visitor's line has moved since they joined, from 0 to 1. */
  progress: z.number().min(0).max(1),
  admitted_until: Instant.nullable(),
  /** When to ask again. */
  poll_after_seconds: z.number().int(),
});
export type QueueStatus = z.infer<typeof QueueStatus>;

const VenueParams = z.object({ venueSlug: z.string().min(1).max(120) });

export const getReleaseQueue = defineRoute({
  method: 'GET',
  path: '/api/release-queue/venues/:venueSlug',
  summary: "This visitor's place in the venue's waiting room, if one is open",
  tags: ['release queue'],
  auth: 'optional',
  params: VenueParams,
  response: dataEnvelope(QueueStatus),
  errors: ['NOT_FOUND'],
});

export const joinReleaseQueue = defineRoute({
  method: 'POST',
  path: '/api/release-queue/venues/:venueSlug/tickets',
  summary:
    "Take a place in the venue's waiting room (once per visitor); the queue pass is set as a cookie and returned in X-Queue-Pass",
  tags: ['release queue'],
  auth: 'optional',
  params: VenueParams,
  response: dataEnvelope(QueueStatus),
  errors: ['NOT_FOUND', 'RATE_LIMITED'],
});

export const ReleaseQueueSettings = z.object({
  enabled: z.boolean({ error: 'Say whether the waiting room is on.' }),
  pre_queue_minutes: z
    .number({ error: 'The minutes before the opening must be a whole number.' })
    .int('The minutes before the opening must be a whole number.')
    .min(1, 'The waiting room opens at least 1 minute before a release.')
    .max(120, 'The waiting room opens at most 120 minutes before a release.'),
  admission_minutes: z
    .number({ error: 'The minutes to book must be a whole number.' })
    .int('The minutes to book must be a whole number.')
    .min(5, 'A visitor let in has at least 5 minutes to book.')
    .max(60, 'A visitor let in has at most 60 minutes to book.'),
});
export type ReleaseQueueSettings = z.infer<typeof ReleaseQueueSettings>;

export const LiveReleaseQueue = z.object({
  venue: z.string(),
  opens_at: Instant,
  /** Visitors who took a place in line. */
  joined: z.number().int(),
  /** Of those, let in so far. */
  admitted: z.number().int(),
  waiting: z.number().int(),
  /** Visitors let in a minute, as the booking path's latency allows now. */
  admitted_per_minute: z.number().int(),
});
export type LiveReleaseQueue = z.infer<typeof LiveReleaseQueue>;

export const ReleaseQueueConsole = z.object({
  settings: ReleaseQueueSettings,
  queues: z.array(LiveReleaseQueue),
});
export type ReleaseQueueConsole = z.infer<typeof ReleaseQueueConsole>;

export const getReleaseQueueConsole = defineRoute({
  method: 'GET',
  path: '/api/admin/release-queue',
  summary: "The operator's waiting room settings and its queues of the last day (managers)",
  tags: ['operator console'],
  auth: 'staff',
  action: 'release-queue.change',
  response: dataEnvelope(ReleaseQueueConsole),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});

export const saveReleaseQueueSettings = defineRoute({
  method: 'PUT',
  path: '/api/admin/release-queue',
  summary: "Turn the operator's waiting room on or off and set its minutes (managers)",
  tags: ['operator console'],
  auth: 'staff',
  action: 'release-queue.change',
  body: ReleaseQueueSettings,
  response: dataEnvelope(ReleaseQueueConsole),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'VALIDATION_FAILED'],
});
