import { describe, expect, it } from 'vitest';
import {
  memberPriceInPoundsCopy,
  pencePayload,
  priceChangedCopy,
  priceInPoundsCopy,
  priceValuesOf,
} from './price-values';

describe('prices typed in pounds', () => {
  it.each([
    ['5.50', '', { pricePence: 550, memberPricePence: null }],
    ['5', '4.5', { pricePence: 500, memberPricePence: 450 }],
    ['£12.85', '0', { pricePence: 1285, memberPricePence: 0 }],
    [' 0.05 ', ' ', { pricePence: 5, memberPricePence: null }],
  ])('sends %s and %s as integer pence', (price, memberPrice, pence) => {
    expect(pencePayload({ price, memberPrice })).toEqual({ pence });
  });

  it('refuses more than two decimals, words and an empty price, by the field', () => {
    expect(pencePayload({ price: '5.555', memberPrice: '4.001' })).toEqual({
      errors: { price: priceInPoundsCopy, memberPrice: memberPriceInPoundsCopy },
    });
    expect(pencePayload({ price: '', memberPrice: '' })).toEqual({
      errors: { price: priceInPoundsCopy },
    });
    expect(pencePayload({ price: '5.50', memberPrice: 'free' })).toEqual({
      errors: { memberPrice: memberPriceInPoundsCopy },
    });
    expect(pencePayload({ price: '-1', memberPrice: '' })).toEqual({
      errors: { price: priceInPoundsCopy },
    });
  });

  it('starts a form with the price as pounds and no member price as empty', () => {
    expect(priceValuesOf({ pricePence: 850, memberPricePence: null })).toEqual({
      price: '8.50',
      memberPrice: '',
    });
    expect(priceValuesOf({ pricePence: 1285, memberPricePence: 980 })).toEqual({
      price: '12.85',
      memberPrice: '9.80',
    });
  });

  it('says what a price now is', () => {
    expect(
      priceChangedCopy('Yoga', { name: 'Standard', pricePence: 900, memberPricePence: 500 }),
    ).toBe('Yoga: Standard is now £9.00 (members £5.00).');
    expect(
      priceChangedCopy('Spin', { name: 'Standard', pricePence: 950, memberPricePence: null }),
    ).toBe('Spin: Standard is now £9.50 (no member price).');
  });
});
