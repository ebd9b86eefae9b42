import {
  existingLocationIds,
  findLocationIdBySlug,
  saveLocations,
} from '../../../venue-setup/catalogue';
import { oneOf, operatorId, text } from '../import-columns';
import type { ImportKind } from '../import-kind';
import { lidoNumberId, rowToSave, slugOf } from './shared-columns';

export const locationTypes = [
  'court',
  'pool',
  'lane',
  'studio',
  'hall',
  'pitch',
  'gym',
  'room',
  'resource',
] as const;

interface LocationRow extends Record<string, unknown> {
  location_id: string;
  lido_id: number | null;
  venue_id: string;
  name: string;
  type: (typeof locationTypes)[number];
}

/** Courts, pools, lanes, studios and halls: where a venue's sessions take place. */
export const locationsKind: ImportKind<LocationRow> = {
  name: 'locations',
  label: 'location',
  key: 'location_id',
  columns: [
    {
      name: 'location_id',
      required: true,
      parse: operatorId,
      description: 'Your id for the court, pool or studio.',
    },
    lidoNumberId('location'),
    {
      name: 'venue_id',
      required: true,
      parse: operatorId,
      refersTo: 'venues',
      description: 'The venue it is in (your venue_id).',
    },
    {
      name: 'name',
      required: true,
      parse: text(80),
      description: 'Its name (“Court 1”, “Studio 2”).',
    },
    {
      name: 'type',
      required: true,
      parse: oneOf(locationTypes),
      description: `What it is: ${locationTypes.join(', ')} (a court or lane hired by the slot, as the live system and its apps name them).`,
    },
  ],
  async check(row, context) {
    const slug = slugOf(row.values.name);
    const twin = (context.rows.get('locations') ?? []).find(
      (other) =>
        other.line < row.line &&
        other.file === row.file &&
        other.values.venue_id === row.values.venue_id &&
        slugOf(String(other.values.name)) === slug,
    );
    if (twin) {
      return [
        {
          column: 'name',
          message: `The venue already has a location of this name on line ${twin.line}.`,
        },
      ];
    }
    const venueId = context.existingInternalId('venues', row.values.venue_id);
    if (venueId === undefined) return [];
    const holder = await findLocationIdBySlug(context.db, Number(venueId), slug);
    if (
      holder !== undefined &&
      String(holder) !== context.existingInternalId('locations', row.key)
    ) {
      return [
        {
          column: 'name',
          message: `The venue already has another location named "${row.values.name}".`,
        },
      ];
    }
    return [];
  },
  existingLidoIds: (db, _operatorId, ids) => existingLocationIds(db, ids),
  async write(rows, context) {
    const ids = await saveLocations(
      context.tx,
      rows.map((row) => ({
        ...rowToSave(row),
        fields: {
          venueId: Number(context.internalId('venues', row.values.venue_id)),
          slug: slugOf(row.values.name),
          name: row.values.name,
          type: row.values.type,
        },
      })),
    );
    return new Map(rows.map((row, index) => [row.key, String(ids[index])]));
  },
};
