import { createContext } from 'react';
import { matchPath } from 'react-router';

/**
 * Where in the header the venue bar goes. The header keeps its room on a venue's pages from the
 * first paint (header.css); the bar itself comes with those pages' code (routes/venue-queue-layout)
 * and is drawn into this element, so the first download does not carry it. Null elsewhere, and in
 * an operator's frame, which has no header.
 */
export const VenueBarSlotContext = createContext<HTMLElement | null>(null);

/** The venue and activity a page under `/location/` is about, or null elsewhere. */
export function venuePageOf(pathname: string): { venueSlug: string; activitySlug?: string } | null {
  const venueSlug = matchPath('/location/:venueSlug/*', pathname)?.params.venueSlug;
  if (!venueSlug) return null;
  const activitySlug = matchPath('/location/:venueSlug/:activitySlug/*', pathname)?.params
    .activitySlug;
  return { venueSlug, activitySlug };
}
