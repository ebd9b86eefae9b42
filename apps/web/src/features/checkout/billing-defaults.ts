import type { MyDetails } from '../../shared/api/get-my-details';
import type { RememberedBillingDetails } from './api/get-remembered-billing-details';
import type { BillingDefaults } from './components/checkout-form';

interface BillingSources {
  /** Who is paying: the signed-in customer, or the visitor as they said who is booking. */
  names: { firstName: string; lastName: string };
  /** The billing details of the customer's own last card checkout; null when none. */
  remembered: RememberedBillingDetails | null;
  /** The address in My details; undefined for a visitor (or until it arrives). */
  savedAddress: Pick<MyDetails, 'addressLine1' | 'addressLine2' | 'town' | 'postcode'> | undefined;
}

/**
 * What the checkout's billing details start as, for the customer to change (issue 43): those of
 * their last card checkout, so nobody retypes an address they paid with before; else their name
 * and the address in My details; a line neither has starts blank.
 */
export function billingDefaultsOf({
  names,
  remembered,
  savedAddress,
}: BillingSources): BillingDefaults {
  if (remembered) {
    return {
      firstName: remembered.billingFirstName || names.firstName,
      lastName: remembered.billingLastName || names.lastName,
      billingAddressLine1: remembered.billingAddressLineOne,
      billingAddressLine2: remembered.billingAddressLineTwo,
      billingCity: remembered.billingCity,
      billingPostcode: remembered.billingPostcode,
    };
  }
  return {
    firstName: names.firstName,
    lastName: names.lastName,
    billingAddressLine1: savedAddress?.addressLine1 ?? '',
    billingAddressLine2: savedAddress?.addressLine2 ?? '',
    billingCity: savedAddress?.town ?? '',
    billingPostcode: savedAddress?.postcode ?? '',
  };
}
