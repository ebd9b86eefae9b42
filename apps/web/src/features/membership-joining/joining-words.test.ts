import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  mandateStatusWords,
  monthlyCollectionLine,
  proofDocumentLine,
  proRataLine,
} from './joining-words';

describe('the words of joining online', () => {
  it('writes pence in the currency of the answer', () => {
    expect(formatAmount(2200, 'GBP')).toBe('£22.00');
    expect(formatAmount(123456, 'gbp')).toBe('£1,234.56');
    expect(formatAmount(2200, 'EUR')).toBe('€22.00');
  });

  it('says what the first payment covers and what follows it, with the day of the week', () => {
    expect(proRataLine('2026-11-30')).toBe('Membership to Mon 30 November 2026');
    expect(
      monthlyCollectionLine({
        monthlyPrice: 4200,
        firstCollectionDate: '2026-12-01',
        currency: 'GBP',
      }),
    ).toBe('£42.00 a month by Direct Debit from Tue 1 December 2026');
  });

  it("says where the Direct Debit is, in the member's words", () => {
    expect(mandateStatusWords('pending_submission')).toBe('Being set up with your bank');
    expect(mandateStatusWords('submitted')).toBe('Being set up with your bank');
    expect(mandateStatusWords('active')).toBe('Active');
  });

  it('asks for the proof a plan needs', () => {
    expect(proofDocumentLine('Student card')).toBe(
      'Please show your student card at reception on your first visit, or upload it in My account.',
    );
  });
});
