import type { FastifyReply, FastifyRequest } from 'fastify';
import { goCardlessErrors } from './gocardless-errors';
import {
  claimIdempotencyKey,
  insertResource,
  recordEvent,
  resourceOfIdempotencyKey,
  type NewEvent,
  type SandboxResource,
} from './gocardless-sandbox.repository';
import type { SandboxResourceKind } from './gocardless-sandbox.tables';
import { presentResource } from './present-resource';
import type { ResourceBody } from './resource-bodies';
import type { GoCardlessSandboxContext } from './sandbox-context';

/** GoCardless refuses longer idempotency keys. */
const MAX_IDEMPOTENCY_KEY_LENGTH = 128;

export interface NewResource {
  body: ResourceBody;
  behaviour?: SandboxResource['behaviour'];
  /** What the creation records (mandates.created…), in order. */
  events: readonly NewEvent[];
}

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw goCardlessErrors.idempotencyKeyInvalid();
  }
  return key;
}

/**
 * A create, as GoCardless makes one: once per `Idempotency-Key` and kind. The same key again
 * answers 409 `idempotent_creation_conflict` naming the resource made the first time (the
 * official clients then fetch it); the key is taken in the transaction that records the
 * resource, so of two racing requests one creates and the other gets the conflict. A refused
 * request (422) takes no key.
 */
export async function createResource(
  ctx: GoCardlessSandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: SandboxResourceKind,
  build: () => Promise<NewResource>,
) {
  const key = idempotencyKeyOf(request);
  const earlier = key === undefined ? undefined : await resourceOfIdempotencyKey(ctx.db, kind, key);
  if (earlier) throw goCardlessErrors.idempotentCreationConflict(earlier);

  const created = await build();
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (key !== undefined && !(await claimIdempotencyKey(tx, kind, key, created.body.id, now))) {
      const winner = await resourceOfIdempotencyKey(tx, kind, key);
      throw goCardlessErrors.idempotentCreationConflict(winner ?? created.body.id);
    }
    await insertResource(tx, { kind, body: created.body, behaviour: created.behaviour }, now);
    for (const event of created.events) await recordEvent(tx, event, now);
  });
  return reply.status(201).send(await presentResource(ctx, kind, created.body));
}
