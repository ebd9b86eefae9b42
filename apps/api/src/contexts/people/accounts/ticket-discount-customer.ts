import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { resolveActingCustomer } from './acting-customer';
import { findCustomerByReference } from './accounts.repository';

export const DISCOUNT_SIGN_IN = 'Please log in to price a ticket by customer reference.';
/** One answer for a reference nobody has and one the caller may not use: it never tells which. */
export const DISCOUNT_REFERENCE_REFUSED =
  'That reference cannot be used here: enter the customer reference of someone in your family.';

/**
 * The customer a ticket discount names by their reference (SPEC.md section 4): the caller may
 * price a ticket at that person's price when they may act for them — a family lead for a
 * linked family member, staff for a customer of their venue. Anything else is a 400 whose
 * sentence the site shows (`TICKET_DISCOUNT_REFUSED`), the same whether or not anyone has the
 * reference, so references cannot be discovered by trying them.
 */
export async function resolveDiscountCustomer(
  db: Database,
  caller: Caller | null,
  reference: string,
): Promise<{ id: number; reference: string; firstName: string }> {
  if (!caller) throw new DomainError('TICKET_DISCOUNT_REFUSED', DISCOUNT_SIGN_IN);
  const customer = await findCustomerByReference(db, reference);
  if (!customer) throw new DomainError('TICKET_DISCOUNT_REFUSED', DISCOUNT_REFERENCE_REFUSED);
  await resolveActingCustomer(db, caller, customer.id).catch((error: unknown) => {
    if (error instanceof DomainError && error.code === 'FORBIDDEN') {
      throw new DomainError('TICKET_DISCOUNT_REFUSED', DISCOUNT_REFERENCE_REFUSED);
    }
    throw error;
  });
  return { id: customer.id, reference: customer.reference, firstName: customer.firstName };
}
