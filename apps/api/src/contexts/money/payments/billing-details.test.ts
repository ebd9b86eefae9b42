import { AuthoriseBody } from '@lido/contract';
import { describe, expect, it } from 'vitest';
import { liveAuthoriseBody } from '../../../test-support/card-checkout';
import { billingDetailsOf, type PayerAccount, typedBillingOf } from './billing-details';

// The body a live client sends: blank billing lines, 0/1 browser flags, a numeric card id.
const liveBody = AuthoriseBody.parse(
  liveAuthoriseBody({
    card_identifier: 8812,
    saved_card_id: 8812,
    save_card: false,
    session_key: 'MSK-1',
    item_hash: 'MTM4MzY1MTUw',
  }),
);

const account: PayerAccount = {
  firstName: 'Priya',
  lastName: 'Shah',
  email: 'priya.shah@example.com',
  addressLine1: '3 Whitworth Street',
  addressLine2: null,
  town: 'Manchester',
  postcode: 'M1 3GB',
};

describe('the live authorise body', () => {
  it('reads the 0/1 browser flags as booleans and keeps a numeric card identifier', () => {
    expect(liveBody.browser_java_enabled).toBe(false);
    expect(liveBody.browser_javascript_enabled).toBe(true);
    expect(liveBody.card_identifier).toBe(8812);
  });

  it("fills blank billing lines from the payer's account", () => {
    expect(billingDetailsOf(liveBody, account)).toEqual({
      customer: { firstName: 'Priya', lastName: 'Shah', email: 'priya.shah@example.com' },
      billingAddress: {
        address1: '3 Whitworth Street',
        address2: null,
        city: 'Manchester',
        postalCode: 'M1 3GB',
        country: 'GB',
      },
    });
  });

  it('prefers what the customer typed, and leaves blank what neither has', () => {
    const typed = { ...liveBody, billing_first_name: ' Jo ', billing_city: 'Leeds' };
    const details = billingDetailsOf(typed, { ...account, postcode: null, addressLine1: '' });
    expect(details.customer.firstName).toBe('Jo');
    expect(details.billingAddress).toMatchObject({ city: 'Leeds', postalCode: '', address1: '' });
  });
});

describe('the billing lines kept for the next checkout', () => {
  it('are what the customer typed, trimmed, with blank lines as empty strings', () => {
    const typed = {
      ...liveBody,
      billing_first_name: ' Jo ',
      billing_address_line_one: ' 14 Call Lane ',
      billing_address_line_two: null,
      billing_city: 'Leeds',
      billing_postcode: 'LS1 7BT',
    };
    expect(typedBillingOf(typed)).toEqual({
      firstName: 'Jo',
      lastName: '',
      addressLine1: '14 Call Lane',
      addressLine2: '',
      city: 'Leeds',
      postcode: 'LS1 7BT',
      country: 'GB',
    });
  });

  it("are none when no address was typed: the account's own fills a live client's blank lines", () => {
    expect(typedBillingOf(liveBody)).toBeNull();
    expect(typedBillingOf({ ...liveBody, billing_address_line_one: '   ' })).toBeNull();
  });
});
