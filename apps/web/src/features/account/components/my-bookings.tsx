import { skipToken } from '@reduxjs/toolkit/query/react';
import { NavLink, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { useAccountQueryArgs } from '../account-query-args';
import { useAppDispatch } from '../../../app/store-hooks';
import { failureToast } from '../../toasts/failure-toast';
import { addToast } from '../../toasts/toasts.slice';
import { useCancelBookingMutation } from '../api/cancel-booking';
import type { MyBooking } from '../api/get-my-bookings';
import { useGetMyBookingsQuery } from '../api/get-my-bookings';
import { AccountQueryResult } from './account-query-result';
import { BookingsList } from './bookings-list';

const tabs = {
  upcoming: { label: 'Upcoming', filter: 'future', empty: 'You have no upcoming bookings.' },
  past: { label: 'Past', filter: 'past', empty: 'You have no past bookings.' },
} as const;

/** `/my-account/bookings/upcoming|past`. */
export function MyBookings() {
  const { tab } = useParams();
  const current = tab === 'past' ? 'past' : 'upcoming';
  const args = useAccountQueryArgs();
  const query = useGetMyBookingsQuery(args ? { ...args, filter: tabs[current].filter } : skipToken);
  const dispatch = useAppDispatch();
  const [cancelBooking, cancellation] = useCancelBookingMutation();

  const cancel = async (booking: MyBooking) => {
    const result = await cancelBooking({ bookingId: booking.id });
    if ('error' in result && result.error) {
      dispatch(failureToast(result.error as Parameters<typeof failureToast>[0]));
      return;
    }
    const refunded = result.data.creditRefunded;
    dispatch(
      addToast({
        content:
          refunded.raw > 0
            ? `Your booking has been cancelled. ${refunded.formatted} has been added to your account credit.`
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
            bookings={bookings}
            emptyText={tabs[current].empty}
            caption={`${tabs[current].label} bookings`}
            onCancel={(booking) => void cancel(booking)}
            cancellingId={
              cancellation.isLoading ? (cancellation.originalArgs?.bookingId ?? null) : null
            }
          />
        )}
      </AccountQueryResult>
    </section>
  );
}
