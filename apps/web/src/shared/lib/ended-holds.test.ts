import { describe, expect, it } from 'vitest';
import { camelizeKeys } from './case-keys';
import { wireCartItem } from '../../test/basket-fixtures';
import type { CartItem } from './cart';
import {
  endedHoldCopy,
  findEndedHolds,
  holdLabel,
  mergeEndedHolds,
  reAddInput,
} from './ended-holds';

const now = Date.parse('2026-10-20T17:00:00Z');
const endingAt = (ms: number) => ({
  ...wireCartItem().hold_expires_at,
  utc: new Date(ms).toISOString(),
});

function item(overrides: Parameters<typeof wireCartItem>[0] = {}): CartItem {
  return camelizeKeys(wireCartItem(overrides));
}

const yoga = item({ id: 501, hold_expires_at: endingAt(now - 1_000) });
const swim = item({
  id: 601,
  pricing_option_id: 2009,
  quantity: 2,
  max_quantity: 6,
  cartable_resource: { ...wireCartItem().cartable_resource, id: 'swim-1', name: 'Public Swim' },
  hold_expires_at: endingAt(now + 10 * 60_000),
});

describe('ended holds', () => {
  it('names the item as people say it, and says plainly that its place was given back', () => {
    expect(holdLabel(yoga)).toBe('Yoga — Tue 6 Oct 07:00');
    expect(endedHoldCopy({ label: holdLabel(yoga), quantity: 1 })).toBe(
      'Your hold on Yoga — Tue 6 Oct 07:00 has ended, and the place was given back.',
    );
    expect(endedHoldCopy({ label: 'Public Swim — Tue 6 Oct 09:00', quantity: 2 })).toBe(
      'Your hold on Public Swim — Tue 6 Oct 09:00 has ended, and the places were given back.',
    );
  });

  it('finds the items that left the basket because their holds ran out', () => {
    const ended = findEndedHolds([yoga, swim], [swim], now);
    expect(ended.map((hold) => hold.label)).toEqual(['Yoga — Tue 6 Oct 07:00']);
  });

  it('leaves out what the customer removed, and items far from their hold end', () => {
    expect(findEndedHolds([yoga, swim], [], now, new Set([501]))).toHaveLength(0);
    // Gone with ten minutes of its hold left: not an ended hold (another basket, a sign-out).
    expect(findEndedHolds([swim], [], now)).toHaveLength(0);
  });

  it('knows an item by what was chosen, not by its basket id (a basket merged at sign-in)', () => {
    // Merged into the account, the anonymous item gets a new id and names its attendee.
    const merged = { ...yoga, id: 999, purchasedForUserId: 1001, pricingOptionId: 2002 };
    expect(findEndedHolds([yoga], [merged], now)).toHaveLength(0);
  });

  it('holds again with the same occurrence, ticket type, attendee and ticket quantity', () => {
    expect(reAddInput(yoga)).toEqual({
      id: 'class-1',
      type: 'purchasableOccurrence',
      pricingOptionId: 2001,
      purchasedForUserId: null,
    });
    expect(reAddInput(swim)).toMatchObject({ id: 'swim-1', pricingOptionId: 2009, quantity: 2 });
  });

  it('drops an ended hold once its item is back in the basket', () => {
    const [ended] = findEndedHolds([yoga], [], now);
    if (!ended) throw new Error('expected an ended hold');
    expect(mergeEndedHolds([ended], [], [])).toHaveLength(1);
    expect(mergeEndedHolds([ended], [], [{ ...yoga, id: 777 }])).toHaveLength(0);
  });
});
