import { useEffect, useId, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../shared/lib/store-hooks';
import { errorCopy, isApiError } from '../../../shared/lib/request-state';
import { useGetGeocodeQuery } from '../api/get-geocode';
import type { GeocodePlace } from '../api/get-geocode';
import { placeSearchDebounceMs, radiusChoicesMiles } from '../map-config';
import { choosePlace, clearPlace, selectMap, setRadius, setSearchTerm } from '../map.slice';
import './place-search.css';

function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

function placeLabel(place: GeocodePlace): string {
  return [place.name, place.county, place.region]
    .filter((part, index, parts) => part && parts.indexOf(part) === index)
    .join(', ');
}

/** "Near a place": a geocoded place search and the radius that makes a venue nearby. */
export function PlaceSearch() {
  const dispatch = useAppDispatch();
  const { searchTerm, radius, mapData } = useAppSelector(selectMap);
  const [isSuggesting, setSuggesting] = useState(false);
  const term = useDebounced(searchTerm.trim(), placeSearchDebounceMs);
  const inputId = useId();
  const radiusId = useId();
  const suggestionsId = useId();
  const geocode = useGetGeocodeQuery(term, { skip: !isSuggesting || term.length < 2 });
  const places = isSuggesting && term.length >= 2 ? (geocode.data ?? []) : [];
  const isSearching = isSuggesting && (geocode.isFetching || term !== searchTerm.trim());

  const choose = (place: GeocodePlace) => {
    setSuggesting(false);
    dispatch(choosePlace({ name: place.name, coordinates: { lat: place.lat, lng: place.lng } }));
  };

  return (
    <form
      className="lido-place-search"
      role="search"
      aria-label="Venues near a place"
      onSubmit={(event) => {
        event.preventDefault();
        const [first] = places;
        if (first) choose(first);
      }}
    >
      <div className="lido-place-search__fields">
        <div className="lido-place-search__field lido-place-search__field--place">
          <label htmlFor={inputId}>Near a place or postcode</label>
          <input
            id={inputId}
            type="search"
            autoComplete="off"
            placeholder="e.g. Manchester"
            aria-controls={suggestionsId}
            value={searchTerm}
            onChange={(event) => {
              setSuggesting(true);
              dispatch(setSearchTerm(event.target.value));
            }}
          />
        </div>
        <div className="lido-place-search__field">
          <label htmlFor={radiusId}>Within</label>
          <select
            id={radiusId}
            value={radius}
            onChange={(event) => dispatch(setRadius(Number(event.target.value)))}
          >
            {radiusChoicesMiles.map((miles) => (
              <option key={miles} value={miles}>
                {miles} {miles === 1 ? 'mile' : 'miles'}
              </option>
            ))}
          </select>
        </div>
        {mapData.searchedCoordinates || searchTerm ? (
          <button
            type="button"
            className="lido-place-search__clear"
            onClick={() => {
              setSuggesting(false);
              dispatch(clearPlace());
            }}
          >
            Clear place
          </button>
        ) : null}
      </div>
      <div id={suggestionsId} aria-live="polite" className="lido-place-search__suggestions">
        {isSearching ? <p>Searching…</p> : null}
        {isApiError(geocode.error) && isSuggesting ? (
          <p role="alert">{errorCopy(geocode.error)}</p>
        ) : null}
        {!isSearching && isSuggesting && term.length >= 2 && geocode.data?.length === 0 ? (
          <p>No places found in Great Britain for “{term}”.</p>
        ) : null}
        {places.length > 0 ? (
          <ul aria-label="Places found">
            {places.map((place) => (
              <li key={`${place.kind}-${place.name}-${place.lat}-${place.lng}`}>
                <button type="button" onClick={() => choose(place)}>
                  {placeLabel(place)}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p className="lido-place-search__attribution">
        Powered by{' '}
        <a href="https://www.geonames.org/" target="_blank" rel="noreferrer">
          GeoNames
        </a>
      </p>
    </form>
  );
}
