import { describe, expect, it } from 'vitest';
import { billingDefaultsOf } from './billing-defaults';

const names = { firstName: 'Alex', lastName: 'Morgan' };
const savedAddress = {
  addressLine1: '14 Belsize Road',
  addressLine2: null,
  town: 'London',
  postcode: 'NW6 4BT',
};
const remembered = {
  billingFirstName: 'Alexandra',
  billingLastName: '',
  billingAddressLineOne: '3 Whitworth Street',
  billingAddressLineTwo: '',
  billingCity: 'Manchester',
  billingPostcode: 'M1 3GB',
  billingCountry: 'GB',
};

describe('the billing details a checkout starts with', () => {
  it("are the customer's last card checkout's, a blank name filled from the account", () => {
    expect(billingDefaultsOf({ names, remembered, savedAddress })).toEqual({
      firstName: 'Alexandra',
      lastName: 'Morgan',
      billingAddressLine1: '3 Whitworth Street',
      billingAddressLine2: '',
      billingCity: 'Manchester',
      billingPostcode: 'M1 3GB',
    });
  });

  it('are the name and the address in My details when no card checkout is remembered', () => {
    expect(billingDefaultsOf({ names, remembered: null, savedAddress })).toEqual({
      firstName: 'Alex',
      lastName: 'Morgan',
      billingAddressLine1: '14 Belsize Road',
      billingAddressLine2: '',
      billingCity: 'London',
      billingPostcode: 'NW6 4BT',
    });
  });

  it('leave the address blank for a visitor, who has neither', () => {
    expect(billingDefaultsOf({ names, remembered: null, savedAddress: undefined })).toMatchObject({
      firstName: 'Alex',
      billingAddressLine1: '',
      billingCity: '',
      billingPostcode: '',
    });
  });
});
