import type { BasketPolicy } from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import type { Caller } from '../../../platform/http/auth-guard';
import { findCancellationPolicies, summarisePolicy } from '../../venue-setup/cancellation-policies';
import { findOperator } from '../../venue-setup/venues';
import { loadCartLines } from '../basket';
import { findPayersCart, payerOf } from './checkout-basket';

/**
 * The cancellation policies of the payer's basket, each stated once with the activities it
 * covers, in basket order (issue 43: read before paying, not first met in the Cancel dialog). A
 * read only: expired holds are left for the basket's own reads to release.
 */
export async function basketPolicies(
  db: Database,
  caller: Caller | null,
  cartUuid: string | null,
): Promise<BasketPolicy[]> {
  const payer = payerOf(caller, cartUuid);
  const cart = await findPayersCart(db, payer);
  if (!cart) return [];
  const lines = await loadCartLines(db, cart.id);
  const policyOf = await findCancellationPolicies(
    db,
    lines.map((line) => line.categoryId),
  );
  const currencyCode = (await findOperator(db))?.currencyCode ?? 'GBP';
  // A visitor has no account to hold credit: their refunds go back to the card.
  const refundTo = payer.kind === 'visitor' ? ('card' as const) : undefined;
  const policies = new Map<string, string[]>();
  for (const line of lines) {
    const summary = summarisePolicy(policyOf(line.categoryId), { currencyCode, refundTo });
    const activities = policies.get(summary) ?? [];
    if (!activities.includes(line.name)) activities.push(line.name);
    policies.set(summary, activities);
  }
  return [...policies].map(([summary, activities]) => ({ activities, summary }));
}
