import { useParams, useSearchParams } from 'react-router';
import { buttonClassName, ButtonLink } from '../../shared/components/button';
import { LoadingIndicator } from '../../shared/components/loading-indicator';
import { paidOnly, PaymentLines } from '../../shared/components/payment-lines';
import { useGetOrderQuery } from '../../features/checkout/api/get-order';
// The booking lines borrow the basket's look: its CSS is imported here too, or a page opened
// from the email link (or reloaded) would only be styled if the basket had been visited first.
import '../../features/basket/components/basket.css';
import '../../features/checkout/components/checkout.css';
import '../../shared/components/payment-lines.css';
import { paths } from '../../shared/lib/paths';
import { errorCopy, isApiError } from '../../shared/lib/request-state';
import { useAppSelector } from '../../shared/lib/store-hooks';
import { selectIsLoggedIn } from '../../shared/state/auth.slice';

/** `/booking-confirmed/:completeOrderId`: what was booked, what was paid, add to calendar. */
export function Component() {
  const { completeOrderId = '' } = useParams();
  // A signed-out visitor's key to their own order: the checkout and the email link carry it (not
  // as `token`, which every page reads as a sign-in handed over by another site).
  const [searchParams] = useSearchParams();
  const token = searchParams.get('order_token');
  const isSignedIn = useAppSelector(selectIsLoggedIn);
  const order = useGetOrderQuery({ orderId: completeOrderId, token });

  if (order.isLoading) return <LoadingIndicator />;
  if (!order.data) {
    return (
      <section className="lido-screen">
        <h1>Booking confirmed</h1>
        <p role="alert">{isApiError(order.error) ? errorCopy(order.error) : null}</p>
      </section>
    );
  }
  const { bookings, payments, total, calendarUrl, id } = order.data;

  return (
    <section className="lido-screen lido-confirmation" data-testid="booking-confirmed">
      <h1>Booking confirmed</h1>
      <p>
        Thank you, your order <strong>{id}</strong> is confirmed. We have emailed you the details.
      </p>
      <ul className="lido-basket__items" aria-label="Bookings">
        {bookings.map((booking) => (
          <li
            key={booking.id}
            className="lido-card lido-basket__item"
            data-testid="confirmed-booking"
          >
            <div className="lido-basket__details">
              <h2 className="lido-basket__name">{booking.name}</h2>
              <dl className="lido-basket__facts">
                <dt>Date</dt>
                <dd>{booking.date.fullDatePretty}</dd>
                <dt>Time</dt>
                <dd>
                  {booking.startsAt.format24Hour} – {booking.endsAt.format24Hour} (
                  {booking.duration})
                </dd>
                <dt>Venue</dt>
                <dd>{booking.venueName}</dd>
                {booking.location ? (
                  <>
                    <dt>Location</dt>
                    <dd>{booking.location.name}</dd>
                  </>
                ) : null}
                <dt>Ticket</dt>
                <dd>
                  {booking.quantity} × {booking.pricingOptionName}
                </dd>
                <dt>Attendee</dt>
                <dd>
                  {booking.attendee.firstName} {booking.attendee.lastName}
                </dd>
                <dt>Price</dt>
                <dd>{booking.price.formatted}</dd>
              </dl>
            </div>
          </li>
        ))}
      </ul>
      <dl className="lido-basket__totals" aria-label="Payment">
        <dt>Total</dt>
        <dd data-testid="order-total">{total.formatted}</dd>
        {paidOnly(payments).length > 0 ? (
          <>
            <dt>Paid</dt>
            <dd>
              <PaymentLines payments={paidOnly(payments)} />
            </dd>
          </>
        ) : null}
      </dl>
      <div className="lido-basket__buttons">
        <a className={buttonClassName({})} href={calendarUrl} download>
          Add to calendar
        </a>
        {isSignedIn ? (
          <ButtonLink variant="secondary" to={paths.myBookings.build('upcoming')}>
            My bookings
          </ButtonLink>
        ) : (
          <ButtonLink variant="secondary" to={paths.redirectToSelectedVenue.build()}>
            Book another activity
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
