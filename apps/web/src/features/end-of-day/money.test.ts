import { describe, expect, it } from 'vitest';
import { formatPence } from '../../shared/lib/format-money';
import { countedCashMessages, formatDifference, parseCountedCash } from './money';

describe('the cash counted, as typed', () => {
  it.each([
    ['152.40', 15_240],
    ['152.4', 15_240],
    ['152', 15_200],
    ['0', 0],
    ['0.29', 29],
    ['  12.05 ', 1_205],
    ['€12.05', 1_205],
    ['£12.05', 1_205],
    ['€ 1,234.50', 123_450],
    ['1000000', 100_000_000],
  ])('reads %j as %i pence', (typed, pence) => {
    expect(parseCountedCash(typed, '€')).toEqual({ pence });
  });

  it.each([
    ['', countedCashMessages.required],
    ['   ', countedCashMessages.required],
    ['-1', countedCashMessages.negative],
    ['12.345', countedCashMessages.format],
    ['12.', countedCashMessages.format],
    ['.50', countedCashMessages.format],
    ['1,23.00', countedCashMessages.format],
    ['12,50', countedCashMessages.format],
    ['$12', countedCashMessages.format],
    ['1e3', countedCashMessages.format],
    ['1000000.01', countedCashMessages.tooMuch('€')],
    ['99999999999999999999', countedCashMessages.tooMuch('€')],
  ])('refuses %j', (typed, error) => {
    expect(parseCountedCash(typed, '€')).toEqual({ error });
  });
});

describe('desk amounts', () => {
  it('carry the staff member’s symbol', () => {
    expect(formatPence(123_450, '€')).toBe('€1,234.50');
    expect(formatPence(-300, '€')).toBe('-€3.00');
    expect(formatPence(760, '£')).toBe('£7.60');
  });

  it('say which way a count is out', () => {
    expect(formatDifference(250, '€')).toBe('+€2.50 over');
    expect(formatDifference(-50, '€')).toBe('-€0.50 short');
    expect(formatDifference(0, '€')).toBe('€0.00, exact');
  });
});
