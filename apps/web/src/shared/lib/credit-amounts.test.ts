import { describe, expect, it } from 'vitest';
import { mostApplicable, penceToPounds, poundsToPence, splitCredit } from './credit-amounts';

const offer = (general: number, membership: number) => ({
  general: { totalAvailable: general, maxApplicable: general },
  membership: { totalAvailable: membership, maxApplicable: membership },
});

describe('credit amounts', () => {
  it.each([
    ['5', 500],
    ['5.5', 550],
    ['£12.85', 1285],
    [' 0.07 ', 7],
    ['', null],
    ['5.555', null],
    ['-1', null],
    ['five', null],
  ])('reads %j as %s pence', (input, pence) => {
    expect(poundsToPence(input)).toBe(pence);
  });

  it('writes pence as pounds for the input', () => {
    expect(penceToPounds(1285)).toBe('12.85');
    expect(penceToPounds(7)).toBe('0.07');
  });

  it('offers at most the total, across both kinds', () => {
    expect(mostApplicable(offer(500, 300), 1285)).toBe(800);
    expect(mostApplicable(offer(1000, 500), 1285)).toBe(1285);
  });

  it('spends membership credit first, then general, and refuses more than there is', () => {
    expect(splitCredit(offer(500, 300), 700)).toEqual({ membership: 300, general: 400 });
    expect(splitCredit(offer(500, 0), 500)).toEqual({ membership: 0, general: 500 });
    expect(splitCredit(offer(500, 300), 801)).toBeNull();
  });
});
