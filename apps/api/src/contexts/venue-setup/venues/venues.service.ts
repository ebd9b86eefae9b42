import type { Venue } from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import { notFound } from '../../../platform/errors/domain-error';
import {
  findVenueByIdentifier,
  listVenues as listVenueRows,
  type VenueRow,
} from './venues.repository';

export const VENUE_NOT_FOUND_MESSAGE = 'The venue could not be found.';

export interface VenuesDeps {
  db: Database;
}

export async function listVenues(
  { db }: VenuesDeps,
  options: { onlineJoiningOnly?: boolean } = {},
): Promise<Venue[]> {
  return (await listVenueRows(db, options)).map(toVenue);
}

export async function getVenue({ db }: VenuesDeps, identifier: string): Promise<Venue> {
  const row = await findVenueByIdentifier(db, identifier);
  if (!row) throw notFound(VENUE_NOT_FOUND_MESSAGE);
  return toVenue(row);
}

export function toVenue(row: VenueRow): Venue {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    venue_type: row.venueType,
    address: [row.addressLine1, row.addressLine2, row.area, row.town, row.postcode]
      .filter((part): part is string => Boolean(part))
      .join(', '),
    address_line_1: row.addressLine1,
    address_line_2: row.addressLine2,
    town: row.town,
    area: row.area,
    postcode: row.postcode,
    lat: row.lat,
    lng: row.lng,
    timezone: row.timezone,
    phone: row.phone,
    email: row.email,
    activities_v2_enabled: row.activitiesV2Enabled,
    display_venue_selection_button: row.displayVenueSelectionButton,
    online_joining_enabled: row.onlineJoiningEnabled,
  };
}
