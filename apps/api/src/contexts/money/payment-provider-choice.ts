import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { missingProductionSettings, opayoSettings } from '../../platform/deployment';
import type { Env } from '../../platform/env';
import { createOpayoProvider } from './payments';
import { inProcessFetch } from '@lido/emulators/opayo';
import {
  OPAYO_SANDBOX_CREDENTIALS,
  OPAYO_SANDBOX_PREFIX,
  registerOpayoSandboxRoutes,
} from '@lido/emulators/opayo';

/**
 * Opayo when configured; otherwise, in demo mode only, the built-in emulator, reached in-process
 * by the same client. Outside demo mode there is no emulator to fall back to.
 */
export function createPaymentProvider(
  app: FastifyInstance,
  { db, clock, config }: { db: Database; clock: Clock; config: Env },
) {
  const opayo = opayoSettings(config);
  if (opayo) return createOpayoProvider({ ...opayo, browserUrl: opayo.baseUrl, mode: 'live' });
  if (!config.LIDO_DEMO) {
    throw new Error(`Opayo is not configured: set ${missingProductionSettings(config).join(', ')}`);
  }
  registerOpayoSandboxRoutes(app, { db, clock, config: OPAYO_SANDBOX_CREDENTIALS });
  const sandboxApi = `${OPAYO_SANDBOX_PREFIX}/api/v1`;
  return createOpayoProvider({
    ...OPAYO_SANDBOX_CREDENTIALS,
    baseUrl: `http://lido.internal${sandboxApi}`,
    browserUrl: sandboxApi,
    mode: 'sandbox',
    fetch: inProcessFetch(app),
  });
}
