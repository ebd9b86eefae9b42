import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { opayoErrors, refuse } from './opayo-errors';
import { sandboxOpayoSessionKeys } from './opayo-sandbox.tables';
import { hidden, OPAYO_SANDBOX_API, type SandboxContext } from './sandbox-context';

/** Opayo's merchant session keys last 400 seconds. */
const SESSION_KEY_SECONDS = 400;

/** `POST merchant-session-keys`: a key the customer's browser creates one card identifier with. */
export function registerSessionKeyRoute(app: FastifyInstance, ctx: SandboxContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${OPAYO_SANDBOX_API}/merchant-session-keys`,
    {
      schema: { ...hidden, body: z.object({ vendorName: z.string() }).loose() },
      preHandler: ctx.auth.requireIntegrationKey,
    },
    async (request, reply) => {
      if (request.body.vendorName !== ctx.config.vendorName) {
        return refuse(reply, opayoErrors.authenticationFailed);
      }
      const merchantSessionKey = randomUUID().toUpperCase();
      const expiresAt = new Date(ctx.clock.now().getTime() + SESSION_KEY_SECONDS * 1000);
      await ctx.db
        .insert(sandboxOpayoSessionKeys)
        .values({ merchantSessionKey, vendorName: ctx.config.vendorName, expiresAt });
      return reply.status(201).send({ merchantSessionKey, expiry: expiresAt.toISOString() });
    },
  );
}
