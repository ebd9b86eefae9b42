import Fastify, { type FastifyInstance } from 'fastify';
import type { Clock, Database } from '../ports';
import {
  GOCARDLESS_SANDBOX_PREFIX,
  registerGoCardlessSandboxRoutes,
} from './gocardless-sandbox.routes';

/**
 * Tests' way to the emulator: mounted as direct-debit-provider-choice.ts mounts it in demo mode,
 * on a bare Fastify server of its own listening on a loopback port, with the test app's
 * database and clock (a test app gives both), for GoCardless's official client (the tests point
 * it at `baseUrl`). For tests only.
 */
export async function startGoCardlessSandbox(t: { db: Database; clock: Clock }): Promise<{
  app: FastifyInstance;
  baseUrl: string;
  close: () => Promise<void>;
}> {
  const app = Fastify();
  registerGoCardlessSandboxRoutes(app, { db: t.db, clock: t.clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}${GOCARDLESS_SANDBOX_PREFIX}`,
    close: () => app.close(),
  };
}
