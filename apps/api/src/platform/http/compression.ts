import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Brotli and gzip for the API's answers (JSON, the 3-D Secure pages, calendar files). The site's
 * files are compressed once at build time (apps/web/vite.config.ts) and @fastify/static sends
 * those `.br`/`.gz` copies itself (static-site.ts); streams are left alone here.
 *
 * Why not @fastify/compress: it compresses every answer again on every request. Measured on a
 * 100 kB availability day, gzip level 6 costs about 1.3 ms and brotli quality 5 about 0.5 ms,
 * more than serialising the day (0.3 ms); brotli 11 costs 500 ms. Cached availability answers
 * (register-routes.ts SerializedResponse) arrive as the same Buffer each time, so their
 * compressed copies are kept beside them and each body is compressed once per encoding.
 */
export type ContentEncoding = 'br' | 'gzip';

/** Smaller answers gain too little to be worth the CPU and the extra header. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const compressibleType =
  /^(?:application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml))|text\/|image\/svg\+xml)/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Quality 5 and level 6: most of the saving at a small fraction of the maximum's CPU.
function compress(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 6 });
}

/**
 * The encoding to send for an Accept-Encoding header (RFC 9110 section 12.5.3): brotli before
 * gzip when both are acceptable, none when the client names neither (or refuses them with q=0).
 */
export function negotiateEncoding(header: string | undefined): ContentEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: ContentEncoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

function appendVary(reply: FastifyReply, field: string): void {
  const existing = String(reply.getHeader('vary') ?? '');
  const fields = existing
    .split(',')
    .map((each) => each.trim())
    .filter(Boolean);
  if (fields.some((each) => each === '*' || each.toLowerCase() === field.toLowerCase())) return;
  reply.header('vary', [...fields, field].join(', '));
}

/**
 * A strong validator names exact bytes (RFC 9110 section 8.8.1): the compressed copy gets the
 * weak form of the tag, which If-None-Match still matches (conditional-get.ts compares weakly).
 */
function weakenEntityTag(reply: FastifyReply): void {
  const tag = reply.getHeader('etag');
  if (typeof tag === 'string' && !tag.startsWith('W/')) reply.header('etag', `W/${tag}`);
}

/** Registered after conditional-get.ts, whose ETag and 304 work on the uncompressed bytes. */
export function registerCompression(app: FastifyInstance): void {
  // Keyed by the very Buffer a cache hands out again and again; dropped with it.
  const compressedCopies = new WeakMap<Buffer, Map<ContentEncoding, Promise<Buffer>>>();

  function compressedCopy(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
    let copies = compressedCopies.get(body);
    if (!copies) {
      copies = new Map();
      compressedCopies.set(body, copies);
    }
    let copy = copies.get(encoding);
    if (!copy) {
      copy = compress(body, encoding);
      // A failure is not kept: the next request tries again.
      copy.catch(() => copies.delete(encoding));
      copies.set(encoding, copy);
    }
    return copy;
  }

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.hasHeader('content-encoding')) return payload;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (reply.statusCode === 304) {
      // No body and no content type (conditional-get.ts drops it), but the tag the compressed
      // 200 carried.
      if (encoding) weakenEntityTag(reply);
      return payload;
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!compressibleType.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    appendVary(reply, 'Accept-Encoding');
    if (!encoding || Buffer.byteLength(payload) < COMPRESSION_THRESHOLD_BYTES) return payload;

    const compressed = Buffer.isBuffer(payload)
      ? await compressedCopy(payload, encoding)
      : await compress(Buffer.from(payload, 'utf8'), encoding);
    reply.header('content-encoding', encoding);
    reply.header('content-length', compressed.length);
    weakenEntityTag(reply);
    return compressed;
  });
}
