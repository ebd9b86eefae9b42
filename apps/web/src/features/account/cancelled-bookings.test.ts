import { describe, expect, it } from 'vitest';
import { camelizeKeys } from '../../lib/case-keys';
import type { MyBooking } from './api/get-my-bookings';
import { refundLine, refundPromise, withCancellations } from './cancelled-bookings';
import fixture from './fixtures/my-account-bookings.json';

const bookings = camelizeKeys(fixture).data as MyBooking[];
const [first, second, third] = bookings as [MyBooking, MyBooking, MyBooking];
const refund = { raw: 670, formatted: '£6.70' };

describe('bookings cancelled on the page', () => {
  it('keeps a cancelled booking in its place when the list no longer has it', () => {
    const shown = withCancellations([first, third], [{ booking: second, index: 1, refund }]);
    expect(shown.map((booking) => booking.id)).toEqual([first.id, second.id, third.id]);
    expect(shown[1]?.status).toBe('cancelled');
    expect(shown[1]?.canBeCancelled).toBe(false);
  });

  it('marks a cancelled booking the list still has', () => {
    const shown = withCancellations([first, second], [{ booking: second, index: 1, refund }]);
    expect(shown.map((booking) => booking.status)).toEqual(['booked', 'cancelled']);
  });

  it('says what was refunded, or that nothing was', () => {
    expect(refundLine(refund)).toBe('£6.70 refunded to your account credit');
    expect(refundLine({ raw: 0, formatted: '£0.00' })).toBe('Nothing to refund');
  });

  it('promises the price back as account credit, unless it was free', () => {
    expect(refundPromise({ ...first, price: '£6.70' })).toBe(
      '£6.70 will be refunded to your account credit.',
    );
    expect(refundPromise({ ...first, price: '£0.00' })).toBe(
      'There is nothing to refund for this booking.',
    );
  });
});
