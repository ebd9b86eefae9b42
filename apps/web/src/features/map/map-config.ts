import type { Coordinates } from './venue-search';

/** Near the middle of Great Britain (SPEC.md section 9). */
export const defaultMapCentre: Coordinates = { lat: 53.59, lng: -2 };
export const defaultMapZoom = 6;
export const searchedPlaceZoom = 10;

/** SPEC.md section 9: 5 miles unless the visitor chooses otherwise. */
export const defaultRadiusMiles = 5;
export const radiusChoicesMiles = [1, 2, 5, 10, 20, 50] as const;

/**
 * Raster tiles from the operator's tile provider: the server's MAP_TILE_URL, delivered in the
 * site configuration (`GET /api/client`). Without one the map draws Lido's offline basemap.
 */
export interface TileLayerConfig {
  url: string;
  /** Plain text: the credit the provider requires. */
  attribution: string;
}

/** How long typing must pause before the place search asks the geocoder. */
export const placeSearchDebounceMs = 300;
