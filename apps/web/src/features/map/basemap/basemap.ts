import type { Feature, MultiPolygon, Point } from 'geojson';
// `?url`: the bundler copies the data to a hashed file (cached for a year) and gives its address,
// so the basemap is fetched only where a map is drawn, never in a page's JavaScript.
import basemapUrl from './gb-basemap.json?url';

export type LandFeature = Feature<MultiPolygon, { kind: 'land'; country: string }>;
/** A major town's name; rank 1 shows at every zoom, 2 from zoom 7, 3 from zoom 8. */
export type TownFeature = Feature<Point, { kind: 'town'; name: string; rank: number }>;

export interface Basemap {
  land: LandFeature[];
  towns: TownFeature[];
}

/** Natural Earth is public domain; GeoNames asks for credit (CC BY 4.0). */
export const basemapAttribution = 'Map: Natural Earth. Town names © GeoNames (CC BY 4.0).';

/** The zoom from which towns of each rank are named, so a small map is not crowded. */
const townRankZoom: Record<number, number> = { 1: 0, 2: 7, 3: 8 };

export function townsAtZoom(towns: readonly TownFeature[], zoom: number): TownFeature[] {
  return towns.filter((town) => zoom >= (townRankZoom[town.properties.rank] ?? Infinity));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Keeps what the map can draw: a damaged or foreign file draws nothing rather than throw. */
export function readBasemap(json: unknown): Basemap {
  const features = isRecord(json) && Array.isArray(json.features) ? json.features : [];
  const basemap: Basemap = { land: [], towns: [] };
  for (const feature of features as unknown[]) {
    if (!isRecord(feature) || !isRecord(feature.properties) || !isRecord(feature.geometry)) {
      continue;
    }
    const { kind } = feature.properties;
    if (kind === 'land' && feature.geometry.type === 'MultiPolygon') {
      basemap.land.push(feature as unknown as LandFeature);
    } else if (
      kind === 'town' &&
      feature.geometry.type === 'Point' &&
      typeof feature.properties.name === 'string'
    ) {
      basemap.towns.push(feature as unknown as TownFeature);
    }
  }
  return basemap;
}

let loading: Promise<Basemap> | null = null;

/**
 * The offline basemap, fetched once per visit (the map remounts when the list and map views
 * switch). A failed fetch is forgotten, so the next map tries again.
 */
export function loadBasemap(): Promise<Basemap> {
  loading ??= fetch(basemapUrl)
    .then(async (response) => {
      if (!response.ok) throw new Error(`The basemap answered ${response.status}`);
      return readBasemap(await response.json());
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

export { basemapUrl };
