import { describe, expect, it } from 'vitest';
import { isIsoDate } from './iso-date';

describe('isIsoDate', () => {
  it('takes a real date written YYYY-MM-DD', () => {
    expect(isIsoDate('2026-10-25')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
  });

  it('refuses dates that do not exist, other spellings and nothing', () => {
    for (const value of ['2026-02-31', '2026-13-01', '25/10/2026', '2026-10-25T00:00', '', null]) {
      expect(isIsoDate(value)).toBe(false);
    }
  });
});
