import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo, useState } from 'react';
import { NavLink, useParams } from 'react-router';
import { useAppDispatch } from '../../../app/store-hooks';
import { paths } from '../../../lib/paths';
import { errorCopy, isApiError } from '../../../lib/request-state';
import { addToast } from '../../toasts/toasts.slice';
import { useAccountQueryArgs } from '../account-query-args';
import { useCancelBookingMutation } from '../api/cancel-booking';
import type { MyBooking } from '../api/get-my-bookings';
import { useGetMyBookingsQuery } from '../api/get-my-bookings';
import type { CancelledBooking } from '../cancelled-bookings';
import { withCancellations } from '../cancelled-bookings';
import { AccountQueryResult } from './account-query-result';
import { BookingsList } from './bookings-list';
import { CancelBookingDialog } from './cancel-booking-dialog';

const tabs = {
  upcoming: { label: 'Upcoming', filter: 'future', empty: 'You have no upcoming bookings.' },
  past: { label: 'Past', filter: 'past', empty: 'You have no past bookings.' },
} as const;

/** `/my-account/bookings/upcoming|past`: cancelling asks first, then shows the refund. */
export function MyBookings() {
  const { tab } = useParams();
  const current = tab === 'past' ? 'past' : 'upcoming';
  const args = useAccountQueryArgs();
  const query = useGetMyBookingsQuery(args ? { ...args, filter: tabs[current].filter } : skipToken);
  const dispatch = useAppDispatch();
  const [cancelBooking, cancellation] = useCancelBookingMutation();
  const [confirming, setConfirming] = useState<MyBooking | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState<CancelledBooking[]>([]);
  const refunds = useMemo(
    () => new Map(cancelled.map((entry) => [entry.booking.id, entry.refund])),
    [cancelled],
  );

  const askToCancel = (booking: MyBooking) => {
    setCancelError(null);
    setConfirming(booking);
  };

  const confirmCancel = async (booking: MyBooking) => {
    const result = await cancelBooking({ bookingId: booking.id });
    if ('error' in result && result.error) {
      setCancelError(
        isApiError(result.error)
          ? errorCopy(result.error)
          : 'Something has gone wrong, please try again.',
      );
      return;
    }
    const refund = result.data.creditRefunded;
    const index = (query.data ?? []).findIndex((item) => item.id === booking.id);
    setCancelled((entries) => [...entries, { booking, index: Math.max(index, 0), refund }]);
    setConfirming(null);
    dispatch(
      addToast({
        content:
          refund.raw > 0
            ? `Your booking has been cancelled. ${refund.formatted} has been added to your account credit.`
            : 'Your booking has been cancelled.',
        type: 'success',
      }),
    );
    void query.refetch();
  };

  return (
    <section aria-labelledby="my-bookings-title">
      <h2 id="my-bookings-title">Bookings</h2>
      <nav className="lido-account__tabs" aria-label="Bookings">
        {(['upcoming', 'past'] as const).map((name) => (
          <NavLink
            key={name}
            to={paths.myBookings.build(name)}
            aria-current={name === current ? 'page' : undefined}
          >
            {tabs[name].label}
          </NavLink>
        ))}
      </nav>
      <AccountQueryResult query={query}>
        {(bookings) => (
          <BookingsList
            bookings={current === 'upcoming' ? withCancellations(bookings, cancelled) : bookings}
            emptyText={tabs[current].empty}
            caption={`${tabs[current].label} bookings`}
            onCancel={askToCancel}
            refunds={refunds}
          />
        )}
      </AccountQueryResult>
      {confirming ? (
        <CancelBookingDialog
          booking={confirming}
          isCancelling={cancellation.isLoading}
          error={cancelError}
          onConfirm={() => void confirmCancel(confirming)}
          onKeep={() => setConfirming(null)}
        />
      ) : null}
    </section>
  );
}
