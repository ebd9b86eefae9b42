import {
  authoriseArrearsPayment,
  completeArrearsPayment,
  getMembershipDirectDebit,
  prepareArrearsPayment,
} from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../platform/http/register-routes';
import { originOf } from '../../money/payments';
import {
  type ArrearsDeps,
  authoriseArrears,
  completeArrears,
  prepareArrears,
} from './arrears-payment';
import { membershipDirectDebit } from './membership-direct-debit';

export function registerDirectDebitRoutes(app: FastifyInstance, deps: ArrearsDeps): void {
  registerRoute(app, getMembershipDirectDebit, async ({ caller, params, query }) => ({
    data: await membershipDirectDebit(deps.db, caller, params.id, query.selected_user_id),
  }));

  registerRoute(app, prepareArrearsPayment, async ({ caller, params, query }) =>
    prepareArrears(deps, caller, params.id, query.selected_user_id),
  );

  registerRoute(app, authoriseArrearsPayment, async ({ caller, params, query, body, raw }) =>
    authoriseArrears(deps, caller, params.id, body, originOf(raw), query.selected_user_id),
  );

  registerRoute(app, completeArrearsPayment, async ({ caller, params, query, body }) => ({
    data: await completeArrears(
      deps,
      caller,
      params.id,
      body.transaction_uuid,
      query.selected_user_id,
    ),
  }));
}
