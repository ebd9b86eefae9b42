import { getHealth } from '@lido/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../platform/db/client';
import type { DeploymentParts } from '../../../platform/deployment';
import { DomainError } from '../../../platform/errors/domain-error';
import { registerRoute } from '../../../platform/http/register-routes';

export function registerHealthRoutes(
  app: FastifyInstance,
  { db, parts }: { db: Database; parts: DeploymentParts },
): void {
  registerRoute(app, getHealth, async ({ log }) => {
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      log.error({ err: error }, 'health check could not reach the database');
      throw new DomainError('UNAVAILABLE', 'The database is not reachable.');
    }
    return { status: 'ok' as const, database: 'ok' as const, ...parts };
  });
}
