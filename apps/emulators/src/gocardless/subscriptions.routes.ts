import type { FastifyInstance } from 'fastify';
import { CANCELLABLE_PAYMENT, cancelPayments } from './cascades';
import { createResource } from './create-resource';
import { eventDetails } from './event-details';
import { idParam, registerGetRoute, requireResource } from './find-resource';
import { goCardlessErrors } from './gocardless-errors';
import {
  countEventsAbout,
  lockResource,
  moveStatus,
  recordEvent,
  subscriptionPaymentsInStatus,
} from './gocardless-sandbox.repository';
import { chargeableMandate, requireChargeableDate } from './mandate-checks';
import { presentSubscription } from './present-resource';
import { readActionData, readResource } from './read-request';
import { CancelFields, SubscriptionFields, SubscriptionUpdateFields } from './request-schemas';
import type { SubscriptionBody } from './resource-bodies';
import { hidden, type GoCardlessSandboxContext } from './sandbox-context';
import { newSandboxId } from './sandbox-ids';

/** GoCardless lets a subscription's amount be changed this many times. */
const MAX_AMOUNT_AMENDMENTS = 10;

/**
 * `POST /subscriptions`, `GET /subscriptions/:id`, `PUT /subscriptions/:id` and
 * `POST /subscriptions/:id/actions/cancel`. A subscription only describes payments: the clock
 * makes each one (advance-sandbox.ts), with the amount the subscription has then.
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

  // GoCardless's update: what the payments not yet made will be (a payment already made keeps
  // its amount). A change of amount is recorded as `subscriptions.amended`, and GoCardless allows
  // ten; the schedule cannot be changed (a new subscription is needed for that).
  scope.put('/subscriptions/:id', { schema: hidden }, async (request, reply) => {
    const id = idParam(request.params);
    const fields = readResource(request.body, 'subscriptions', SubscriptionUpdateFields);
    await requireResource(ctx, 'subscriptions', id);
    const now = ctx.clock.now();
    const updated = await ctx.db.transaction(async (tx) => {
      // Locked, so two updates at once count the amendments one after the other.
      const current = (await lockResource(tx, 'subscriptions', id))?.body as
        SubscriptionBody | undefined;
      if (current?.status !== 'active') throw goCardlessErrors.subscriptionNotActive();
      const amends = fields.amount !== undefined && fields.amount !== current.amount;
      const link = { key: 'subscription', id };
      if (
        amends &&
        (await countEventsAbout(tx, 'subscriptions', 'amended', link)) >= MAX_AMOUNT_AMENDMENTS
      ) {
        throw goCardlessErrors.subscriptionAmendmentsExceeded();
      }
      const changes: Partial<SubscriptionBody> = {
        ...(fields.amount !== undefined ? { amount: fields.amount } : {}),
        ...(fields.name !== undefined ? { name: fields.name } : {}),
        ...(fields.payment_reference !== undefined
          ? { payment_reference: fields.payment_reference }
          : {}),
        ...(fields.retry_if_possible !== undefined
          ? { retry_if_possible: fields.retry_if_possible }
          : {}),
        ...(fields.metadata !== undefined ? { metadata: fields.metadata } : {}),
      };
      const moved = await moveStatus<SubscriptionBody>(tx, id, ['active'], 'active', changes);
      if (!moved) throw goCardlessErrors.subscriptionNotActive();
      if (amends) {
        await recordEvent(
          tx,
          {
            resourceType: 'subscriptions',
            action: 'amended',
            links: { subscription: id, mandate: moved.links.mandate },
            details: eventDetails.subscriptionAmended,
            resourceMetadata: moved.metadata,
          },
          now,
        );
      }
      return moved;
    });
    return reply.send({ subscriptions: await presentSubscription(ctx, updated) });
  });

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
