import { chargeDates, nextPossibleChargeDate } from './charge-dates';
import { paymentsOfSubscription } from './gocardless-sandbox.repository';
import type { JsonObject, SandboxResourceKind } from './gocardless-sandbox.tables';
import type { MandateBody, ResourceBody, SubscriptionBody } from './resource-bodies';
import { sandboxToday, type GoCardlessSandboxContext } from './sandbox-context';

/** How many upcoming payments a subscription lists. */
const UPCOMING_PAYMENTS = 3;

/** A mandate as of today: when it could next be charged moves on with the days. */
export function presentMandate(body: MandateBody, today: string): MandateBody {
  return { ...body, next_possible_charge_date: nextPossibleChargeDate(body.status, today) };
}

/** A subscription with the next payments it has still to make. */
export async function presentSubscription(
  ctx: GoCardlessSandboxContext,
  body: SubscriptionBody,
): Promise<SubscriptionBody> {
  if (body.status !== 'active') return { ...body, upcoming_payments: [] };
  const made = new Set((await paymentsOfSubscription(ctx.db, body.id)).map((p) => p.charge_date));
  const upcoming = chargeDates(body, made.size + UPCOMING_PAYMENTS)
    .filter((date) => !made.has(date))
    .slice(0, UPCOMING_PAYMENTS)
    .map((charge_date) => ({ charge_date, amount: body.amount }));
  return { ...body, upcoming_payments: upcoming };
}

/** The resource as GoCardless answers it, under its envelope: `{"mandates": {...}}`. */
export async function presentResource(
  ctx: GoCardlessSandboxContext,
  kind: SandboxResourceKind,
  body: ResourceBody | JsonObject,
): Promise<Record<string, ResourceBody>> {
  const resource = body as ResourceBody;
  if (kind === 'mandates') {
    return { [kind]: presentMandate(resource as MandateBody, sandboxToday(ctx.clock)) };
  }
  if (kind === 'subscriptions') {
    return { [kind]: await presentSubscription(ctx, resource as SubscriptionBody) };
  }
  return { [kind]: resource };
}
