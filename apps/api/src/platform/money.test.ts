import { describe, expect, it } from 'vitest';
import { formatPence } from './money';

describe('formatPence', () => {
  it('formats minor units with the currency symbol and two decimals', () => {
    expect(formatPence(1285, 'GBP')).toBe('£12.85');
    expect(formatPence(0, 'GBP')).toBe('£0.00');
    expect(formatPence(-500, 'GBP')).toBe('-£5.00');
    expect(formatPence(123456, 'GBP')).toBe('£1,234.56');
  });
});
