import type { RememberedBillingDetails } from '@lido/contract';
import { UNAUTHORISED_MESSAGE } from '@lido/contract';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { cardTransactions } from './payments.tables';

/**
 * The billing details of the customer's last successful card checkout (its order written: the
 * attempt `completed`, or `released` once the money is taken), for their own next checkout only:
 * staff taking payment at the till have no use for it, and nobody else may read it (403).
 */
export async function rememberedBillingOf(
  db: Database,
  caller: Caller,
): Promise<RememberedBillingDetails | null> {
  if (caller.kind !== 'customer') throw new DomainError('FORBIDDEN', UNAUTHORISED_MESSAGE);
  const [row] = await db
    .select({ billing: cardTransactions.billingDetails })
    .from(cardTransactions)
    .where(
      and(
        eq(cardTransactions.customerId, caller.userId),
        isNotNull(cardTransactions.billingDetails),
        inArray(cardTransactions.status, ['completed', 'released']),
      ),
    )
    .orderBy(desc(cardTransactions.createdAt))
    .limit(1);
  const billing = row?.billing;
  if (!billing) return null;
  return {
    billing_first_name: billing.firstName,
    billing_last_name: billing.lastName,
    billing_address_line_one: billing.addressLine1,
    billing_address_line_two: billing.addressLine2,
    billing_city: billing.city,
    billing_postcode: billing.postcode,
    billing_country: billing.country,
  };
}
