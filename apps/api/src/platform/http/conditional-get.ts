import { createHash } from 'node:crypto';
import {
  getActivityDates,
  getCategories,
  getCategory,
  getClass,
  getGeocode,
  getOccurrence,
  getOnlineJoiningVenues,
  getSlotsV1,
  getSlotsV2,
  getTickets,
  getTicketsV2,
  getTimesV1,
  getTimesV2,
  getTimetableV1,
  getTimetableV2,
  getVenue,
  getVenues,
  type RouteDefinition,
} from '@lido/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The public reads third-party watchers poll: answered with an ETag and revalidated with
 * If-None-Match, so a poll that finds nothing new costs a 304 and no body.
 */
export const conditionalGetRoutes: readonly RouteDefinition[] = [
  getVenues,
  getOnlineJoiningVenues,
  getVenue,
  getCategories,
  getCategory,
  getActivityDates,
  getTimesV1,
  getTimesV2,
  getSlotsV1,
  getSlotsV2,
  getTimetableV1,
  getTimetableV2,
  getClass,
  getTickets,
  getTicketsV2,
  getOccurrence,
  getGeocode,
];

export const PUBLIC_CACHE_CONTROL = 'public, max-age=5';
export const PERSONAL_CACHE_CONTROL = 'private, no-cache';

/** A strong validator: the same bytes always give the same tag. */
export function entityTag(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** RFC 9110 weak comparison: `W/"x"` matches `"x"`; `*` matches anything. */
export function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || opaque(value) === opaque(tag);
  });
}

function appendVary(reply: FastifyReply, fields: string[]): void {
  const existing = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  const lower = new Set(existing.map((field) => field.toLowerCase()));
  const merged = [...existing, ...fields.filter((field) => !lower.has(field.toLowerCase()))];
  reply.header('vary', merged.join(', '));
}

/**
 * One onSend hook for every listed GET route: tag 200 bodies with an ETag (a hash of the bytes
 * sent), mark them publicly cacheable for a few seconds (or private when a signed-in caller's
 * response is personalised), and turn a matching If-None-Match into 304 with no body.
 */
export function registerConditionalGet(
  app: FastifyInstance,
  routes: readonly RouteDefinition[] = conditionalGetRoutes,
): void {
  const paths = new Set(
    routes.filter((route) => route.method === 'GET').map((route) => route.path),
  );
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 || !paths.has(request.routeOptions.url ?? '')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;

    // A body serialised ahead of time (register-routes' SerializedResponse) arrives tagged.
    const preset = reply.getHeader('etag');
    const tag = typeof preset === 'string' ? preset : entityTag(payload);
    reply.header('etag', tag);
    reply.header('cache-control', request.caller ? PERSONAL_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
    appendVary(reply, ['Authorization', 'Cookie']);
    if (matchesIfNoneMatch(request.headers['if-none-match'], tag)) {
      reply.code(304);
      reply.removeHeader('content-type');
      reply.removeHeader('content-length');
      return null;
    }
    return payload;
  });
}
