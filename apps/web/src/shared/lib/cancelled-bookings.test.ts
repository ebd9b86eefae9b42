import { describe, expect, it } from 'vitest';
import { camelizeKeys } from './case-keys';
import type { MyBooking } from '../api/get-my-bookings';
import {
  cancelledToast,
  refundLine,
  refundPromise,
  resultOfCancellation,
  withCancellations,
} from './cancelled-bookings';
import fixture from '../../features/account/fixtures/my-account-bookings.json';

const bookings = camelizeKeys(fixture).data as MyBooking[];
const [first, second, third] = bookings as [MyBooking, MyBooking, MyBooking];
const money = (raw: number) => ({
  raw,
  formatted: `£${(raw / 100).toFixed(2)}`,
  benefitApplied: false,
  packageApplied: false,
});
const result = { refund: { to: 'credit' as const, amount: money(670) }, lateFee: null };

describe('bookings cancelled on the page', () => {
  it('keeps a cancelled booking in its place when the list no longer has it', () => {
    const shown = withCancellations([first, third], [{ booking: second, index: 1, result }]);
    expect(shown.map((booking) => booking.id)).toEqual([first.id, second.id, third.id]);
    expect(shown[1]?.status).toBe('cancelled');
    expect(shown[1]?.canBeCancelled).toBe(false);
  });

  it('marks a cancelled booking the list still has', () => {
    const shown = withCancellations([first, second], [{ booking: second, index: 1, result }]);
    expect(shown.map((booking) => booking.status)).toEqual(['booked', 'cancelled']);
  });

  it('says what was refunded and where, any late fee, or that nothing was', () => {
    expect(refundLine(result)).toBe('£6.70 refunded to your account credit');
    expect(refundLine({ refund: null, lateFee: null })).toBe('Nothing to refund');
    expect(refundLine({ refund: { to: 'card', amount: money(470) }, lateFee: money(200) })).toBe(
      '£4.70 refunded to your card, late cancellation fee £2.00',
    );
    expect(refundLine({ refund: null, lateFee: money(300) })).toBe('Late cancellation fee £3.00');
  });

  it("reads the API's answer: card before credit, a fee only when there is one", () => {
    expect(
      resultOfCancellation({
        cancelledBookingIds: [1],
        creditRefunded: money(0),
        cardRefunded: money(470),
        lateFee: money(200),
      }),
    ).toEqual({ refund: { to: 'card', amount: money(470) }, lateFee: money(200) });
    expect(
      resultOfCancellation({
        cancelledBookingIds: [1],
        creditRefunded: money(0),
        cardRefunded: money(0),
        lateFee: money(0),
      }),
    ).toEqual({ refund: null, lateFee: null });
  });

  it('toasts what comes back and what it cost', () => {
    expect(cancelledToast(result)).toBe(
      'Your booking has been cancelled. £6.70 has been added to your account credit.',
    );
    expect(cancelledToast({ refund: null, lateFee: money(300) })).toBe(
      'Your booking has been cancelled. A late cancellation fee of £3.00 applies.',
    );
  });

  it('promises the price back as account credit, unless it was free', () => {
    const paid = { ...first, awardsCredit: { canBeAwarded: true, message: '' } };
    expect(refundPromise({ ...paid, price: '£6.70' })).toBe(
      '£6.70 will be refunded to your account credit.',
    );
    expect(refundPromise({ ...first, price: '£0.00' })).toBe(
      'There is nothing to refund for this booking.',
    );
  });

  it('promises the card when the policy refunds there, and past the cut-off gives its words', () => {
    expect(
      refundPromise({
        ...first,
        price: '£6.70',
        awardsCredit: { canBeAwarded: false, message: 'card' },
      }),
    ).toBe('£6.70 will be refunded to the card you paid with.');
    const message =
      'It is less than 1 day before the start: if you cancel now, a late cancellation fee of £2.00 applies.';
    expect(
      refundPromise({
        ...first,
        price: '£6.70',
        cancellationCutoff: { isAfterCutoff: true, cutoffAction: 'fee', cutoffMessage: message },
      }),
    ).toBe(message);
  });
});
