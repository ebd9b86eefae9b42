import { describe, expect, it } from 'vitest';
import { basketBalance, maxApplicable } from './basket-balance';
import {
  type ItemPricingInput,
  listPrice,
  type OwnPlace,
  percentOff,
  priceItem,
} from './item-price';

// Adult swim: £5.50, members £0 (swimming is in the membership). Class: £8.00, members £7.00.
const swim = { pricePence: 550, memberPricePence: 0 };
const yoga = { pricePence: 800, memberPricePence: 700 };
const court = { pricePence: 1200, memberPricePence: null };
const free = { id: 1, kind: 'free' } as const;
const fifthOff = { id: 2, kind: 'percent_off', percent: 20 } as const;
/** A guest pass a friend gave the attendee; and one the attendee gave themself. */
const friendsPass = { id: 7, mayCoverOwnPlace: true };
const givenByAttendee = { id: 7, mayCoverOwnPlace: false };

type Row = [string, ItemPricingInput, number, Partial<ReturnType<typeof priceItem>>];

const member = (more: Partial<OwnPlace> = {}): OwnPlace => ({ ...more, isMember: true });
const visitor = (more: Partial<OwnPlace> = {}): OwnPlace => ({ ...more, isMember: false });

const rows: Row[] = [
  // Standard and member prices.
  [
    'a visitor pays the standard price',
    { prices: yoga, quantity: 1, ownPlace: visitor() },
    800,
    { ownPlaces: 1 },
  ],
  [
    'a member pays the member price for their place',
    { prices: yoga, quantity: 1, ownPlace: member() },
    700,
    { ownPlaces: 1 },
  ],
  [
    'no member price: a member pays the standard price',
    { prices: court, quantity: 1, ownPlace: member() },
    1200,
    { ownPlaces: 1 },
  ],
  // The £0 basket: three adult swims for a member were all priced at the member's £0.
  [
    'a member with two guests: one member place, two standard',
    { prices: swim, quantity: 3, ownPlace: member() },
    1100,
    { ownPlaces: 1 },
  ],
  [
    'a member whose place is already in the basket pays standard for more',
    { prices: swim, quantity: 2, ownPlace: null },
    1100,
    { ownPlaces: 0 },
  ],
  [
    'a visitor buying three pays three standard places',
    { prices: swim, quantity: 3, ownPlace: visitor() },
    1650,
    {},
  ],
  // Benefits.
  [
    'a free benefit covers the member place',
    { prices: court, quantity: 1, ownPlace: member({ benefit: free }) },
    0,
    { benefitId: 1 },
  ],
  [
    'a free benefit covers one place only',
    { prices: court, quantity: 2, ownPlace: member({ benefit: free }) },
    1200,
    { benefitId: 1, ownPlaces: 1 },
  ],
  [
    '20% off is taken from the member price',
    { prices: yoga, quantity: 1, ownPlace: member({ benefit: fifthOff }) },
    560,
    { benefitId: 2 },
  ],
  [
    '20% off a standard price when there is no member price',
    { prices: court, quantity: 1, ownPlace: member({ benefit: fifthOff }) },
    960,
    { benefitId: 2 },
  ],
  [
    'a percentage benefit on a free member price is not used',
    { prices: swim, quantity: 1, ownPlace: member({ benefit: fifthOff }) },
    0,
    { benefitId: null },
  ],
  [
    'a benefit needs the attendee’s place in the item',
    { prices: court, quantity: 1, ownPlace: null },
    1200,
    { benefitId: null },
  ],
  // Packages.
  [
    'a package visit covers a member’s place',
    { prices: yoga, quantity: 1, ownPlace: member({ packageId: 9 }) },
    0,
    { packageId: 9 },
  ],
  [
    'a package visit is not spent on a place that is free anyway',
    { prices: swim, quantity: 1, ownPlace: member({ packageId: 9 }) },
    0,
    { packageId: null },
  ],
  [
    'a package visit covers a visitor’s place',
    { prices: yoga, quantity: 1, ownPlace: visitor({ packageId: 9 }) },
    0,
    { packageId: 9 },
  ],
  [
    'a package visit covers one place of three',
    { prices: yoga, quantity: 3, ownPlace: visitor({ packageId: 9 }) },
    1600,
    { packageId: 9 },
  ],
  [
    'a free benefit is used before a package visit',
    { prices: court, quantity: 1, ownPlace: member({ benefit: free, packageId: 9 }) },
    0,
    { benefitId: 1, packageId: null },
  ],
  [
    'a package visit is used before a percentage benefit',
    { prices: yoga, quantity: 1, ownPlace: member({ benefit: fifthOff, packageId: 9 }) },
    0,
    { benefitId: null, packageId: 9 },
  ],
  // Ticket discounts by reference (guest places only).
  [
    'a discount prices a guest at their member price',
    { prices: yoga, quantity: 2, ownPlace: member(), discountPrices: [700] },
    1400,
    { discountedPlaces: 1 },
  ],
  [
    'discounts never exceed the guest places',
    { prices: yoga, quantity: 2, ownPlace: member(), discountPrices: [700, 600] },
    1300,
    { discountedPlaces: 1 },
  ],
  [
    'all guests: discounts price any place',
    { prices: yoga, quantity: 2, ownPlace: null, discountPrices: [700, 700] },
    1400,
    { discountedPlaces: 2 },
  ],
  [
    'a discount dearer than standard is ignored',
    { prices: yoga, quantity: 1, ownPlace: null, discountPrices: [900] },
    800,
    { discountedPlaces: 0 },
  ],
  // Guest passes (one place at nothing).
  [
    'a guest pass prices a guest place, not the member’s own',
    { prices: yoga, quantity: 2, ownPlace: member(), guestPass: friendsPass },
    700,
    { guestPassId: 7, ownPlaces: 1 },
  ],
  [
    'a guest pass prices one guest place of several',
    { prices: swim, quantity: 3, ownPlace: visitor(), guestPass: friendsPass },
    1100,
    { guestPassId: 7 },
  ],
  [
    'a guest pass takes the standard guest place and leaves the discounted one',
    {
      prices: yoga,
      quantity: 3,
      ownPlace: member(),
      discountPrices: [700],
      guestPass: friendsPass,
    },
    1400,
    { guestPassId: 7, discountedPlaces: 1 },
  ],
  [
    'all guests discounted: the pass takes the dearest',
    {
      prices: yoga,
      quantity: 2,
      ownPlace: null,
      discountPrices: [700, 600],
      guestPass: friendsPass,
    },
    600,
    { guestPassId: 7, discountedPlaces: 1 },
  ],
  [
    'no guest places: a guest pass prices the visitor’s own place',
    { prices: yoga, quantity: 1, ownPlace: visitor(), guestPass: friendsPass },
    0,
    { guestPassId: 7, ownPlaces: 1 },
  ],
  [
    'no guest places: a guest pass prices a member’s place at their member price',
    { prices: yoga, quantity: 1, ownPlace: member(), guestPass: friendsPass },
    0,
    { guestPassId: 7 },
  ],
  [
    'the own place priced elsewhere: the pass prices the one guest place',
    { prices: court, quantity: 1, ownPlace: null, guestPass: friendsPass },
    0,
    { guestPassId: 7, ownPlaces: 0 },
  ],
  [
    'the member who gave the pass cannot use it for their own place',
    { prices: yoga, quantity: 1, ownPlace: member(), guestPass: givenByAttendee },
    700,
    { guestPassId: null },
  ],
  [
    'the member who gave the pass may use it for the guest they bring',
    { prices: yoga, quantity: 2, ownPlace: member(), guestPass: givenByAttendee },
    700,
    { guestPassId: 7 },
  ],
  [
    'a package visit covers the own place already: the pass is not used',
    { prices: yoga, quantity: 1, ownPlace: visitor({ packageId: 9 }), guestPass: friendsPass },
    0,
    { guestPassId: null, packageId: 9 },
  ],
  [
    'a free benefit covers the own place already: the pass is not used',
    { prices: court, quantity: 1, ownPlace: member({ benefit: free }), guestPass: friendsPass },
    0,
    { guestPassId: null, benefitId: 1 },
  ],
  [
    'a place free anyway (a member’s swim) does not use the pass',
    { prices: swim, quantity: 1, ownPlace: member(), guestPass: friendsPass },
    0,
    { guestPassId: null },
  ],
  [
    'a guest pass is used before a percentage benefit, which is kept',
    { prices: yoga, quantity: 1, ownPlace: member({ benefit: fifthOff }), guestPass: friendsPass },
    0,
    { guestPassId: 7, benefitId: null },
  ],
  [
    'a benefit covers the own place and the pass the guest’s',
    { prices: court, quantity: 2, ownPlace: member({ benefit: free }), guestPass: friendsPass },
    0,
    { guestPassId: 7, benefitId: 1 },
  ],
  [
    'no pass: nothing is priced by one',
    { prices: yoga, quantity: 2, ownPlace: member() },
    1500,
    { guestPassId: null },
  ],
  [
    'member + benefit + package + discount together',
    {
      prices: yoga,
      quantity: 3,
      ownPlace: member({ benefit: free, packageId: 9 }),
      discountPrices: [700],
    },
    1500,
    { benefitId: 1, packageId: null, discountedPlaces: 1 },
  ],
];

describe('priceItem', () => {
  it.each(rows)('%s', (_rule, input, pricePence, more) => {
    const price = priceItem(input);
    expect(price.pricePence).toBe(pricePence);
    expect(price.unitPricePence).toBe(input.prices.pricePence);
    expect(price).toMatchObject(more);
  });

  it('refuses an item without places', () => {
    expect(() => priceItem({ prices: yoga, quantity: 0, ownPlace: null })).toThrow(RangeError);
  });
});

describe('listPrice', () => {
  it.each([
    [{ pricePence: 1285, memberPricePence: 980 }, true, 980],
    [{ pricePence: 1285, memberPricePence: 980 }, false, 1285],
    [{ pricePence: 550, memberPricePence: 0 }, true, 0],
    [{ pricePence: 900, memberPricePence: null }, true, 900],
  ])('%o for a member: %s → %i', (prices, isMember, pence) => {
    expect(listPrice(prices, isMember)).toBe(pence);
  });
});

describe('percentOff', () => {
  it.each([
    [800, 20, 640],
    [799, 20, 639], // 159.8p off rounds to 160p
    [5, 50, 2], // 2.5p off rounds up to 3p, in the customer's favour
    [800, 0, 800],
    [800, 100, 0],
    [800, 150, 0],
    [800, -10, 800],
  ])('%ip less %i%% is %ip', (pence, percent, expected) => {
    expect(percentOff(pence, percent)).toBe(expected);
  });
});

describe('basketBalance and credit', () => {
  const items = [{ pricePence: 1200 }, { pricePence: 700 }];

  it.each([
    ['no credit: the card pays the total', { general: 0, membership: 0 }, 1900, 0, 1900],
    ['part by credit', { general: 500, membership: 0 }, 1900, 500, 1400],
    ['both kinds add up', { general: 500, membership: 400 }, 1900, 900, 1000],
    ['all by credit: nothing left for the card', { general: 1900, membership: 0 }, 1900, 1900, 0],
    ['credit never goes past the total', { general: 1500, membership: 1000 }, 1900, 1900, 0],
  ])('%s', (_rule, credit, total, applied, balance) => {
    expect(basketBalance(items, credit)).toEqual({
      totalPence: total,
      creditPence: applied,
      balancePence: balance,
    });
  });

  it('member + benefit + package + discount + credit: the whole basket', () => {
    const lines = [
      priceItem({ prices: court, quantity: 1, ownPlace: member({ benefit: free }) }),
      priceItem({
        prices: yoga,
        quantity: 2,
        ownPlace: visitor({ packageId: 9 }),
        discountPrices: [700],
      }),
      priceItem({ prices: swim, quantity: 3, ownPlace: null }),
    ];
    expect(lines.map((line) => line.pricePence)).toEqual([0, 700, 1650]);
    expect(basketBalance(lines, { general: 1000, membership: 0 })).toEqual({
      totalPence: 2350,
      creditPence: 1000,
      balancePence: 1350,
    });
  });

  it.each([
    ['what the customer has, when less than the total', 1900, 500, 0, 500],
    ['the total, when the customer has more', 1900, 5000, 0, 1900],
    ['what the other kind leaves', 1900, 5000, 1500, 400],
    ['nothing on an empty basket', 0, 500, 0, 0],
    ['nothing when the other kind covers it all', 1900, 500, 1900, 0],
  ])('maxApplicable: %s', (_rule, total, available, other, expected) => {
    expect(maxApplicable(total, available, other)).toBe(expected);
  });
});
