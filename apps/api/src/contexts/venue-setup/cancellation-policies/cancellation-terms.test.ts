import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, judgeCancellation, noticePeriod } from './cancellation-terms';

const startsAt = new Date('2026-11-25T18:00:00Z');
const at = (iso: string) => new Date(iso);
const judge = (policy: Partial<typeof DEFAULT_POLICY>, now: string, pricePence = 670) =>
  judgeCancellation(
    { ...DEFAULT_POLICY, ...policy },
    { startsAt, now: at(now), pricePence, currencyCode: 'GBP' },
  );

describe('judgeCancellation', () => {
  it('refunds the whole price to the policy destination before the cut-off', () => {
    const terms = judge({ cutoffMinutes: 120, refundTo: 'card' }, '2026-11-25T15:59:59Z');
    expect(terms).toMatchObject({
      canBeCancelled: true,
      isAfterCutoff: false,
      cutoffAction: null,
      cutoffMessage: null,
      refundPence: 670,
      refundTo: 'card',
      lateFeePence: 0,
      penaltyPence: 0,
    });
  });

  it('refuses after the cut-off when the policy prevents it', () => {
    const terms = judge({ cutoffMinutes: 120, afterCutoff: 'prevent' }, '2026-11-25T16:00:00Z');
    expect(terms).toMatchObject({ canBeCancelled: false, isAfterCutoff: true, refundPence: 0 });
    expect(terms.cutoffMessage).toBe(
      'This booking can no longer be cancelled: it is less than 2 hours before the start.',
    );
  });

  it('lets a late cancellation go without refund when the policy says so', () => {
    const terms = judge({ cutoffMinutes: 90, afterCutoff: 'no_refund' }, '2026-11-25T17:00:00Z');
    expect(terms).toMatchObject({
      canBeCancelled: true,
      cutoffAction: 'no_refund',
      refundPence: 0,
      penaltyPence: 0,
    });
    expect(terms.cutoffMessage).toBe(
      'It is less than 90 minutes before the start: if you cancel now, you will not be refunded.',
    );
  });

  it('keeps the late fee from the refund', () => {
    const terms = judge(
      { cutoffMinutes: 1440, afterCutoff: 'fee', lateFeePence: 200 },
      '2026-11-25T10:00:00Z',
    );
    expect(terms).toMatchObject({ refundPence: 470, lateFeePence: 200, penaltyPence: 0 });
    expect(terms.cutoffMessage).toBe(
      'It is less than 1 day before the start: if you cancel now, a late cancellation fee of £2.00 applies.',
    );
  });

  it('owes the part of the fee a free or cheaper booking cannot cover', () => {
    const free = judge(
      { cutoffMinutes: 60, afterCutoff: 'fee', lateFeePence: 300 },
      '2026-11-25T17:30:00Z',
      0,
    );
    expect(free).toMatchObject({ refundPence: 0, lateFeePence: 300, penaltyPence: 300 });
    const cheap = judge(
      { cutoffMinutes: 60, afterCutoff: 'fee', lateFeePence: 300 },
      '2026-11-25T17:30:00Z',
      100,
    );
    expect(cheap).toMatchObject({ refundPence: 0, lateFeePence: 300, penaltyPence: 200 });
  });

  it('refuses once the session has started, whatever the policy', () => {
    const terms = judge({ afterCutoff: 'fee', lateFeePence: 300 }, '2026-11-25T18:00:00Z');
    expect(terms).toMatchObject({
      canBeCancelled: false,
      cutoffAction: 'prevent',
      cutoffMessage: 'This booking has already started and cannot be cancelled.',
    });
  });

  it('with no policy, cancels until the start as before', () => {
    expect(judge({}, '2026-11-25T17:59:00Z')).toMatchObject({
      canBeCancelled: true,
      isAfterCutoff: false,
      refundPence: 670,
      refundTo: 'credit',
    });
  });
});

describe('noticePeriod', () => {
  it('reads in the largest whole unit', () => {
    expect(noticePeriod(1440)).toBe('1 day');
    expect(noticePeriod(2880)).toBe('2 days');
    expect(noticePeriod(60)).toBe('1 hour');
    expect(noticePeriod(90)).toBe('90 minutes');
    expect(noticePeriod(1)).toBe('1 minute');
  });
});
