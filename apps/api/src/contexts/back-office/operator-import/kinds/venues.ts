import { placeCoordinates } from '../../../venue-setup/geocoding';
import { existingVenueIds, saveVenues, venueIdsBySlug } from '../../../venue-setup/venues';
import { email, latitude, longitude, operatorId, text, yesNo } from '../import-columns';
import type { ImportKind } from '../import-kind';
import { lidoNumberId, rowToSave, slugOf, ukPostcode, webSlug } from './shared-columns';

interface VenueRow extends Record<string, unknown> {
  venue_id: string;
  lido_id: number | null;
  name: string;
  slug: string | null;
  address_line_1: string;
  address_line_2: string | null;
  town: string;
  area: string;
  postcode: string;
  lat: number | null;
  lng: number | null;
  phone: string | null;
  email: string | null;
  online_joining: boolean | null;
}

export const venuesKind: ImportKind<VenueRow> = {
  name: 'venues',
  label: 'venue',
  key: 'venue_id',
  columns: [
    { name: 'venue_id', required: true, parse: operatorId, description: 'Your id for the venue.' },
    lidoNumberId('venue'),
    { name: 'name', required: true, parse: text(120), description: 'The venue’s name.' },
    {
      name: 'slug',
      required: false,
      parse: webSlug,
      description: 'The venue’s part of web addresses; made from the name when empty.',
    },
    {
      name: 'address_line_1',
      required: true,
      parse: text(120),
      description: 'First address line.',
    },
    {
      name: 'address_line_2',
      required: false,
      parse: text(120),
      description: 'Second address line.',
    },
    { name: 'town', required: true, parse: text(80), description: 'Town or city.' },
    { name: 'area', required: true, parse: text(80), description: 'Area or borough (“Camden”).' },
    { name: 'postcode', required: true, parse: ukPostcode, description: 'UK postcode.' },
    {
      name: 'lat',
      required: false,
      parse: latitude,
      description: 'Latitude; found from the area or town when empty.',
    },
    {
      name: 'lng',
      required: false,
      parse: longitude,
      description: 'Longitude; found from the area or town when empty.',
    },
    { name: 'phone', required: false, parse: text(30), description: 'Phone number.' },
    { name: 'email', required: false, parse: email, description: 'Email address.' },
    {
      name: 'online_joining',
      required: false,
      parse: yesNo,
      description: 'Whether memberships can be joined online here (yes/no; no when empty).',
    },
  ],
  async check(row, context) {
    const problems: Array<{ column: string; message: string }> = [];
    const { lat, lng } = row.values;
    if ((lat === null) !== (lng === null)) {
      problems.push({
        column: lat === null ? 'lat' : 'lng',
        message:
          'Give both lat and lng, or neither (then the venue is placed by its area or town).',
      });
    }
    const slug = row.values.slug ?? slugOf(row.values.name);
    const sameSlug = (context.rows.get('venues') ?? []).find(
      (other) => other !== row && (other.values.slug ?? slugOf(String(other.values.name))) === slug,
    );
    if (sameSlug && sameSlug.line < row.line) {
      problems.push({
        column: 'slug',
        message: `The slug "${slug}" is also the venue on line ${sameSlug.line}'s: give one of them another.`,
      });
    }
    const holder = (await venueIdsBySlug(context.db, [slug])).get(slug);
    const own = context.existingInternalId('venues', row.key);
    if (holder !== undefined && String(holder) !== own) {
      problems.push({ column: 'slug', message: `The slug "${slug}" is already another venue's.` });
    }
    return problems;
  },
  async complete(rows) {
    const problems = [];
    for (const row of rows) {
      if (row.values.lat !== null) continue;
      const found = await placeCoordinates([row.values.area, row.values.town]);
      if (found) {
        row.values.lat = found.lat;
        row.values.lng = found.lng;
      } else {
        problems.push({
          file: row.file,
          line: row.line,
          column: 'lat',
          message: `Neither "${row.values.area}" nor "${row.values.town}" is a place Lido knows: give the venue's lat and lng.`,
        });
      }
    }
    return problems;
  },
  existingLidoIds: existingVenueIds,
  async write(rows, context) {
    const ids = await saveVenues(
      context.tx,
      context.operatorId,
      rows.map((row) => ({
        ...rowToSave(row),
        fields: {
          slug: row.values.slug ?? slugOf(row.values.name),
          name: row.values.name,
          addressLine1: row.values.address_line_1,
          addressLine2: row.values.address_line_2,
          town: row.values.town,
          area: row.values.area,
          postcode: row.values.postcode,
          lat: row.values.lat,
          lng: row.values.lng,
          phone: row.values.phone,
          email: row.values.email,
          onlineJoiningEnabled: row.values.online_joining ?? false,
        },
      })),
    );
    return new Map(rows.map((row, index) => [row.key, String(ids[index])]));
  },
};
