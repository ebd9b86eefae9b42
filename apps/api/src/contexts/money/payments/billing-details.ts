import type { authoriseCheckout, RouteBody } from '@lido/contract';
import type { CardReservationRequest } from './card-tender';
import type { TypedBilling } from './payments.tables';

type AuthoriseBody = NonNullable<RouteBody<typeof authoriseCheckout>>;
/** The billing lines of a card payment's request (the checkout's, or a joining payment's). */
export type BillingLines = Pick<
  AuthoriseBody,
  | 'billing_first_name'
  | 'billing_last_name'
  | 'billing_address_line_one'
  | 'billing_address_line_two'
  | 'billing_city'
  | 'billing_postcode'
  | 'billing_country'
>;

/** What the account knows about the payer, to fill billing lines the customer left blank. */
export interface PayerAccount {
  firstName: string;
  lastName: string;
  email: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  town: string | null;
  postcode: string | null;
}

const filled = (value: string | null | undefined): string | null =>
  value && value.trim() !== '' ? value.trim() : null;

/**
 * The payer's name and billing address for the card issuer. Live clients send the billing
 * fields blank; a payment is never refused for a blank line: each falls back to the account's
 * own detail, and what neither has goes blank (the issuer says if it needs it).
 */
export function billingDetailsOf(
  body: BillingLines,
  account: PayerAccount | undefined,
): Pick<CardReservationRequest, 'customer' | 'billingAddress'> {
  const pick = (typed: string | null | undefined, known: string | null | undefined) =>
    filled(typed) ?? filled(known) ?? '';
  return {
    customer: {
      firstName: pick(body.billing_first_name, account?.firstName),
      lastName: pick(body.billing_last_name, account?.lastName),
      email: account?.email ?? null,
    },
    billingAddress: {
      address1: pick(body.billing_address_line_one, account?.addressLine1),
      address2: filled(body.billing_address_line_two) ?? filled(account?.addressLine2),
      city: pick(body.billing_city, account?.town),
      postalCode: pick(body.billing_postcode, account?.postcode),
      country: body.billing_country ?? 'GB',
    },
  };
}

/**
 * What the customer typed, to fill their next checkout; null when they typed no address (live
 * clients send the lines blank and the account's own address fills them, which My details keeps).
 */
export function typedBillingOf(body: BillingLines): TypedBilling | null {
  const line = (value: string | null | undefined) => filled(value) ?? '';
  const addressLine1 = line(body.billing_address_line_one);
  if (addressLine1 === '') return null;
  return {
    firstName: line(body.billing_first_name),
    lastName: line(body.billing_last_name),
    addressLine1,
    addressLine2: line(body.billing_address_line_two),
    city: line(body.billing_city),
    postcode: line(body.billing_postcode),
    country: body.billing_country ?? 'GB',
  };
}
