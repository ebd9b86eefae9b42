import type { Venue as WireVenue } from '@lido/contract';
import type { Camelized } from './case-keys';

/** The venue as the web reads it (camelCase of the contract's wire shape). */
export type Venue = Camelized<WireVenue>;

/** One line for the venue card: the API's address line, else whatever parts it sent. */
export function venueAddressLine(venue: Pick<Venue, 'address' | 'town' | 'postcode'>): string {
  if (venue.address) return venue.address;
  return [venue.town, venue.postcode].filter((part): part is string => Boolean(part)).join(', ');
}

/** A venue with coordinates a map can place. */
export type LocatedVenue = Venue & { lat: number; lng: number };

/**
 * SPEC.md section 5: a venue is valid only if lng and lat are finite numbers and the latitude is
 * within -90 to 90. Venues without a place on the map are not offered.
 */
export function isValidVenue(venue: Venue): venue is LocatedVenue {
  const { lat, lng } = venue;
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    lat >= -90 &&
    lat <= 90
  );
}
