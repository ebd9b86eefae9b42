import { refundAtDesk } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../platform/http/register-routes';
import { type DeskRefundsDeps, refundAtTheDesk } from './desk-refunds.service';

export function registerDeskRefundsRoutes(app: FastifyInstance, deps: DeskRefundsDeps): void {
  registerRoute(app, refundAtDesk, async ({ caller, params, body }) => ({
    data: await refundAtTheDesk(deps, caller, params.id, body),
  }));
}
