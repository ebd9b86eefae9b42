import type { FastifyInstance } from 'fastify';
import { createResource } from './create-resource';
import { eventDetails } from './event-details';
import { registerGetRoute } from './find-resource';
import { chargeableMandate, requireChargeableDate } from './mandate-checks';
import { readResource } from './read-request';
import { PaymentFields } from './request-schemas';
import type { PaymentBody } from './resource-bodies';
import { hidden, type GoCardlessSandboxContext } from './sandbox-context';
import { newSandboxId, SANDBOX_CREDITOR_ID } from './sandbox-ids';

/** `POST /payments` (a one-off payment) and `GET /payments/:id` (any payment). */
export function registerPaymentRoutes(scope: FastifyInstance, ctx: GoCardlessSandboxContext) {
  scope.post('/payments', { schema: hidden }, async (request, reply) => {
    const fields = readResource(request.body, 'payments', PaymentFields);
    return createResource(ctx, request, reply, 'payments', async () => {
      const { mandate, earliest } = await chargeableMandate(ctx, fields.links.mandate);
      const chargeDate = fields.charge_date ?? earliest;
      requireChargeableDate('payments', 'charge_date', chargeDate, earliest);
      const body: PaymentBody = {
        id: newSandboxId('PM'),
        created_at: ctx.clock.now().toISOString(),
        charge_date: chargeDate,
        amount: fields.amount,
        amount_refunded: 0,
        currency: 'GBP',
        description: fields.description ?? null,
        reference: fields.reference ?? null,
        status: 'pending_submission',
        scheme: 'bacs',
        retry_if_possible: fields.retry_if_possible ?? false,
        faster_ach: false,
        app_fee: null,
        metadata: fields.metadata ?? {},
        links: { mandate: mandate.id, creditor: SANDBOX_CREDITOR_ID },
      };
      return {
        body,
        behaviour: mandate.behaviour,
        events: [
          {
            resourceType: 'payments',
            action: 'created',
            links: { payment: body.id, mandate: mandate.id },
            details: eventDetails.paymentCreatedByApi,
            resourceMetadata: body.metadata,
          },
        ],
      };
    });
  });

  registerGetRoute(scope, ctx, 'payments');
}
