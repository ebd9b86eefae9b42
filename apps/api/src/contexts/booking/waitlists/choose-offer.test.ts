import { describe, expect, it } from 'vitest';
import { chooseOffer } from './offers';
import type { WaitingEntry } from './offers.repository';

const now = new Date('2026-10-20T09:00:00Z');
const MINUTE = 60_000;
const entry = (id: number, partySize: number, heldBackSince: Date | null = null): WaitingEntry => ({
  id,
  customerId: id,
  partySize,
  heldBackSince,
  payerId: id,
  payerEmail: null,
  payerFirstName: 'Test',
});
const choose = (line: WaitingEntry[], free: number) =>
  chooseOffer(line, free, { now, windowMinutes: 30 });

describe('chooseOffer', () => {
  it('offers the first in line when their party fits', () => {
    expect(choose([entry(1, 2), entry(2, 1)], 2)).toEqual({ offer: entry(1, 2) });
  });

  it('keeps the places for a party that does not fit yet, for one offer window', () => {
    const line = [entry(1, 3), entry(2, 1)];
    expect(choose(line, 2)).toEqual({ holdBackFor: line[0] });
    const keptRecently = [entry(1, 3, new Date(now.getTime() - 29 * MINUTE)), entry(2, 1)];
    expect(choose(keptRecently, 2)).toEqual({ holdBackFor: keptRecently[0] });
  });

  it('after one window, offers the first behind whose party fits', () => {
    const line = [entry(1, 3, new Date(now.getTime() - 30 * MINUTE)), entry(2, 4), entry(3, 2)];
    expect(choose(line, 2)).toEqual({ offer: line[2] });
    expect(choose(line.slice(0, 2), 2)).toBeNull();
  });

  it('offers nothing with no places free or nobody waiting', () => {
    expect(choose([entry(1, 1)], 0)).toBeNull();
    expect(choose([], 3)).toBeNull();
  });
});
