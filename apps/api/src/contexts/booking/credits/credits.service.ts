import type { ApplyCreditsBody, CreditReservation } from '@lido/contract';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import type { Caller } from '../../../platform/http/auth-guard';
import {
  basketOwnerOf,
  findCartByOwner,
  itemHashOf,
  loadCartLines,
  lockCart,
  releaseExpiredHolds,
  totalOf,
} from '../basket';
import { createCreditTender } from '../../money/credit-ledger';

export interface CreditsDeps {
  db: Database;
  clock: Clock;
}

const notApplied: CreditReservation = { reserved: false, amount: 0 };

/**
 * Applies the payer's account credit to their basket as it is now: each kind asked for is set to
 * its amount (0 takes it off), all or nothing, never more than they have or than is left to pay.
 * The credit stays applied while the basket stays as it is; the order spends it.
 */
export async function reserveCredits(
  { db, clock }: CreditsDeps,
  caller: Caller,
  body: ApplyCreditsBody,
): Promise<CreditReservation> {
  // The caller acts for themself, a family member (whose basket is the caller's) or, as staff,
  // a customer; anyone else is refused here, before anything is read.
  const owner = await basketOwnerOf(db, caller, body.selected_user_id, null);
  if (owner.kind !== 'customer') return notApplied;
  const now = clock.now();
  const cart = await findCartByOwner(db, owner.payerId);
  if (!cart) return notApplied;
  await releaseExpiredHolds(db, now, { cartId: cart.id });
  const requests = body.credits_to_reserve.map((credit) => ({
    kind: credit.type,
    amountPence: credit.amount,
  }));
  const applied = await db.transaction(async (tx) => {
    // The basket's lock: its content cannot change while credit is set against it.
    await lockCart(tx, cart.id);
    const lines = await loadCartLines(tx, cart.id);
    if (lines.length === 0) return false;
    const basket = {
      cartId: cart.id,
      customerId: owner.payerId,
      itemHash: itemHashOf(lines),
      totalPence: totalOf(lines),
    };
    return (await createCreditTender(tx, now).reserve({ basket, requests })).reserved;
  });
  if (!applied) return notApplied;
  return {
    reserved: true,
    amount: requests.reduce((sum, request) => sum + request.amountPence, 0),
  };
}
