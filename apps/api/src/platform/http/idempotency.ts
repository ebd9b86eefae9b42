import { createHash } from 'node:crypto';
import { CART_UUID_HEADER } from '@lido/contract';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { DomainError } from '../errors/domain-error';
import { idempotencyKeys } from './idempotency.tables';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** A request that died half-way (its process stopped) lets a retry take its key after this. */
const ABANDONED_AFTER_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: { scope: string; key: string } | null;
  }
  interface FastifyContextConfig {
    /** The contract route's `idempotent` flag, set by `registerRoute`. */
    idempotent?: boolean;
  }
}

/** The shape of the uuids Lido gives anonymous baskets (the basket routes accept no other). */
const BASKET_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * Whose keys a request's key is among: the signed-in caller's, or an anonymous visitor's basket,
 * named by its uuid. The uuid Lido gives a basket is random and known only to the visitor holding
 * it (one a client makes up is as private as the client keeps it, like its keys), so no other
 * visitor can read the answers stored under it.
 *
 * An anonymous request without a basket uuid has no scope (null), and its key is ignored rather
 * than refused. Idempotency-Key is Lido's own, beyond the wire format it shares with the live
 * system, so a client of that API that sends one anyway expects the call to work as it always
 * has: refusing a visitor's first add to the basket, the call that opens the basket, would stop
 * such a client from booking. What the visitor loses is bounded: a retried first add opens a
 * second basket (new baskets are rate-limited per address), whose places are held only until its
 * holds expire, and every later call names the basket and is protected. One scope shared by all
 * such visitors (as before, or by address) would let two of them that send the same key read
 * each other's answers, and with them the uuid that opens the other's basket.
 */
function scopeOf(request: FastifyRequest): string | null {
  if (request.caller) return `${request.caller.kind}:${request.caller.userId}`;
  const cart = request.headers[CART_UUID_HEADER];
  return typeof cart === 'string' && BASKET_UUID.test(cart) ? `cart:${cart.toLowerCase()}` : null;
}

function fingerprintOf(request: FastifyRequest): string {
  // Bodies nest at most MAX_JSON_DEPTH levels (input-guard.ts refuses deeper ones as they are
  // read, long before this preHandler), so JSON.stringify cannot run out of stack here.
  const body = request.body === undefined ? '' : JSON.stringify(request.body);
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('hex');
}

/**
 * `Idempotency-Key` for the contract's mutating routes that opt in: the first request with a key
 * runs and its answer is stored; the same key and request again get the stored answer; the same
 * key with another request is a 422; a duplicate arriving while the first still runs is a 409.
 * Keys are per caller (or per anonymous basket), so one customer's key never touches another's;
 * an anonymous request with no basket yet is run as if it had no key (see scopeOf).
 *
 * Which routes opt in is read from each route's contract definition (`idempotent: true`, carried
 * into the route's config by `registerRoute`), so the contract is the only list of them.
 */
export function registerIdempotency(
  app: FastifyInstance,
  { db, clock }: { db: Database; clock: Clock },
): void {
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (typeof key !== 'string' || request.routeOptions.config.idempotent !== true) return;
    if (key.length < 1 || key.length > 255) {
      const message = 'The Idempotency-Key header must be 1 to 255 characters.';
      throw new DomainError('VALIDATION_FAILED', message, { 'Idempotency-Key': [message] });
    }
    const scope = scopeOf(request);
    if (scope === null) return;
    const fingerprint = fingerprintOf(request);
    const now = clock.now();
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ scope, key, requestFingerprint: fingerprint, state: 'in_progress', createdAt: now })
      .onConflictDoUpdate({
        target: [idempotencyKeys.scope, idempotencyKeys.key],
        set: { requestFingerprint: fingerprint, createdAt: now },
        // Only an abandoned attempt of the same request is taken over.
        setWhere: and(
          eq(idempotencyKeys.state, 'in_progress'),
          eq(idempotencyKeys.requestFingerprint, fingerprint),
          lt(idempotencyKeys.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
        ),
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed) {
      request.idempotency = { scope, key };
      return;
    }

    const [stored] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    // The first request failed and freed its key between our two statements.
    if (!stored) throw new DomainError('REQUEST_IN_PROGRESS', 'Please try again.');
    if (stored.requestFingerprint !== fingerprint) {
      const message = 'This Idempotency-Key was already used for a different request.';
      throw new DomainError('VALIDATION_FAILED', message, { 'Idempotency-Key': [message] });
    }
    if (stored.state === 'in_progress') {
      throw new DomainError(
        'REQUEST_IN_PROGRESS',
        'A request with this Idempotency-Key is still in progress.',
      );
    }
    return reply
      .status(stored.responseStatus ?? 200)
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(stored.responseBody));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = null;
    const where = and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key));
    // A server failure is not an answer: the key is freed so the client can retry it.
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await db.delete(idempotencyKeys).where(where);
      return payload;
    }
    let body: unknown = null;
    try {
      body = JSON.parse(payload);
    } catch {
      body = payload;
    }
    await db
      .update(idempotencyKeys)
      .set({ state: 'completed', responseStatus: reply.statusCode, responseBody: body })
      .where(where);
    return payload;
  });
}

/** Old stored answers are of no use: a client retries within minutes, not days. */
export async function pruneIdempotencyKeys(db: Database, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000);
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, dayAgo));
}

/** Closing an account erases the answers stored for the customer's own requests. */
export async function eraseStoredResponsesOf(tx: Database, customerId: number): Promise<void> {
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, `customer:${customerId}`));
}
