import type { ApplyCreditsBody, CreditReservation } from '@lido/contract';
import type { Database } from '../../db/client';
import type { Caller } from '../../http/auth-guard';
import { resolveActingCustomer } from '../accounts';

type ApplyBody = ApplyCreditsBody;

/**
 * Reserving account credit against a basket. Spending credit at the checkout is not built yet
 * (SPEC.md credits; the cart's `max_applicable` is 0 for that reason), so every request is
 * answered as the live system answers one it cannot honour: nothing reserved. The caller must
 * still be allowed to act for the customer, so the answer tells no one else anything.
 */
export async function reserveCredits(
  db: Database,
  caller: Caller,
  body: ApplyBody,
): Promise<CreditReservation> {
  await resolveActingCustomer(db, caller, body.selected_user_id);
  return { reserved: false, amount: 0 };
}
