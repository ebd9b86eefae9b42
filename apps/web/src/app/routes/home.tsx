import { Link } from 'react-router';
import { useAppDispatch } from '../store-hooks';
import { useGetVenuesQuery } from '../../features/venues/api/get-venues';
import { venueAddressLine } from '../../features/venues/venue';
import { selectVenue } from '../../features/venues/venues.slice';
import { paths } from '../../lib/paths';
import { errorCopy, isApiError } from '../../lib/request-state';
import './home.css';

/** `/`: choose a venue. Search and the map arrive with the venues issue. */
export function Component() {
  const dispatch = useAppDispatch();
  const { data: venues, error, isLoading } = useGetVenuesQuery();
  // Until the venues endpoint ships the API answers 404: say so plainly rather than fail.
  const isUnavailable = isApiError(error) && error.statusCode === 404;

  return (
    <section className="lido-screen lido-home">
      <h1>Book an activity</h1>
      <div id="select-venue" className="lido-home__select-venue">
        <h2>Select a venue</h2>
        {isLoading ? <p>Loading venues…</p> : null}
        {isUnavailable || venues?.length === 0 ? <p>Venues are not available yet.</p> : null}
        {error && !isUnavailable && isApiError(error) ? (
          <p role="alert">{errorCopy(error)}</p>
        ) : null}
        <ul id="venue-list" className="lido-home__venue-list">
          {venues?.map((venue) => (
            <li key={venue.slug}>
              {/* The spec's stable test ids repeat on every card; data-testid mirrors them. */}
              <Link
                id="venue-card"
                data-testid="venue-card"
                className="lido-home__venue-card"
                to={paths.venue.build(venue.slug)}
                onClick={() => dispatch(selectVenue(venue.slug))}
              >
                <strong id="venue-name" data-testid="venue-name">
                  {venue.name}
                </strong>
                <span id="venue-address" data-testid="venue-address">
                  {venueAddressLine(venue)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
