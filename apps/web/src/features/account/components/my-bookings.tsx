import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo, useState } from 'react';
import { NavLink, useParams } from 'react-router';
import { useAppDispatch } from '../../../shared/lib/store-hooks';
import { paths } from '../../../shared/lib/paths';
import { errorCopy, isApiError } from '../../../shared/lib/request-state';
import { addToast } from '../../../shared/state/toasts.slice';
import { useAccountQueryArgs } from '../../../shared/api/account-query-args';
import { useCancelBookingMutation } from '../../../shared/api/cancel-booking';
import type { MyBooking } from '../../../shared/api/get-my-bookings';
import { useGetMyBookingsQuery } from '../../../shared/api/get-my-bookings';
import { useGetMyCancellationsQuery } from '../../../shared/api/get-my-cancellations';
import type { CancelledBooking } from '../../../shared/lib/cancelled-bookings';
import {
  cancelledToast,
  resultOfCancellation,
  resultOfListed,
  withCancellations,
} from '../../../shared/lib/cancelled-bookings';
import { AccountQueryResult } from '../../../shared/components/account-query-result';
import { BookingsList } from './bookings-list';
import { CancelBookingDialog } from './cancel-booking-dialog';

const tabs = {
  upcoming: { label: 'Upcoming', filter: 'future', empty: 'You have no upcoming bookings.' },
  past: { label: 'Past', filter: 'past', empty: 'You have no past bookings.' },
  cancelled: { label: 'Cancelled', filter: null, empty: 'You have no cancelled bookings.' },
} as const;
type Tab = keyof typeof tabs;

function tabOf(param: string | undefined): Tab {
  return param === 'past' || param === 'cancelled' ? param : 'upcoming';
}

/** `/my-account/bookings/upcoming|past|cancelled`: cancelling asks first, then shows the refund. */
export function MyBookings() {
  const current = tabOf(useParams().tab);
  return (
    <section aria-labelledby="my-bookings-title">
      <h2 id="my-bookings-title">Bookings</h2>
      <nav className="lido-account__tabs" aria-label="Bookings">
        {(Object.keys(tabs) as Tab[]).map((name) => (
          <NavLink
            key={name}
            to={paths.myBookings.build(name)}
            aria-current={name === current ? 'page' : undefined}
          >
            {tabs[name].label}
          </NavLink>
        ))}
      </nav>
      {current === 'cancelled' ? <CancelledBookings /> : <BookingsTab tab={current} />}
    </section>
  );
}

/** Cancelled bookings stay in My account, each with its refund line and any late fee. */
function CancelledBookings() {
  const args = useAccountQueryArgs();
  // Fresh each visit: a booking cancelled on another tab a moment ago belongs here.
  const query = useGetMyCancellationsQuery(args ?? skipToken, { refetchOnMountOrArgChange: true });
  return (
    <AccountQueryResult query={query}>
      {(cancellations) => (
        <BookingsList
          bookings={cancellations.map((cancellation) => cancellation.booking)}
          emptyText={tabs.cancelled.empty}
          caption="Cancelled bookings"
          refunds={
            new Map(
              cancellations.map((cancellation) => [
                cancellation.booking.id,
                resultOfListed(cancellation),
              ]),
            )
          }
        />
      )}
    </AccountQueryResult>
  );
}

function BookingsTab({ tab: current }: { tab: 'upcoming' | 'past' }) {
  const args = useAccountQueryArgs();
  const query = useGetMyBookingsQuery(args ? { ...args, filter: tabs[current].filter } : skipToken);
  const dispatch = useAppDispatch();
  const [cancelBooking, cancellation] = useCancelBookingMutation();
  const [confirming, setConfirming] = useState<MyBooking | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState<CancelledBooking[]>([]);
  const refunds = useMemo(
    () => new Map(cancelled.map((entry) => [entry.booking.id, entry.result])),
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
    const outcome = resultOfCancellation(result.data);
    const index = (query.data ?? []).findIndex((item) => item.id === booking.id);
    setCancelled((entries) => [
      ...entries,
      { booking, index: Math.max(index, 0), result: outcome },
    ]);
    setConfirming(null);
    dispatch(addToast({ content: cancelledToast(outcome), type: 'success' }));
    void query.refetch();
  };

  return (
    <>
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
    </>
  );
}
