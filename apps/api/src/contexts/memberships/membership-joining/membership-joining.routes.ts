import {
  authoriseJoiningPayment,
  completeJoining as completeJoiningRoute,
  getJoiningMembership,
  joinMembership,
  prepareJoiningPayment as prepareJoiningPaymentRoute,
} from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../platform/http/register-routes';
import { originOf } from '../../money/payments';
import { join } from './apply-to-join';
import {
  authoriseFirstPayment,
  completeJoining,
  prepareJoiningPayment,
} from './first-payment-card';
import { type JoiningDeps, viewJoining } from './joining-record';

export function registerMembershipJoiningRoutes(app: FastifyInstance, deps: JoiningDeps): void {
  registerRoute(app, joinMembership, async ({ caller, body }) => ({
    data: await join(deps, caller, body),
  }));

  registerRoute(app, getJoiningMembership, async ({ caller, params }) => ({
    data: await viewJoining(deps, caller, params.id),
  }));

  registerRoute(app, prepareJoiningPaymentRoute, async ({ caller, params }) =>
    prepareJoiningPayment(deps, caller, params.id),
  );

  registerRoute(app, authoriseJoiningPayment, async ({ caller, params, body, raw }) =>
    authoriseFirstPayment(deps, caller, params.id, body, originOf(raw)),
  );

  registerRoute(app, completeJoiningRoute, async ({ caller, params, body }) => ({
    data: await completeJoining(deps, caller, params.id, body.transaction_uuid),
  }));
}
