import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { goCardlessSettings, missingProductionSettings } from '../../platform/deployment';
import type { Env } from '../../platform/env';
import { advanceGoCardlessSandbox } from '@lido/emulators/gocardless';
import {
  GOCARDLESS_SANDBOX_CREDENTIALS,
  GOCARDLESS_SANDBOX_PREFIX,
  goCardlessSandboxWebhookSecret,
  registerGoCardlessSandboxRoutes,
} from '@lido/emulators/gocardless';
import {
  createGoCardlessClient,
  createGoCardlessProvider,
  type DirectDebitProvider,
  GOCARDLESS_WEBHOOK_PATH,
} from './direct-debit';

export interface DirectDebitChoice {
  provider: DirectDebitProvider;
  /**
   * The emulator's clock tick (demo mode only): moves mandates and payments on as the days pass
   * and delivers its webhooks to this app, signed as GoCardless signs them.
   */
  advanceEmulator?: () => Promise<unknown>;
}

/**
 * GoCardless when configured; otherwise, in demo mode only, the built-in emulator. The official
 * client speaks HTTP through its own request library, so the emulator listens on a loopback port
 * of its own (state in the shared database, as GoCardless's is one account for every process)
 * and the client is pointed at it (decisions/020). Outside demo mode there is no emulator.
 */
export async function chooseDirectDebitProvider(
  app: FastifyInstance,
  { db, clock, config }: { db: Database; clock: Clock; config: Env },
): Promise<DirectDebitChoice> {
  const live = goCardlessSettings(config);
  if (live) {
    const client = createGoCardlessClient({
      accessToken: live.accessToken,
      environment: live.environment,
    });
    return { provider: createGoCardlessProvider({ client, webhookSecret: live.webhookSecret }) };
  }
  if (!config.LIDO_DEMO) {
    throw new Error(
      `GoCardless is not configured: set ${missingProductionSettings(config).join(', ')}`,
    );
  }
  const emulator = Fastify({ logger: false });
  registerGoCardlessSandboxRoutes(emulator, { db, clock });
  await emulator.listen({ port: 0, host: '127.0.0.1' });
  app.addHook('onClose', async () => {
    await emulator.close();
  });
  const { port } = emulator.server.address() as AddressInfo;
  const client = createGoCardlessClient({
    accessToken: GOCARDLESS_SANDBOX_CREDENTIALS.accessToken,
    environment: 'sandbox',
    baseUrl: () => `http://127.0.0.1:${port}${GOCARDLESS_SANDBOX_PREFIX}`,
  });
  // The emulated account's own secret, kept in this database: Lido checks the webhooks it
  // receives with it, and the emulator signs the ones it sends with it.
  const webhookSecret = await goCardlessSandboxWebhookSecret(db, clock);
  return {
    provider: createGoCardlessProvider({ client, webhookSecret }),
    advanceEmulator: () =>
      advanceGoCardlessSandbox({
        db,
        clock,
        webhookSecret,
        deliver: async ({ body, signature }) => {
          const response = await app.inject({
            method: 'POST',
            url: GOCARDLESS_WEBHOOK_PATH,
            headers: { 'content-type': 'application/json', 'webhook-signature': signature },
            payload: body,
          });
          return response.statusCode;
        },
      }),
  };
}
