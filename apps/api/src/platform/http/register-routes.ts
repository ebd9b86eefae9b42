import {
  OPEN_BOOKING_MEDIA_TYPE,
  type RouteBody,
  type RouteDefinition,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
  type ServedImage,
  type StoredFile,
} from '@lido/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Caller } from './auth-guard';
import { entityTag, matchesIfNoneMatch } from './conditional-get';

/**
 * A success body already serialised by its route's serialiser (see `registerRoute`), as UTF-8
 * bytes with their entity tag: a handler that answers the same body many times (a cache)
 * serialises, encodes and hashes it once and returns this instead of the object.
 */
export class SerializedResponse {
  readonly bytes: Buffer;
  readonly etag: string;
  constructor(
    /** The route it was serialised for: it may only be sent by that route. */
    readonly path: string,
    json: string,
  ) {
    this.bytes = Buffer.from(json, 'utf8');
    this.etag = entityTag(this.bytes);
  }

  get json(): string {
    return this.bytes.toString('utf8');
  }
}

/** An address whose bytes never change: every cache keeps it for a year without asking again. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const textContentTypes: Record<string, string | undefined> = {
  html: 'text/html; charset=utf-8',
  calendar: 'text/calendar; charset=utf-8',
};

/**
 * `attachment` with the file's name: a plain ASCII fallback (quotes, backslashes and anything
 * outside printable ASCII replaced, so the header cannot be broken) and the exact name in UTF-8
 * (RFC 6266), which browsers prefer.
 */
function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_') || 'download';
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

function isStoredFile(value: unknown): value is StoredFile {
  return typeof value === 'object' && value !== null && 'content' in value && 'file_name' in value;
}

function isServedImage(value: unknown): value is ServedImage {
  return (
    typeof value === 'object' &&
    value !== null &&
    'content' in value &&
    value.content instanceof Uint8Array &&
    'content_type' in value
  );
}

/** Bytes a handler handed over, as Fastify sends them. */
const bufferOf = (content: Uint8Array) =>
  Buffer.from(content.buffer, content.byteOffset, content.length);

export interface RouteRequest<R extends RouteDefinition> {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  /** The signed-in caller; never null on routes with `auth: 'required'` or `'staff'`. */
  caller: R['auth'] extends 'required' | 'staff' ? Caller : Caller | null;
  headers: FastifyRequest['headers'];
  log: FastifyBaseLogger;
  raw: FastifyRequest;
  /** The route's own serialiser, for handlers that keep serialised bodies (JSON routes only). */
  serialize: (response: RouteResponse<R>) => SerializedResponse;
}

export type RouteHandler<R extends RouteDefinition> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<RouteResponse<R> | SerializedResponse>;

/**
 * Registers a route defined in @lido/contract: the same zod schemas validate the request,
 * serialise the response and describe the route in the OpenAPI document at /api/docs.
 *
 * Serialisation is one mechanism for every JSON route: one serialiser per route, compiled here
 * from the contract's response schema (fastify-type-provider-zod: zod checks the body and strips
 * keys the contract does not name, then JSON.stringify). Fastify runs it on the object a handler
 * returns; a handler may instead run it itself through `request.serialize` and return the
 * `SerializedResponse`, which is sent as it is: the bytes are the same either way, only when the
 * work happens differs. Availability reads use this to serialise a cached day once, not once per
 * request (measured: zod's check costs about 2.5 times JSON.stringify on a 90 kB slots day).
 */
export function registerRoute<R extends RouteDefinition>(
  app: FastifyInstance,
  definition: R,
  handler: RouteHandler<R>,
): void {
  const status = definition.status ?? 200;
  // Text routes (an HTML page, a calendar file) send their string as it is.
  const textType = definition.contentType ? textContentTypes[definition.contentType] : undefined;
  // File routes send a stored file's bytes as they are, with its own type; image routes too.
  const isFile = definition.contentType === 'file';
  const isImage = definition.contentType === 'image';
  const isText = textType !== undefined || isFile || isImage;
  const isOpenBooking = definition.contentType === 'openactive';
  const serializeJson = serializerCompiler({
    schema: definition.response,
    method: definition.method,
    url: definition.path,
    httpStatus: String(status),
  });
  const serialize = (response: RouteResponse<R>): SerializedResponse => {
    if (isText) throw new Error(`${definition.path} answers text: there is nothing to serialise`);
    return new SerializedResponse(definition.path, serializeJson(response));
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: definition.method,
    url: definition.path,
    schema: {
      summary: definition.summary,
      tags: [...definition.tags],
      ...(definition.params ? { params: definition.params } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.body ? { body: definition.body } : {}),
      // Text bodies go out as they are; JSON bodies through the zod serialiser.
      ...(isText ? {} : { response: { [status]: definition.response } }),
    },
    ...(isText ? {} : { serializerCompiler: () => serializeJson }),
    // Read by the Idempotency-Key hook (http/idempotency.ts) and the cross-site write check.
    config: {
      idempotent: definition.idempotent === true,
      auth: definition.auth,
      action: definition.action,
      signsIn: definition.signsIn === true,
    },
    // The caller was resolved, and a wrong one refused, before validation (auth-guard.ts).
    handler: async (request, reply) => {
      const result = await handler(
        {
          params: request.params as RouteParams<R>,
          query: request.query as RouteQuery<R>,
          body: request.body as RouteBody<R>,
          caller: request.caller as RouteRequest<R>['caller'],
          headers: request.headers,
          log: request.log,
          raw: request,
          serialize,
        },
        reply,
      );
      reply.status(status);
      if (textType) reply.type(textType);
      // The Open Booking API answers JSON in its own media type (routes/open-booking.ts).
      const jsonType = isOpenBooking ? OPEN_BOOKING_MEDIA_TYPE : 'application/json; charset=utf-8';
      if (isOpenBooking && status !== 204) reply.type(jsonType);
      if (isFile) {
        if (!isStoredFile(result)) throw new Error(`${definition.path} did not answer a file`);
        reply.type(result.content_type);
        reply.header('content-disposition', attachmentDisposition(result.file_name));
        // A person's document: kept by no cache, shared or the browser's own.
        reply.header('cache-control', 'private, no-store');
        return bufferOf(result.content);
      }
      if (isImage) {
        if (!isServedImage(result)) throw new Error(`${definition.path} did not answer an image`);
        // A public image at an address that never shows other bytes (its version is a hash of
        // them): shown inline, kept by every cache for a year, and revalidated by its tag.
        const bytes = bufferOf(result.content);
        const tag = entityTag(bytes);
        reply.header('cache-control', IMMUTABLE_CACHE_CONTROL);
        reply.header('etag', tag);
        if (matchesIfNoneMatch(request.headers['if-none-match'], tag)) {
          return reply.status(304).send();
        }
        reply.type(result.content_type);
        return bytes;
      }
      if (result instanceof SerializedResponse) {
        if (result.path !== definition.path) {
          throw new Error(`${definition.path} was given a body serialised for ${result.path}`);
        }
        // Bytes go out untouched; conditional-get reuses the tag.
        reply.type(jsonType);
        reply.header('etag', result.etag);
        return result.bytes;
      }
      return result;
    },
  });
}
