import { Link } from '../../../shared/components/link';
import { Button, ButtonLink } from '../../../shared/components/button';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { paths } from '../../../shared/lib/paths';
import { errorCopy, genericErrorCopy, isApiError } from '../../../shared/lib/request-state';
import {
  cancelledToast,
  refundPromise,
  resultOfCancellation,
} from '../../../shared/lib/cancelled-bookings';
import { BookingFacts } from '../../../shared/components/booking-facts';
import { useGetPlaceReleaseQuery, useReleasePlaceMutation } from '../api/place-release-api';

/**
 * The page a confirmation email's release link opens: the booking and what cancelling it now
 * would do, then one confirmation. The freed place goes to the waitlist.
 */
export function ReleasePlace({ token }: { token: string }) {
  const query = useGetPlaceReleaseQuery({ token });
  const [release, released] = useReleasePlaceMutation();

  if (query.error) {
    return (
      <p role="alert" className="lido-account__problem">
        {!isApiError(query.error)
          ? genericErrorCopy
          : query.error.statusCode === 404
            ? 'This link is no longer valid. Your bookings are in My account.'
            : errorCopy(query.error)}{' '}
        <Link to={paths.myBookings.build('upcoming')}>Go to My account</Link>
      </p>
    );
  }
  if (!query.data) return <LoadingIndicator />;
  const { booking } = query.data;

  if (released.data) {
    return (
      <div role="status" className="lido-release__done">
        <p>{cancelledToast(resultOfCancellation(released.data))}</p>
        <p>Your place has gone to the next person waiting. Thank you for letting us know.</p>
        <ButtonLink to={paths.home.build()}>Book an activity</ButtonLink>
      </div>
    );
  }

  const facts = <BookingFacts booking={booking} />;
  if (booking.status === 'cancelled') {
    return (
      <>
        {facts}
        <p>This booking has already been cancelled.</p>
      </>
    );
  }
  if (!booking.canBeCancelled) {
    return (
      <>
        {facts}
        <p>
          {booking.cancellationCutoff.cutoffMessage ?? 'This booking can no longer be cancelled.'}
        </p>
      </>
    );
  }
  const failure = released.error
    ? isApiError(released.error)
      ? errorCopy(released.error)
      : genericErrorCopy
    : null;
  return (
    <>
      {facts}
      <p>{refundPromise(booking)}</p>
      {failure ? (
        <p role="alert" className="lido-account__problem">
          {failure}
        </p>
      ) : null}
      <Button
        onClick={() => void release({ token })}
        disabled={released.isLoading}
        aria-busy={released.isLoading || undefined}
      >
        {released.isLoading ? 'Releasing…' : 'Release my place'}
      </Button>
    </>
  );
}
