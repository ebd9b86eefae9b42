import { describe, expect, it } from 'vitest';
import { formatMinutesOfDay } from './format-time';

describe('formatMinutesOfDay', () => {
  it('prints 24-hour times zero-padded', () => {
    expect(formatMinutesOfDay(0)).toBe('00:00');
    expect(formatMinutesOfDay(7 * 60 + 5)).toBe('07:05');
    expect(formatMinutesOfDay(22 * 60)).toBe('22:00');
  });

  it('prints 12-hour times as the live API does, without padding the hour', () => {
    expect(formatMinutesOfDay(0, '12')).toBe('12:00am');
    expect(formatMinutesOfDay(7 * 60, '12')).toBe('7:00am');
    expect(formatMinutesOfDay(12 * 60 + 30, '12')).toBe('12:30pm');
    expect(formatMinutesOfDay(22 * 60, '12')).toBe('10:00pm');
  });

  it('caps minutes at 1439 so the end of the day never reads 24:00', () => {
    expect(formatMinutesOfDay(1440)).toBe('23:59');
    expect(formatMinutesOfDay(5000, '12')).toBe('11:59pm');
  });
});
