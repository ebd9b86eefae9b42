import { getMyPayments, getRememberedBillingDetails } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../platform/db/client';
import { registerRoute } from '../../../platform/http/register-routes';
import { resolveActingCustomer } from '../../people/accounts';
import { listMyPayments } from './payments.service';
import { rememberedBillingOf } from './remembered-billing';

export function registerPaymentsRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  registerRoute(app, getMyPayments, async ({ caller, query }) => {
    const acting = await resolveActingCustomer(db, caller, query.selected_user_id);
    return { data: await listMyPayments(db, acting.customerId) };
  });

  registerRoute(app, getRememberedBillingDetails, async ({ caller }) => ({
    data: await rememberedBillingOf(db, caller),
  }));
}
