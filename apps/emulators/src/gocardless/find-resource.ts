import type { FastifyInstance } from 'fastify';
import { goCardlessErrors } from './gocardless-errors';
import { findResource } from './gocardless-sandbox.repository';
import type { SandboxResourceKind } from './gocardless-sandbox.tables';
import { presentResource } from './present-resource';
import type { ResourceBody } from './resource-bodies';
import { ResourceParams } from './request-schemas';
import { hidden, type GoCardlessSandboxContext } from './sandbox-context';

/** A linked resource that must exist (`links.customer`…): 404 `resource_not_found` otherwise. */
export async function requireResource<Body extends ResourceBody>(
  ctx: GoCardlessSandboxContext,
  kind: SandboxResourceKind,
  id: string,
) {
  const row = await findResource(ctx.db, kind, id);
  if (!row) throw goCardlessErrors.notFound();
  return { ...row, body: row.body as Body };
}

/** The `:id` of a resource's path (an id no resource has when the path holds anything else). */
export function idParam(params: unknown): string {
  const parsed = ResourceParams.safeParse(params);
  if (!parsed.success) throw goCardlessErrors.notFound();
  return parsed.data.id;
}

/** `GET /<kind>/:id`, which the official clients also use after an idempotent conflict. */
export function registerGetRoute(
  scope: FastifyInstance,
  ctx: GoCardlessSandboxContext,
  kind: SandboxResourceKind,
): void {
  scope.get(`/${kind}/:id`, { schema: hidden }, async (request, reply) => {
    const row = await requireResource(ctx, kind, idParam(request.params));
    return reply.send(await presentResource(ctx, kind, row.body));
  });
}
