import { verifyAuditLog } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../platform/db/client';
import { registerRoute } from '../../../platform/http/register-routes';
import { verifyAuditChain } from './audit-seals';

/** `GET /api/admin/audit/verify`: the operator's administrator checks the chain (refused first by its action). */
export function registerAuditLogRoutes(app: FastifyInstance, deps: { db: Database }): void {
  registerRoute(app, verifyAuditLog, async ({ query }) => ({
    data: await verifyAuditChain(deps.db, { recordedHash: query.hash }),
  }));
}
