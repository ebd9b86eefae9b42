import { describe, expect, it } from 'vitest';
import { formatPence } from './format-money';

// The browser's own currency format for en-GB is the reference the written-out one must match.
const reference = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

describe('formatPence', () => {
  it.each([0, 1, 9, 10, 99, 100, 1285, 99_999, 100_000, 123_456, 1_000_000_00, 123_456_789_01])(
    'writes %i pence as en-GB pounds do',
    (pence) => {
      expect(formatPence(pence)).toBe(reference.format(pence / 100));
    },
  );

  it.each([-1, -300, -1285, -123_456])(
    'writes a negative amount (%i) with the sign first',
    (pence) => {
      expect(formatPence(pence)).toBe(reference.format(pence / 100));
    },
  );

  it('gives the figures SPEC.md shows', () => {
    expect(formatPence(1285)).toBe('£12.85');
    expect(formatPence(123_450)).toBe('£1,234.50');
    expect(formatPence(-300)).toBe('-£3.00');
  });

  it('writes the symbol it is given, before the figures and after the sign', () => {
    expect(formatPence(760, '€')).toBe('€7.60');
    expect(formatPence(-760, '€')).toBe('-€7.60');
  });
});
