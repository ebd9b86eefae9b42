import { homeIntroduction, pageHeadings } from '@lido/contract';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../shared/components/link';
import { useAppDispatch, useAppSelector } from '../../shared/lib/store-hooks';
import { useMediaQuery } from '../../shared/hooks/use-media-query';
import { PlaceSearch } from '../../features/map/components/place-search';
import { selectMap, setView } from '../../features/map/map.slice';
import { useGetVenuesQuery } from '../../shared/api/get-venues';
import type { LocatedVenue } from '../../shared/lib/venue';
import { isValidVenue, venueAddressLine } from '../../shared/lib/venue';
import { filterVenuesByName, formatMiles, venuesNear } from '../../features/map/venue-search';
import { selectVenue, selectSelectedVenueSlug } from '../../shared/state/venues.slice';
import { paths } from '../../shared/lib/paths';
import { errorCopy, isApiError } from '../../shared/lib/request-state';
import './home.css';

// Leaflet is the heaviest part of the page: it loads in its own chunk after the list, and only
// once the map is on the screen: a phone showing the list never downloads or runs it.
const VenueMap = lazy(() =>
  import('../../features/map/components/venue-map').then((module) => ({
    default: module.VenueMap,
  })),
);

type ListedVenue = LocatedVenue & { distance?: number };

/** home.css: from this width the list and the map show side by side, whichever view is chosen. */
const listAndMapQuery = '(min-width: 1024px)';

/** `/`: choose a venue by name, or by distance from a place, on a list and a map. */
export function Component() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const map = useAppSelector(selectMap);
  const selectedSlug = useAppSelector(selectSelectedVenueSlug);
  const { data: venues, error, isLoading } = useGetVenuesQuery();
  const [nameTerm, setNameTerm] = useState('');
  const showsMap = useMediaQuery(listAndMapQuery) || map.view === 'map';
  const nameHelpId = useId();
  // Until the venues endpoint ships the API answers 404: say so plainly rather than fail.
  const isUnavailable = isApiError(error) && error.statusCode === 404;
  const searched = map.mapData.searchedCoordinates;

  const validVenues = useMemo(() => (venues ?? []).filter(isValidVenue), [venues]);
  const listed: ListedVenue[] = useMemo(() => {
    const byName = filterVenuesByName(validVenues, nameTerm);
    return searched ? venuesNear(byName, searched, map.radius) : byName;
  }, [validVenues, nameTerm, searched, map.radius]);
  const selectedVenue = validVenues.find((venue) => venue.slug === selectedSlug);

  const chooseVenue = (slug: string) => {
    dispatch(selectVenue(slug));
    void navigate(paths.venue.build(slug));
  };

  let summary: string | null = null;
  if (venues && validVenues.length > 0) {
    const count = `${listed.length} ${listed.length === 1 ? 'venue' : 'venues'}`;
    summary = searched
      ? `${count} within ${map.radius} ${map.radius === 1 ? 'mile' : 'miles'} of ${map.searchTerm}, nearest first`
      : `${count}`;
  }

  return (
    <section className={`lido-screen lido-home lido-home--view-${map.view}`}>
      <h1>{pageHeadings.home}</h1>
      <p className="lido-introduction">{homeIntroduction}</p>
      {selectedVenue ? (
        <p id="selected-venue" data-testid="selected-venue" className="lido-home__selected">
          Your venue: <Link to={paths.venue.build(selectedVenue.slug)}>{selectedVenue.name}</Link>
        </p>
      ) : null}
      <div id="select-venue" data-testid="select-venue" className="lido-home__select-venue">
        <h2>Select a venue</h2>
        <div className="lido-home__search">
          <div className="lido-home__name-search">
            <label htmlFor="search-venue">Venue name</label>
            <input
              id="search-venue"
              data-testid="search-venue"
              type="search"
              autoComplete="off"
              aria-describedby={nameHelpId}
              value={nameTerm}
              onChange={(event) => setNameTerm(event.target.value)}
            />
            <span id={nameHelpId} className="lido-home__hint">
              Type part of the venue&apos;s name.
            </span>
          </div>
          <PlaceSearch />
        </div>

        <div className="lido-home__view-switch" role="group" aria-label="Show venues as">
          {(['list', 'map'] as const).map((view) => (
            <button
              key={view}
              type="button"
              aria-pressed={map.view === view}
              onClick={() => dispatch(setView(view))}
            >
              {view === 'list' ? 'List' : 'Map'}
            </button>
          ))}
        </div>

        {isLoading ? <p>Loading venues…</p> : null}
        {isUnavailable || venues?.length === 0 ? <p>Venues are not available yet.</p> : null}
        {error && !isUnavailable && isApiError(error) ? (
          <p role="alert">{errorCopy(error)}</p>
        ) : null}

        <div className="lido-home__results">
          <div className="lido-home__list">
            {summary ? (
              <p className="lido-home__summary" role="status">
                {summary}
              </p>
            ) : null}
            {venues && validVenues.length > 0 && listed.length === 0 ? (
              <p>
                {searched
                  ? 'No venues are that close. Try a larger distance or another place.'
                  : 'No venues match that name.'}
              </p>
            ) : null}
            <ul id="venue-list" data-testid="venue-list" className="lido-home__venue-list">
              {listed.map((venue) => (
                <li key={venue.slug}>
                  {/* The spec's stable test ids repeat on every card; data-testid mirrors them. */}
                  <Link
                    id="venue-card"
                    data-testid="venue-card"
                    className="lido-card lido-home__venue-card"
                    to={paths.venue.build(venue.slug)}
                    onClick={() => dispatch(selectVenue(venue.slug))}
                  >
                    <strong id="venue-name" data-testid="venue-name">
                      {venue.name}
                    </strong>
                    <span id="venue-address" data-testid="venue-address">
                      {venueAddressLine(venue)}
                    </span>
                    {venue.distance === undefined ? null : (
                      <span className="lido-home__distance" data-testid="venue-distance">
                        {formatMiles(venue.distance)}
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          {showsMap && venues && validVenues.length > 0 ? (
            <div className="lido-home__map">
              <Suspense fallback={<p>Loading the map…</p>}>
                <VenueMap
                  venues={listed}
                  centre={map.coordinates}
                  searched={searched}
                  radiusMiles={map.radius}
                  onChooseVenue={chooseVenue}
                />
              </Suspense>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
