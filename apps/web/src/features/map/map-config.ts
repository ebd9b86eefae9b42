import type { Coordinates } from '../venues/venue-search';

/** Near the middle of Great Britain (SPEC.md section 9). */
export const defaultMapCentre: Coordinates = { lat: 53.59, lng: -2 };
export const defaultMapZoom = 6;
export const searchedPlaceZoom = 10;

/** SPEC.md section 9: 5 miles unless the visitor chooses otherwise. */
export const defaultRadiusMiles = 5;
export const radiusChoicesMiles = [1, 2, 5, 10, 20, 50] as const;

export interface TileLayerConfig {
  url: string;
  attribution: string;
}

/**
 * Map tiles come from the build's configuration (`VITE_MAP_TILE_URL`, with
 * `VITE_MAP_TILE_ATTRIBUTION`). Without one the map shows no tiles — markers still place the
 * venues — so the site works where there is no tile server to reach.
 */
export const mapTileLayer: TileLayerConfig | null = import.meta.env.VITE_MAP_TILE_URL
  ? {
      url: import.meta.env.VITE_MAP_TILE_URL,
      attribution: import.meta.env.VITE_MAP_TILE_ATTRIBUTION ?? '',
    }
  : null;

/** How long typing must pause before the place search asks the geocoder. */
export const placeSearchDebounceMs = 300;
