import { addCalendarDays, calendarDateIn } from '@lido/calendar-date';
import type { Database } from '../ports';
import { cancelPayments, endDependantsOfMandate, paymentLinks } from './cascades';
import { chargeDatesThrough, SUBMISSION_LEAD_DAYS } from './charge-dates';
import { eventDetails, type EventDetails } from './event-details';
import {
  findResource,
  insertResource,
  lockResource,
  moveStatus,
  paymentsOfSubscription,
  recordEvent,
  resourcesInStatus,
  type SandboxResource,
} from './gocardless-sandbox.repository';
import type { MandateBody, PaymentBody, SubscriptionBody } from './resource-bodies';
import { sandboxToday, type GoCardlessSandboxContext } from './sandbox-context';
import { SANDBOX_CREDITOR_ID, subscriptionPaymentId } from './sandbox-ids';

// What the emulated banks do as days pass (the README has the rules). Every move is a
// conditional update recorded with its event in one transaction, so several processes moving
// resources on at once make each move, and record each event, exactly once.

/** Days after its creation the banks have had to refuse a mandate (or have refused it). */
const MANDATE_SETTLES_AFTER_DAYS = 2;
/** How far ahead a subscription makes its payments: GoCardless creates them a few days early. */
const PAYMENTS_MADE_DAYS_AHEAD = 3;

interface Pass {
  db: Database;
  today: string;
  now: Date;
}

const createdDate = (row: SandboxResource) => calendarDateIn(row.createdAt, 'Europe/London');

/** Moves one mandate or payment, with the event saying so; false if another process did. */
async function move<Body extends MandateBody | PaymentBody>(
  pass: Pass,
  row: SandboxResource,
  from: Body['status'],
  to: Body['status'],
  event: { details: EventDetails; links: (moved: Body) => Record<string, string> },
): Promise<boolean> {
  return pass.db.transaction(async (tx) => {
    const moved = await moveStatus<Body>(tx, row.id, [from], to);
    if (!moved) return false;
    const resourceType = row.kind === 'mandates' ? 'mandates' : 'payments';
    await recordEvent(
      tx,
      {
        resourceType,
        action: to,
        links: event.links(moved),
        details: event.details,
        resourceMetadata: moved.metadata,
      },
      pass.now,
    );
    return true;
  });
}

const mandateLinks = (mandate: MandateBody) => ({ mandate: mandate.id });

/** pending_submission → submitted at once; submitted → active (or failed) two days on. */
async function moveMandatesOn(pass: Pass): Promise<number> {
  let events = 0;
  const links = { links: mandateLinks };
  for (const row of await resourcesInStatus(pass.db, 'mandates', ['pending_submission'])) {
    const details = eventDetails.mandateSubmitted;
    if (await move(pass, row, 'pending_submission', 'submitted', { ...links, details })) events++;
  }
  for (const row of await resourcesInStatus(pass.db, 'mandates', ['submitted'])) {
    if (pass.today < addCalendarDays(createdDate(row), MANDATE_SETTLES_AFTER_DAYS)) continue;
    if (row.behaviour !== 'mandate_fails') {
      const details = eventDetails.mandateActivated;
      if (await move(pass, row, 'submitted', 'active', { ...links, details })) events++;
      continue;
    }
    // Refused by the bank: its subscriptions and unsubmitted payments end with it.
    events += await pass.db.transaction(async (tx) => {
      const failed = await moveStatus<MandateBody>(tx, row.id, ['submitted'], 'failed');
      if (!failed) return 0;
      await recordEvent(
        tx,
        {
          resourceType: 'mandates',
          action: 'failed',
          links: mandateLinks(failed),
          details: eventDetails.mandateFailed,
          resourceMetadata: failed.metadata,
        },
        pass.now,
      );
      const ended = await endDependantsOfMandate(
        tx,
        row.id,
        {
          subscription: eventDetails.subscriptionCancelledMandateFailed,
          payment: eventDetails.paymentCancelledMandateFailed,
        },
        pass.now,
      );
      return 1 + ended;
    });
  }
  return events;
}

/** Makes one payment of a subscription, unless it is no longer active or the payment exists. */
async function makeSubscriptionPayment(
  pass: Pass,
  subscriptionId: string,
  chargeDate: string,
  behaviour: SandboxResource['behaviour'],
): Promise<number> {
  return pass.db.transaction(async (tx) => {
    const locked = await lockResource(tx, 'subscriptions', subscriptionId);
    const subscription = locked?.body as SubscriptionBody | undefined;
    if (!subscription || subscription.status !== 'active') return 0;
    const payment: PaymentBody = {
      id: subscriptionPaymentId(subscription.id, chargeDate),
      created_at: pass.now.toISOString(),
      charge_date: chargeDate,
      amount: subscription.amount,
      amount_refunded: 0,
      currency: 'GBP',
      description: subscription.name,
      reference: subscription.payment_reference,
      status: 'pending_submission',
      scheme: 'bacs',
      retry_if_possible: subscription.retry_if_possible,
      faster_ach: false,
      app_fee: null,
      metadata: {},
      links: {
        mandate: subscription.links.mandate,
        creditor: SANDBOX_CREDITOR_ID,
        subscription: subscription.id,
      },
    };
    if (!(await insertResource(tx, { kind: 'payments', body: payment, behaviour }, pass.now))) {
      return 0;
    }
    const details = eventDetails.paymentCreatedBySubscription;
    await recordEvent(
      tx,
      {
        resourceType: 'payments',
        action: 'created',
        links: paymentLinks(payment),
        details,
        resourceMetadata: payment.metadata,
      },
      pass.now,
    );
    await recordEvent(
      tx,
      {
        resourceType: 'subscriptions',
        action: 'payment_created',
        links: { subscription: subscription.id, payment: payment.id },
        details: eventDetails.subscriptionPaymentCreated,
        resourceMetadata: subscription.metadata,
      },
      pass.now,
    );
    return 2;
  });
}

/** Each active subscription makes its payments due within the next few days. */
async function makeSubscriptionPayments(pass: Pass): Promise<number> {
  let events = 0;
  const horizon = addCalendarDays(pass.today, PAYMENTS_MADE_DAYS_AHEAD);
  for (const row of await resourcesInStatus(pass.db, 'subscriptions', ['active'])) {
    const subscription = row.body as SubscriptionBody;
    const mandate = await findResource(pass.db, 'mandates', subscription.links.mandate);
    const mandateStatus = (mandate?.body as MandateBody | undefined)?.status;
    if (!mandate || mandateStatus === 'failed' || mandateStatus === 'cancelled') continue;
    const made = new Set(
      (await paymentsOfSubscription(pass.db, subscription.id)).map(
        (payment) => payment.charge_date,
      ),
    );
    for (const chargeDate of chargeDatesThrough(subscription, horizon)) {
      if (made.has(chargeDate)) continue;
      events += await makeSubscriptionPayment(pass, subscription.id, chargeDate, mandate.behaviour);
    }
  }
  return events;
}

/**
 * pending_submission → submitted two days before the charge date, once the mandate is active
 * (cancelled instead if the mandate failed or was cancelled); submitted → confirmed on the charge
 * date (failed, for the failing account); confirmed → paid_out the day after.
 */
async function movePaymentsOn(pass: Pass): Promise<number> {
  let events = 0;
  const mandates = new Map<string, MandateBody['status'] | undefined>();
  const mandateStatusOf = async (id: string) => {
    if (!mandates.has(id)) {
      const row = await findResource(pass.db, 'mandates', id);
      mandates.set(id, (row?.body as MandateBody | undefined)?.status);
    }
    return mandates.get(id);
  };
  const links = paymentLinks;
  const live = ['pending_submission', 'submitted', 'confirmed'] as const;
  for (const row of await resourcesInStatus(pass.db, 'payments', live)) {
    const payment = row.body as PaymentBody;
    const { today } = pass;
    if (payment.status === 'pending_submission') {
      const mandateStatus = await mandateStatusOf(payment.links.mandate);
      if (mandateStatus === 'failed' || mandateStatus === 'cancelled') {
        const details =
          mandateStatus === 'failed'
            ? eventDetails.paymentCancelledMandateFailed
            : eventDetails.paymentCancelledWithMandate;
        events += await pass.db.transaction((tx) => cancelPayments(tx, [row], details, pass.now));
        continue;
      }
      const submitFrom = addCalendarDays(payment.charge_date, -SUBMISSION_LEAD_DAYS);
      if (mandateStatus !== 'active' || today < submitFrom) continue;
      const details = eventDetails.paymentSubmitted;
      if (await move(pass, row, 'pending_submission', 'submitted', { details, links })) events++;
    } else if (payment.status === 'submitted') {
      if (today < payment.charge_date) continue;
      const fails = row.behaviour === 'payments_fail';
      const details = fails ? eventDetails.paymentFailed : eventDetails.paymentConfirmed;
      const to = fails ? 'failed' : 'confirmed';
      if (await move<PaymentBody>(pass, row, 'submitted', to, { details, links })) events++;
    } else if (today >= addCalendarDays(payment.charge_date, 1)) {
      const details = eventDetails.paymentPaidOut;
      if (await move(pass, row, 'confirmed', 'paid_out', { details, links })) events++;
    }
  }
  return events;
}

/** One pass over every resource; answers how many events it recorded (0: nothing more to do). */
export async function moveResourcesOn(ctx: GoCardlessSandboxContext): Promise<number> {
  const pass: Pass = { db: ctx.db, today: sandboxToday(ctx.clock), now: ctx.clock.now() };
  let events = await moveMandatesOn(pass);
  events += await makeSubscriptionPayments(pass);
  events += await movePaymentsOn(pass);
  return events;
}
