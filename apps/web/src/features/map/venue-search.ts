// Venue lookup (SPEC.md section 5): by name, and by distance from a searched place.

export interface Coordinates {
  lat: number;
  lng: number;
}

/** The distance unit of the product (SPEC.md section 9). */
export const metresPerMile = 1609.344;

/** The mean radius of the Earth (IUGG), which the haversine formula assumes is a sphere. */
const earthRadiusMetres = 6_371_008.8;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points, in metres (haversine). */
export function distanceInMetres(from: Coordinates, to: Coordinates): number {
  const deltaLat = toRadians(to.lat - from.lat);
  const deltaLng = toRadians(to.lng - from.lng);
  const a =
    Math.sin(deltaLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(deltaLng / 2) ** 2;
  return 2 * earthRadiusMetres * Math.asin(Math.min(1, Math.sqrt(a)));
}

export function distanceInMiles(from: Coordinates, to: Coordinates): number {
  return distanceInMetres(from, to) / metresPerMile;
}

/** `1.2 miles`: one decimal place, as the venue cards show it. */
export function formatMiles(miles: number): string {
  const rounded = miles.toFixed(1);
  return `${rounded} ${rounded === '1.0' ? 'mile' : 'miles'}`;
}

/** Case-insensitive substring match on the venue name; a blank term matches every venue. */
export function filterVenuesByName<T extends { name: string }>(venues: readonly T[], term: string) {
  const needle = term.trim().toLocaleLowerCase('en-GB');
  if (!needle) return [...venues];
  return venues.filter((venue) => venue.name.toLocaleLowerCase('en-GB').includes(needle));
}

type Placed = Coordinates & { name: string };

export type VenueWithDistance<T extends Placed> = T & { distance: number };

/** Venues within `radiusMiles` of `origin`, nearest first, each with its distance in miles. */
export function venuesNear<T extends Placed>(
  venues: readonly T[],
  origin: Coordinates,
  radiusMiles: number,
): VenueWithDistance<T>[] {
  return venues
    .map((venue) => ({ ...venue, distance: distanceInMiles(origin, venue) }))
    .filter((venue) => venue.distance <= radiusMiles)
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name, 'en-GB'));
}
