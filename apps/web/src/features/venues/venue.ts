// The venue as the web reads it (camelCase). The venues routes join @lido/contract with the
// venues issue; until then this names only the fields the home page shows, after
// reference/live-api.md ({id, name, slug, town, area, postcode, lat, lng, …}).
export interface Venue {
  id: number;
  slug: string;
  name: string;
  address?: string | null;
  town?: string | null;
  area?: string | null;
  postcode?: string | null;
  lat?: number | null;
  lng?: number | null;
}

/** One line for the venue card: whatever address parts the API sent, in reading order. */
export function venueAddressLine(venue: Venue): string {
  return [venue.address, venue.town, venue.postcode]
    .filter((part): part is string => Boolean(part))
    .join(', ');
}
