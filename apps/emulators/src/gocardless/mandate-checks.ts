import { nextPossibleChargeDate } from './charge-dates';
import { requireResource } from './find-resource';
import { goCardlessErrors, validationFailed } from './gocardless-errors';
import type { MandateBody } from './resource-bodies';
import { sandboxToday, type GoCardlessSandboxContext } from './sandbox-context';

/**
 * The mandate a payment or subscription is to be charged under, and the earliest date it can
 * be: 404 for an unknown mandate, 409 `mandate_is_inactive` for a failed or cancelled one.
 */
export async function chargeableMandate(ctx: GoCardlessSandboxContext, mandateId: string) {
  const mandate = await requireResource<MandateBody>(ctx, 'mandates', mandateId);
  const earliest = nextPossibleChargeDate(mandate.body.status, sandboxToday(ctx.clock));
  if (earliest === null) throw goCardlessErrors.mandateIsInactive();
  return { mandate, earliest };
}

/** A charge date asked for must leave the banks time: not before the mandate allows. */
export function requireChargeableDate(
  envelope: string,
  field: string,
  date: string,
  earliest: string,
): void {
  if (date < earliest) {
    throw validationFailed(envelope, [
      { path: [field], message: "must be on or after mandate's next_possible_charge_date" },
    ]);
  }
}
