import type { FastifyInstance } from 'fastify';
import type { Clock, Database } from '../ports';
import { registerCardIdentifierRoute } from './card-identifiers.routes';
import { registerInstructionRoutes } from './instructions.routes';
import { createSandboxAuth } from './sandbox-auth';
import { registerSecurityCodeRoute } from './security-code.routes';
import type { OpayoSandboxConfig } from './sandbox-context';
import { registerSessionKeyRoute } from './session-keys.routes';
import { registerThreeDSecureRoutes } from './three-d-secure.routes';
import { registerTransactionRoutes } from './transactions.routes';

export { OPAYO_SANDBOX_PREFIX, type OpayoSandboxConfig } from './sandbox-context';

/** The emulator's own credentials: public, and accepted only by the emulator (demo mode). */
export const OPAYO_SANDBOX_CREDENTIALS: OpayoSandboxConfig = {
  integrationKey: 'lido-sandbox-integration-key',
  integrationPassword: 'lido-sandbox-integration-password',
  vendorName: 'lidosandbox',
};

/**
 * A built-in emulator of Opayo Pi's REST API (merchant session keys, card identifiers and the
 * security codes linked to saved ones, Payment, Deferred and Refund transactions, 3-D Secure
 * challenges, release / abort / void instructions) and of an issuer's challenge page. The real
 * Opayo provider talks to it exactly as to Opayo, so the product runs, and its payment tests run,
 * without an Opayo account.
 */
export function registerOpayoSandboxRoutes(
  app: FastifyInstance,
  { db, clock, config }: { db: Database; clock: Clock; config: OpayoSandboxConfig },
): void {
  const ctx = { db, clock, config, auth: createSandboxAuth(config) };
  registerSessionKeyRoute(app, ctx);
  registerCardIdentifierRoute(app, ctx);
  registerSecurityCodeRoute(app, ctx);
  registerTransactionRoutes(app, ctx);
  registerThreeDSecureRoutes(app, ctx);
  registerInstructionRoutes(app, ctx);
}
