import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { rowsOf } from '../platform/db/raw-rows';

// What the seed reads back of the demo import, to hang on it what the import does not carry.

export interface DemoVenue {
  id: number;
  slug: string;
  name: string;
  addressLine1: string;
  town: string;
  area: string;
  postcode: string;
  lat: number;
  lng: number;
}

/** The imported venues, in id order. */
export function readDemoVenues(db: Database): Promise<DemoVenue[]> {
  return rowsOf<DemoVenue>(
    db,
    sql`select id, slug, name, address_line_1 as "addressLine1", town, area, postcode, lat, lng
      from venues order by id`,
  );
}

/** The imported activities' ids by venue and activity slug ("swiss-cottage-leisure-centre/yoga"). */
export type DemoActivityIds = ReadonlyMap<string, string>;

export async function readDemoActivityIds(db: Database): Promise<DemoActivityIds> {
  const rows = await rowsOf<{ path: string; id: string }>(
    db,
    sql`select v.slug || '/' || c.slug as path, c.id
      from categories c join venues v on v.id = c.venue_id`,
  );
  return new Map(rows.map((row) => [row.path, row.id]));
}
