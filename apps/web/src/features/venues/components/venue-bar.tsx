import type { FocusEvent, KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../shared/components/button';
import { Link } from '../../../shared/components/link';
import { useGetActivityQuery } from '../../../shared/api/get-activity';
import { useGetVenuesQuery, getVenuesApi } from '../../../shared/api/get-venues';
import { paths } from '../../../shared/lib/paths';
import { errorCopy, isApiError } from '../../../shared/lib/request-state';
import { useAppSelector } from '../../../shared/lib/store-hooks';
import { selectIsKiosk } from '../../../shared/state/session.slice';
import { useGetVenueQuery } from '../api/get-venue';
import { useStickyHeaderHeight } from '../use-sticky-header-height';
import './venue-bar.css';

export const changeVenueLabel = 'Change venue';
export const allVenuesLabel = 'Find a venue by name or on a map';

interface VenueBarProps {
  venueSlug: string;
  /** The activity the page is about: another venue opens on it where it has it. */
  activitySlug?: string | undefined;
}

function PinIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
      />
    </svg>
  );
}

/**
 * The other venues, by name. Each opens on the same activity where it has one
 * (paths.changeVenue); the venue picker finds one by name or near a place.
 */
function OtherVenues({
  id,
  venueSlug,
  activitySlug,
}: VenueBarProps & {
  id: string;
}) {
  const venues = useGetVenuesQuery();
  const activity = useGetActivityQuery(
    { venueSlug, activitySlug: activitySlug ?? '' },
    { skip: !activitySlug },
  );
  const listHeadingId = useId();
  const others = (venues.data ?? [])
    .filter((venue) => venue.slug !== venueSlug)
    .sort((first, second) => first.name.localeCompare(second.name, 'en-GB'));
  return (
    <div id={id} className="lido-venue-bar__panel">
      <p id={listHeadingId} className="lido-venue-bar__panel-heading">
        {activity.data ? `${activity.data.name} at another venue` : 'Another venue'}
      </p>
      {venues.isLoading ? <p>Loading venues…</p> : null}
      {isApiError(venues.error) ? <p role="alert">{errorCopy(venues.error)}</p> : null}
      {others.length > 0 ? (
        <ul className="lido-venue-bar__venues" aria-labelledby={listHeadingId}>
          {others.map((venue) => (
            <li key={venue.slug}>
              <Link to={paths.changeVenue.build(venue.slug, activitySlug)}>
                <span className="lido-venue-bar__venue-name">{venue.name}</span>
                {venue.town ? (
                  <span className="lido-venue-bar__venue-town">
                    <span className="lido-visually-hidden">, </span>
                    {venue.town}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Link to={paths.home.build()} className="lido-venue-bar__all">
        {allVenuesLabel}
      </Link>
    </div>
  );
}

/**
 * Under the header on every page of one venue: which venue the customer is booking at (fourteen
 * offer the same activities) and a way to change it without starting again. The header it sits
 * in stays on screen as the page scrolls (header.css). A kiosk stands in its own venue and keeps
 * to it (its home is that venue's page), so it names the venue and offers no change.
 */
export function VenueBar({ venueSlug, activitySlug }: VenueBarProps) {
  const venue = useGetVenueQuery(venueSlug);
  // Until the venue is known the header keeps the bar's room (header.css); an unknown venue's
  // page says so itself.
  if (!venue.data) return null;
  return <Bar venueSlug={venueSlug} activitySlug={activitySlug} name={venue.data.name} />;
}

function Bar({ venueSlug, activitySlug, name }: VenueBarProps & { name: string }) {
  const isKiosk = useAppSelector(selectIsKiosk);
  const { pathname } = useLocation();
  // Open on the page it was opened on: any navigation (a venue chosen, a link) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const barRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useStickyHeaderHeight(barRef);
  // Asked for as the customer reaches for the button, so the list is there when it opens.
  const prefetchVenues = getVenuesApi.usePrefetch('getVenues');

  // A press anywhere else closes the list, as a menu would.
  useEffect(() => {
    if (!isOpen) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !barRef.current?.contains(event.target)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [isOpen]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    setOpenOn(null);
    buttonRef.current?.focus();
  };
  // Tabbing on past the list closes it: left open, it would cover what focus moves to.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpenOn(null);
  };

  return (
    <nav
      ref={barRef}
      className="lido-venue-bar"
      aria-label="Venue"
      data-testid="venue-bar"
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <div className="lido-venue-bar__inner">
        <p className="lido-venue-bar__name">
          <PinIcon />
          {activitySlug ? (
            <Link to={paths.venue.build(venueSlug)}>
              <span className="lido-venue-bar__name-text">{name}</span>
            </Link>
          ) : (
            <span className="lido-venue-bar__name-text">{name}</span>
          )}
        </p>
        {isKiosk ? null : (
          <Button
            ref={buttonRef}
            variant="text"
            className="lido-venue-bar__change"
            aria-expanded={isOpen}
            aria-controls={panelId}
            onFocus={() => prefetchVenues()}
            onPointerEnter={() => prefetchVenues()}
            onClick={() => setOpenOn(isOpen ? null : pathname)}
          >
            {changeVenueLabel}
            <span className="lido-venue-bar__chevron" aria-hidden="true" />
          </Button>
        )}
        {isOpen ? (
          <OtherVenues id={panelId} venueSlug={venueSlug} activitySlug={activitySlug} />
        ) : null}
      </div>
    </nav>
  );
}
