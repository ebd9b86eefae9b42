import type { FastifyInstance } from 'fastify';
import type { Clock, Database } from '../ports';
import { registerCustomerBankAccountRoutes } from './customer-bank-accounts.routes';
import { registerCustomerRoutes } from './customers.routes';
import { registerMandateRoutes } from './mandates.routes';
import { registerPaymentRoutes } from './payments.routes';
import { requireAccessToken } from './sandbox-auth';
import { setGoCardlessErrorHandler } from './sandbox-error-handler';
import { registerSandboxInputGuard } from './sandbox-input-guard';
import { registerSubscriptionRoutes } from './subscriptions.routes';

/** Where the emulated GoCardless API is mounted: the client's base URL ends here. */
export const GOCARDLESS_SANDBOX_PREFIX = '/gocardless-sandbox';

/**
 * The emulator's access token: public, and accepted only by the emulator (demo mode), which
 * listens on a loopback port. Its webhook secret is each database's own (webhook-secret.ts).
 */
export const GOCARDLESS_SANDBOX_CREDENTIALS = {
  accessToken: 'sandbox_lido-demo-access-token',
} as const;

/**
 * A built-in emulator of GoCardless's REST API for UK Direct Debit (customers, their bank
 * accounts, Bacs mandates, monthly subscriptions and one-off payments), with its errors,
 * idempotency keys and events. Its clock moves mandates and payments on
 * (advance-sandbox.ts), and delivers the events as signed webhooks. Lido's GoCardless client
 * talks to it exactly as to GoCardless, so Direct Debit runs, and is tested, without an account.
 *
 * The routes live in their own Fastify scope under GOCARDLESS_SANDBOX_PREFIX, so every answer
 * there, errors and unknown paths included, is in GoCardless's format, and the access token is
 * checked before a body is read. They need nothing of Lido's app around them: they may be
 * mounted on the app or on a bare Fastify server of their own.
 */
export function registerGoCardlessSandboxRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Database; clock: Clock },
): void {
  const ctx = { db, clock };
  void app.register(
    async (scope) => {
      setGoCardlessErrorHandler(scope);
      scope.addHook('onRequest', requireAccessToken(GOCARDLESS_SANDBOX_CREDENTIALS.accessToken));
      registerSandboxInputGuard(scope);
      registerCustomerRoutes(scope, ctx);
      registerCustomerBankAccountRoutes(scope, ctx);
      registerMandateRoutes(scope, ctx);
      registerSubscriptionRoutes(scope, ctx);
      registerPaymentRoutes(scope, ctx);
    },
    { prefix: GOCARDLESS_SANDBOX_PREFIX },
  );
}
