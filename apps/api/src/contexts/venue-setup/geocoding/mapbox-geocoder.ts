import type { GeocodeResult } from '@lido/contract';

export const MAPBOX_ATTRIBUTION = '© Mapbox © OpenStreetMap';

/** The parts of Mapbox's geocoding v5 answer that Lido reads. */
interface MapboxFeature {
  text?: string;
  place_type?: string[];
  center?: [number, number];
  context?: { id?: string; text?: string }[];
}

export type Fetch = (
  url: string,
  init?: { signal?: AbortSignal },
) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}>;

export interface MapboxGeocoderOptions {
  token: string;
  fetch?: Fetch;
  /** Give up on Mapbox after this long; the caller then falls back to the offline gazetteer. */
  timeoutMs?: number;
}

/**
 * Searches Mapbox's geocoding API (country restricted to gb) when an operator configures a
 * token. Throws on any failure so the caller can fall back to the offline gazetteer.
 */
export function createMapboxGeocoder({
  token,
  fetch = globalThis.fetch,
  timeoutMs = 3000,
}: MapboxGeocoderOptions) {
  return {
    attribution: MAPBOX_ATTRIBUTION,
    async search(query: string, limit: number): Promise<GeocodeResult[]> {
      const url = new URL(
        `https://api.mapbox.com/geocoding/v5/mapbox.places/${encodeURIComponent(query)}.json`,
      );
      url.searchParams.set('access_token', token);
      url.searchParams.set('country', 'gb');
      url.searchParams.set('limit', String(limit));
      url.searchParams.set('autocomplete', 'true');
      url.searchParams.set('types', 'postcode,place,locality,neighborhood,district');
      const response = await fetch(url.toString(), { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`Mapbox geocoding answered ${response.status}`);
      const body = (await response.json()) as { features?: MapboxFeature[] };
      const results: GeocodeResult[] = [];
      for (const feature of body.features ?? []) {
        const [lng, lat] = feature.center ?? [];
        if (typeof lat !== 'number' || typeof lng !== 'number' || !feature.text) continue;
        const context = (prefix: string) =>
          feature.context?.find((entry) => entry.id?.startsWith(prefix))?.text ?? null;
        results.push({
          name: feature.text,
          county: context('district.'),
          region: context('region.'),
          lat,
          lng,
          kind: feature.place_type?.includes('postcode') ? 'postcode' : 'place',
        });
      }
      return results.slice(0, limit);
    },
  };
}
