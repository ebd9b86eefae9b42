import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { phoneQuery } from '../../../shared/hooks/use-media-query';
import { camelizeKeys } from '../../../shared/lib/case-keys';
import type { MyBooking } from '../../../shared/api/get-my-bookings';
import fixture from '../fixtures/my-account-bookings.json';
import { BookingsList } from './bookings-list';

// The live system's answer to GET /api/my-account/bookings (reference/fixtures).
const bookings = camelizeKeys(fixture).data as MyBooking[];

describe('bookings list', () => {
  it('shows each booking of the live shape with its date, time, venue, activity, price and status', () => {
    render(<BookingsList bookings={bookings} emptyText="None." caption="Upcoming bookings" />);
    const rows = screen.getAllByTestId('booking-row');
    expect(rows).toHaveLength(4);
    const cells = within(rows[1] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Wed 21 January 2026',
      '18:40 - 19:20 (40min)',
      'Badminton 40minCourt 1, Sports Hall, Queensbridge Sport & Community Centre',
      'Queensbridge Sport & Community Centre',
      '£6.70',
      'Booked',
    ]);
  });

  it('names the booking partner a booking was made through', () => {
    const throughPartner = bookings.map((booking, index) =>
      index === 0 ? { ...booking, bookedThrough: 'Active Finder' } : booking,
    );
    render(<BookingsList bookings={throughPartner} emptyText="None." caption="Upcoming" />);
    const [first, second] = screen.getAllByTestId('booking-row');
    expect(within(first as HTMLElement).getByText('Booked through Active Finder')).toBeVisible();
    expect(within(second as HTMLElement).queryByText(/Booked through/)).not.toBeInTheDocument();
  });

  it('says so when there are no bookings', () => {
    render(<BookingsList bookings={[]} emptyText="You have no past bookings." caption="Past" />);
    expect(screen.getByText('You have no past bookings.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers Cancel on bookings that can still be cancelled, and names the booking', async () => {
    const onCancel = vi.fn();
    const cancellable = bookings.map((booking, index) => ({
      ...booking,
      canBeCancelled: index !== 0,
    }));
    render(
      <BookingsList
        bookings={cancellable}
        emptyText="None."
        caption="Upcoming bookings"
        onCancel={onCancel}
      />,
    );
    const buttons = screen.getAllByRole('button', { name: /^Cancel / });
    expect(buttons).toHaveLength(3);
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Cancel Badminton 40min on Wed 21 January 2026 at 18:40',
      }),
    );
    expect(onCancel).toHaveBeenCalledWith(cancellable[1]);
  });

  it('shows a booking cancelled here with its refund line', () => {
    const first = bookings[1] as MyBooking;
    const cancelled = [{ ...first, status: 'cancelled' as const }];
    render(
      <BookingsList
        bookings={cancelled}
        emptyText="None."
        caption="Upcoming bookings"
        onCancel={() => undefined}
        refunds={
          new Map([
            [
              first.id,
              { refund: { to: 'credit', amount: { raw: 670, formatted: '£6.70' } }, lateFee: null },
            ],
          ])
        }
      />,
    );
    const row = screen.getByTestId('booking-row');
    expect(row).toHaveTextContent('Cancelled£6.70 refunded to your account credit');
    expect(within(row).queryByRole('button')).toBeNull();
  });
});

describe('bookings list on a phone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows each booking as a card of the same labelled facts instead of a table', () => {
    // Under 575 px the phone query matches.
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query === phoneQuery,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    render(
      <BookingsList
        bookings={bookings}
        emptyText="None."
        caption="Upcoming bookings"
        onCancel={() => undefined}
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Upcoming bookings' });
    const cards = within(list).getAllByTestId('booking-row');
    expect(cards).toHaveLength(4);
    const card = cards[1] as HTMLElement;
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(card)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Date', 'Time', 'Activity', 'Venue', 'Price', 'Status']);
    expect(values).toEqual([
      'Wed 21 January 2026',
      '18:40 - 19:20 (40min)',
      'Badminton 40minCourt 1, Sports Hall, Queensbridge Sport & Community Centre',
      'Queensbridge Sport & Community Centre',
      '£6.70',
      'Booked',
    ]);
  });
});
