import type { FastifyInstance } from 'fastify';
import { CANCELLABLE_PAYMENT, cancelPayments } from './cascades';
import { createResource } from './create-resource';
import { eventDetails } from './event-details';
import { idParam, registerGetRoute, requireResource } from './find-resource';
import { goCardlessErrors } from './gocardless-errors';
import {
  moveStatus,
  recordEvent,
  subscriptionPaymentsInStatus,
} from './gocardless-sandbox.repository';
import { chargeableMandate, requireChargeableDate } from './mandate-checks';
import { presentSubscription } from './present-resource';
import { readActionData, readResource } from './read-request';
import { CancelFields, SubscriptionFields } from './request-schemas';
import type { SubscriptionBody } from './resource-bodies';
import { hidden, type GoCardlessSandboxContext } from './sandbox-context';
import { newSandboxId } from './sandbox-ids';

/**
 * `POST /subscriptions`, `GET /subscriptions/:id` and `POST /subscriptions/:id/actions/cancel`.
 * A subscription only describes payments: the clock makes each one (advance-sandbox.ts).
 */
export function registerSubscriptionRoutes(scope: FastifyInstance, ctx: GoCardlessSandboxContext) {
  scope.post('/subscriptions', { schema: hidden }, async (request, reply) => {
    const fields = readResource(request.body, 'subscriptions', SubscriptionFields);
    return createResource(ctx, request, reply, 'subscriptions', async () => {
      const { mandate, earliest } = await chargeableMandate(ctx, fields.links.mandate);
      const startDate = fields.start_date ?? earliest;
      requireChargeableDate('subscriptions', 'start_date', startDate, earliest);
      const body: SubscriptionBody = {
        id: newSandboxId('SB'),
        created_at: ctx.clock.now().toISOString(),
        amount: fields.amount,
        currency: 'GBP',
        status: 'active',
        name: fields.name ?? null,
        start_date: startDate,
        end_date: null,
        interval: fields.interval ?? 1,
        interval_unit: 'monthly',
        day_of_month: fields.day_of_month ?? null,
        month: null,
        count: null,
        payment_reference: fields.payment_reference ?? null,
        app_fee: null,
        retry_if_possible: fields.retry_if_possible ?? false,
        earliest_charge_date_after_resume: null,
        parent_plan_paused: false,
        upcoming_payments: [],
        metadata: fields.metadata ?? {},
        links: { mandate: mandate.id },
      };
      return {
        body,
        events: [
          {
            resourceType: 'subscriptions',
            action: 'created',
            links: { subscription: body.id, mandate: mandate.id },
            details: eventDetails.subscriptionCreated,
            resourceMetadata: body.metadata,
          },
        ],
      };
    });
  });

  registerGetRoute(scope, ctx, 'subscriptions');

  // No more payments are made, and those made but not yet submitted are cancelled with it.
  scope.post('/subscriptions/:id/actions/cancel', { schema: hidden }, async (request, reply) => {
    const id = idParam(request.params);
    const { metadata } = readActionData(request.body, CancelFields);
    await requireResource(ctx, 'subscriptions', id);
    const now = ctx.clock.now();
    const cancelled = await ctx.db.transaction(async (tx) => {
      const moved = await moveStatus<SubscriptionBody>(tx, id, ['active'], 'cancelled');
      if (!moved) return undefined;
      await recordEvent(
        tx,
        {
          resourceType: 'subscriptions',
          action: 'cancelled',
          links: { subscription: id, mandate: moved.links.mandate },
          details: eventDetails.subscriptionCancelledByApi,
          metadata: metadata ?? {},
          resourceMetadata: moved.metadata,
        },
        now,
      );
      const pending = await subscriptionPaymentsInStatus(tx, id, CANCELLABLE_PAYMENT);
      await cancelPayments(tx, pending, eventDetails.paymentCancelledByApi, now);
      return moved;
    });
    if (!cancelled) {
      throw goCardlessErrors.cancellationFailed('Subscription is already cancelled or finished');
    }
    return reply.send({ subscriptions: await presentSubscription(ctx, cancelled) });
  });
}
