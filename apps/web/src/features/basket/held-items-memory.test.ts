import { describe, expect, it } from 'vitest';
import { camelizeKeys } from '../../shared/lib/case-keys';
import type { CartItem } from '../../shared/lib/cart';
import { wireCartItem } from '../../test/basket-fixtures';
import { endedBeforeLoad, type HeldItemsMemo } from './held-items-memory';
import { firstHoldEnd } from './first-hold-end';

const now = Date.parse('2026-10-20T17:00:00Z');

function heldUntil(ms: number, overrides: Parameters<typeof wireCartItem>[0] = {}): CartItem {
  const hold = { ...wireCartItem().hold_expires_at, utc: new Date(ms).toISOString() };
  return camelizeKeys(wireCartItem({ ...overrides, hold_expires_at: hold }));
}

const yoga = heldUntil(now - 1_000);
const swim = heldUntil(now + 10 * 60_000, {
  id: 601,
  pricing_option_id: 2009,
  cartable_resource: { ...wireCartItem().cartable_resource, id: 'swim-1', name: 'Public Swim' },
});
const named = { key: 'earlier|1', label: 'Spin — Tue 20 Oct 18:00', quantity: 1, refusal: null };
const earlier = { ...named, input: { id: 'earlier', type: 'purchasableOccurrence' as const } };

const memo = (overrides: Partial<HeldItemsMemo> = {}): HeldItemsMemo => ({
  owner: '42:',
  items: [yoga, swim],
  endedHolds: [earlier],
  ...overrides,
});

describe('the holds that ended before a reload', () => {
  it('are those the tab named, and its items gone from the basket whose holds were ending', () => {
    const ended = endedBeforeLoad(memo(), { owner: '42:', items: [swim] }, now);
    expect(ended.map((hold) => hold.key)).toEqual(['earlier|1', 'class-1|2001']);
  });

  it('leave out an item still held, or gone before its hold was due to end', () => {
    const ended = endedBeforeLoad(memo({ endedHolds: [] }), { owner: '42:', items: [] }, now);
    expect(ended.map((hold) => hold.label)).toEqual(['Yoga — Tue 6 Oct 07:00']);
  });

  it("are none for another customer's basket, or with nothing remembered", () => {
    expect(endedBeforeLoad(memo(), { owner: 'visitor:', items: [] }, now)).toEqual([]);
    expect(endedBeforeLoad(memo(), { owner: '42:7', items: [] }, now)).toEqual([]);
    expect(endedBeforeLoad(null, { owner: '42:', items: [] }, now)).toEqual([]);
  });
});

describe("the basket's one countdown", () => {
  it('counts to the first hold to end, whatever the order of the items', () => {
    expect(firstHoldEnd([swim, yoga])).toBe(yoga.holdExpiresAt.utc);
    expect(firstHoldEnd([])).toBeNull();
  });
});
