import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { Caller } from '../../http/auth-guard';
import { resolveActingCustomer } from './acting-customer';
import { findCustomerByReference } from './accounts.repository';

export const DISCOUNT_SIGN_IN = 'Please log in to price a ticket by customer reference.';
export const DISCOUNT_UNKNOWN_REFERENCE = 'No customer was found with that reference.';
export const DISCOUNT_NOT_FAMILY =
  'You can only use the reference of someone in your family. Staff can use any customer’s reference at their venue.';

/**
 * The customer a ticket discount names by their reference (SPEC.md section 4): the caller may
 * price a ticket at that person's price when they may act for them — a family lead for a
 * linked family member, staff for a customer of their venue. Anything else is a 400 whose
 * sentence the site shows (`TICKET_DISCOUNT_REFUSED`), never telling whose reference it is.
 */
export async function resolveDiscountCustomer(
  db: Database,
  caller: Caller | null,
  reference: string,
): Promise<{ id: number; reference: string; firstName: string }> {
  if (!caller) throw new DomainError('TICKET_DISCOUNT_REFUSED', DISCOUNT_SIGN_IN);
  const customer = await findCustomerByReference(db, reference);
  if (!customer) throw new DomainError('TICKET_DISCOUNT_REFUSED', DISCOUNT_UNKNOWN_REFERENCE);
  await resolveActingCustomer(db, caller, customer.id).catch((error: unknown) => {
    if (error instanceof DomainError && error.code === 'FORBIDDEN') {
      throw new DomainError('TICKET_DISCOUNT_REFUSED', DISCOUNT_NOT_FAMILY);
    }
    throw error;
  });
  return { id: customer.id, reference: customer.reference, firstName: customer.firstName };
}
