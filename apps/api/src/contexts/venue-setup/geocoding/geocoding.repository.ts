import { asc } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { venues } from '../venues';

export interface VenuePlace {
  name: string;
  town: string;
  area: string;
  postcode: string;
  lat: number | null;
  lng: number | null;
}

/** Venue names, towns, areas and postcodes: the gazetteer's own entries (a few dozen rows). */
export async function listVenuePlaces(db: Database): Promise<VenuePlace[]> {
  return db
    .select({
      name: venues.name,
      town: venues.town,
      area: venues.area,
      postcode: venues.postcode,
      lat: venues.lat,
      lng: venues.lng,
    })
    .from(venues)
    .orderBy(asc(venues.name));
}
