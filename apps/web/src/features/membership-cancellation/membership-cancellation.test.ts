import { describe, expect, it } from 'vitest';
import { endsOnLine, minimumTermLine, noticeLine } from './membership-cancellation';

describe('the words of cancelling a membership', () => {
  it('says the notice in months, one or many', () => {
    expect(noticeLine(1)).toBe("Cancelling gives 1 month's notice.");
    expect(noticeLine(3)).toBe("Cancelling gives 3 months' notice.");
  });

  it('says when there is no notice that the billing period already paid is the last', () => {
    expect(noticeLine(0)).toBe('Cancelling takes effect at the end of this billing period.');
  });

  it('says dates as the API does, with the day of the week', () => {
    expect(endsOnLine('2026-11-30')).toBe('Ends on Mon 30 November 2026');
    expect(minimumTermLine('2026-08-31')).toBe('Your minimum term runs to Mon 31 August 2026.');
  });
});
