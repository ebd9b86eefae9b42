import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RootState } from '../../../app/store';
import { camelizeKeys } from '../../../shared/lib/case-keys';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { wireAlex } from '../../../test/wire-users';
import fixture from '../fixtures/my-account-bookings.json';

const signedInAsAlex: Partial<RootState> = {
  auth: { loggedIn: true, user: camelizeKeys(wireAlex), isLoginPending: false, error: null },
};

// Every booking of the fixture can be cancelled; the second is Badminton on Wed 21 January.
const wireBookings = fixture.data.map((booking) => ({ ...booking, can_be_cancelled: true }));
const badminton = wireBookings[1] as (typeof wireBookings)[number];

const price = (raw: number) => ({
  benefit_applied: false,
  package_applied: false,
  raw,
  formatted: `£${(raw / 100).toFixed(2)}`,
});

/** The API: the upcoming list leaves a cancelled booking out, as the real one does. */
function bookingsApi({
  refuse = false,
  answer = { credit_refunded: price(670), card_refunded: price(0), late_fee: price(0) },
} = {}) {
  const cancelled = new Set<number>();
  const deletes: string[] = [];
  stubFetch(({ url, method }) => {
    if (url.pathname === '/api/my-account/bookings') {
      return jsonResponse({ data: wireBookings.filter((booking) => !cancelled.has(booking.id)) });
    }
    const match = /^\/api\/activities\/bookings\/(\d+)$/.exec(url.pathname);
    if (match && method === 'DELETE') {
      deletes.push(url.pathname);
      if (refuse) {
        return jsonResponse({ message: 'This booking has already started.' }, 409);
      }
      cancelled.add(Number(match[1]));
      return jsonResponse({ data: { cancelled_booking_ids: [Number(match[1])], ...answer } });
    }
    return undefined;
  });
  return deletes;
}

async function openConfirmation() {
  renderApp('/my-account/bookings/upcoming', signedInAsAlex);
  await userEvent.click(
    // The first visit loads the My account screens lazily.
    await screen.findByRole(
      'button',
      { name: 'Cancel Badminton 40min on Wed 21 January 2026 at 18:40' },
      { timeout: 5000 },
    ),
  );
  return screen.getByRole('alertdialog', { name: 'Cancel this booking?' });
}

describe('cancelling a booking', () => {
  it('asks first, naming the booking and the refund, and Keep booking cancels nothing', async () => {
    const deletes = bookingsApi();
    const dialog = await openConfirmation();
    expect(dialog).toHaveTextContent('Badminton 40min');
    expect(dialog).toHaveTextContent('Wed 21 January 2026');
    expect(dialog).toHaveTextContent('18:40 - 19:20 (40min)');
    expect(dialog).toHaveTextContent('£6.70 will be refunded to your account credit.');
    // Focus starts on the safe choice.
    expect(within(dialog).getByRole('button', { name: 'Keep booking' })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deletes).toEqual([]);
  });

  it('Escape keeps the booking too', async () => {
    const deletes = bookingsApi();
    await openConfirmation();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deletes).toEqual([]);
  });

  it('once confirmed, keeps the booking in the list as cancelled with its refund line', async () => {
    const deletes = bookingsApi();
    const dialog = await openConfirmation();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deletes).toEqual([`/api/activities/bookings/${badminton.id}`]);
    const rows = await screen.findAllByTestId('booking-row');
    // Still four rows after the list is fetched again without it.
    await waitFor(() =>
      expect(rows[1]).toHaveTextContent('Cancelled£6.70 refunded to your account credit'),
    );
    expect(screen.getAllByTestId('booking-row')).toHaveLength(4);
    expect(
      screen.queryByRole('button', {
        name: 'Cancel Badminton 40min on Wed 21 January 2026 at 18:40',
      }),
    ).not.toBeInTheDocument();
  });

  it('says when the refund went to the card and a late fee was kept', async () => {
    bookingsApi({
      answer: { credit_refunded: price(0), card_refunded: price(470), late_fee: price(200) },
    });
    const dialog = await openConfirmation();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    const rows = await screen.findAllByTestId('booking-row');
    await waitFor(() =>
      expect(rows[1]).toHaveTextContent(
        'Cancelled£4.70 refunded to your card, late cancellation fee £2.00',
      ),
    );
    expect(
      await screen.findByText(
        'Your booking has been cancelled. £4.70 will be refunded to your card. A late cancellation fee of £2.00 applies.',
      ),
    ).toBeInTheDocument();
  });

  it("past the cut-off, the confirmation gives the policy's own words", async () => {
    const message =
      'It is less than 2 hours before the start: if you cancel now, you will not be refunded.';
    const row = badminton as { cancellation_cutoff: unknown };
    row.cancellation_cutoff = {
      is_after_cutoff: true,
      cutoff_action: 'no_refund',
      cutoff_message: message,
    };
    try {
      bookingsApi();
      const dialog = await openConfirmation();
      expect(dialog).toHaveTextContent(message);
      expect(dialog).not.toHaveTextContent('will be refunded');
    } finally {
      row.cancellation_cutoff = fixture.data[1]!.cancellation_cutoff;
    }
  });

  it('keeps the dialog open with the reason when the cancellation is refused', async () => {
    bookingsApi({ refuse: true });
    const dialog = await openConfirmation();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This booking has already started.',
    );
    expect(screen.getAllByTestId('booking-row')[1]).toHaveTextContent('Booked');
  });
});

describe('the Cancelled tab', () => {
  it('lists cancelled bookings with their refund lines, fetched from the API', async () => {
    stubFetch(({ url }) => {
      if (url.pathname === '/api/my-account/cancellations') {
        return jsonResponse({
          data: [
            {
              booking: { ...badminton, status: 'cancelled', can_be_cancelled: false },
              cancelled_at: '2026-01-20T10:00:00.000Z',
              after_cutoff: true,
              refund: { to: 'credit', amount: price(470) },
              late_fee: price(200),
            },
          ],
        });
      }
      return undefined;
    });
    renderApp('/my-account/bookings/cancelled', signedInAsAlex);
    const [row] = await screen.findAllByTestId('booking-row', {}, { timeout: 5000 });
    expect(row).toHaveTextContent('Badminton 40min');
    expect(row).toHaveTextContent(
      'Cancelled£4.70 refunded to your account credit, late cancellation fee £2.00',
    );
    expect(screen.getByRole('link', { name: 'Cancelled' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: /^Cancel / })).not.toBeInTheDocument();
  });
});
