import { describe, expect, it } from 'vitest';
import { ordinal, placeInLine } from './ordinal';

describe('ordinal', () => {
  it('writes places in a line as people say them', () => {
    expect([1, 2, 3, 4, 10, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '10th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '112th',
    ]);
    expect(placeInLine(3)).toBe('3rd in line');
  });
});
