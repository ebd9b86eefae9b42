import type { Database } from '../ports';
import type { EventDetails } from './event-details';
import {
  dependantsOfMandate,
  moveStatus,
  recordEvent,
  type SandboxResource,
} from './gocardless-sandbox.repository';
import type { PaymentBody, SubscriptionBody } from './resource-bodies';

/** Payments not yet submitted to the banks: the ones a cancellation can still stop. */
export const CANCELLABLE_PAYMENT = ['pending_submission'] as const;

/** Cancels payments (not yet submitted), each with its event, in the caller's transaction. */
export async function cancelPayments(
  tx: Database,
  payments: readonly SandboxResource[],
  details: EventDetails,
  now: Date,
): Promise<number> {
  let events = 0;
  for (const row of payments) {
    const moved = await moveStatus<PaymentBody>(tx, row.id, CANCELLABLE_PAYMENT, 'cancelled');
    if (!moved) continue;
    await recordEvent(
      tx,
      {
        resourceType: 'payments',
        action: 'cancelled',
        links: paymentLinks(moved),
        details,
        resourceMetadata: moved.metadata,
      },
      now,
    );
    events += 1;
  }
  return events;
}

/**
 * What ends with a mandate (cancelled, or failed at the bank): its active subscriptions and
 * the payments not yet submitted, each with its event. Answers how many events it recorded.
 */
export async function endDependantsOfMandate(
  tx: Database,
  mandateId: string,
  details: { subscription: EventDetails; payment: EventDetails },
  now: Date,
): Promise<number> {
  let events = 0;
  for (const row of await dependantsOfMandate(tx, 'subscriptions', mandateId, ['active'])) {
    const moved = await moveStatus<SubscriptionBody>(tx, row.id, ['active'], 'cancelled');
    if (!moved) continue;
    await recordEvent(
      tx,
      {
        resourceType: 'subscriptions',
        action: 'cancelled',
        links: { subscription: moved.id, mandate: mandateId },
        details: details.subscription,
        resourceMetadata: moved.metadata,
      },
      now,
    );
    events += 1;
  }
  const payments = await dependantsOfMandate(tx, 'payments', mandateId, CANCELLABLE_PAYMENT);
  return events + (await cancelPayments(tx, payments, details.payment, now));
}

/** A payment event's links: the payment, its mandate and the subscription that made it. */
export function paymentLinks(payment: PaymentBody): Record<string, string> {
  return {
    payment: payment.id,
    mandate: payment.links.mandate,
    ...(payment.links.subscription ? { subscription: payment.links.subscription } : {}),
  };
}
