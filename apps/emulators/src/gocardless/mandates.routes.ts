import type { FastifyInstance } from 'fastify';
import { endDependantsOfMandate } from './cascades';
import { nextPossibleChargeDate } from './charge-dates';
import { createResource } from './create-resource';
import { eventDetails } from './event-details';
import { idParam, registerGetRoute, requireResource } from './find-resource';
import { goCardlessErrors } from './gocardless-errors';
import { moveStatus, recordEvent } from './gocardless-sandbox.repository';
import { presentMandate } from './present-resource';
import { readActionData, readResource } from './read-request';
import { CancelFields, MandateFields } from './request-schemas';
import type { CustomerBankAccountBody, MandateBody } from './resource-bodies';
import { hidden, sandboxToday, type GoCardlessSandboxContext } from './sandbox-context';
import { newSandboxId, SANDBOX_CREDITOR_ID } from './sandbox-ids';

/** A Bacs mandate reference when none is given: unique enough for one demo account. */
const referenceFor = (mandateId: string) => `LIDO-${mandateId.slice(-8)}`;

/** `POST /mandates`, `GET /mandates/:id` and `POST /mandates/:id/actions/cancel`. */
export function registerMandateRoutes(scope: FastifyInstance, ctx: GoCardlessSandboxContext) {
  scope.post('/mandates', { schema: hidden }, async (request, reply) => {
    const fields = readResource(request.body, 'mandates', MandateFields);
    return createResource(ctx, request, reply, 'mandates', async () => {
      const account = await requireResource<CustomerBankAccountBody>(
        ctx,
        'customer_bank_accounts',
        fields.links.customer_bank_account,
      );
      if (fields.links.creditor !== undefined && fields.links.creditor !== SANDBOX_CREDITOR_ID) {
        throw goCardlessErrors.notFound();
      }
      const id = newSandboxId('MD');
      const body: MandateBody = {
        id,
        created_at: ctx.clock.now().toISOString(),
        reference: fields.reference ?? referenceFor(id),
        status: 'pending_submission',
        scheme: 'bacs',
        next_possible_charge_date: nextPossibleChargeDate(
          'pending_submission',
          sandboxToday(ctx.clock),
        ),
        payments_require_approval: false,
        authorisation_source: fields.authorisation_source ?? null,
        consent_parameters: null,
        funds_settlement: 'managed',
        verified_at: null,
        metadata: fields.metadata ?? {},
        links: {
          customer_bank_account: account.id,
          customer: account.body.links.customer,
          creditor: SANDBOX_CREDITOR_ID,
        },
      };
      return {
        body,
        // What the bank will do with the mandate, and later with its payments.
        behaviour: account.behaviour,
        events: [
          {
            resourceType: 'mandates',
            action: 'created',
            links: { mandate: id },
            details: eventDetails.mandateCreated,
            resourceMetadata: body.metadata,
          },
        ],
      };
    });
  });

  registerGetRoute(scope, ctx, 'mandates');

  // GoCardless: "Immediately cancels a mandate and all associated cancellable payments"; its
  // subscriptions end with it. Cancelling one that is already cancelled (or failed) is refused.
  scope.post('/mandates/:id/actions/cancel', { schema: hidden }, async (request, reply) => {
    const id = idParam(request.params);
    const { metadata } = readActionData(request.body, CancelFields);
    await requireResource(ctx, 'mandates', id);
    const now = ctx.clock.now();
    const cancelled = await ctx.db.transaction(async (tx) => {
      const moved = await moveStatus<MandateBody>(
        tx,
        id,
        ['pending_submission', 'submitted', 'active'],
        'cancelled',
      );
      if (!moved) return undefined;
      await recordEvent(
        tx,
        {
          resourceType: 'mandates',
          action: 'cancelled',
          links: { mandate: id },
          details: eventDetails.mandateCancelledByApi,
          metadata: metadata ?? {},
          resourceMetadata: moved.metadata,
        },
        now,
      );
      await endDependantsOfMandate(
        tx,
        id,
        {
          subscription: eventDetails.subscriptionCancelledWithMandate,
          payment: eventDetails.paymentCancelledWithMandate,
        },
        now,
      );
      return moved;
    });
    if (!cancelled) {
      throw goCardlessErrors.cancellationFailed('Mandate is already cancelled or failed');
    }
    return reply.send({ mandates: presentMandate(cancelled, sandboxToday(ctx.clock)) });
  });
}
