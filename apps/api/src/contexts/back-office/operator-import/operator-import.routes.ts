import { importOperatorData } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../platform/http/register-routes';
import { importForManager, type OperatorImportDeps } from './operator-import.service';

export function registerOperatorImportRoutes(app: FastifyInstance, deps: OperatorImportDeps): void {
  registerRoute(app, importOperatorData, async ({ caller, body }) => ({
    data: await importForManager(deps, caller, body.files, body.dry_run),
  }));
}
