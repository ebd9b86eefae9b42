import {
  areas,
  type Cell,
  csvFile,
  gazetteerAreas,
  type Generation,
  pad,
  streets,
  type Venue,
  venueTypes,
} from './operator-data';
import type { GeneratedFile } from './operator-data';

/** The operator, its venues and their locations. */
export function venuesFiles(g: Generation): GeneratedFile[] {
  const { random, postcode, sizes } = g;
  const files: GeneratedFile[] = [];
  files.push(
    csvFile(
      'operator',
      [
        'client_id',
        'name',
        'site_url',
        'my_account_site_url',
        'online_joining_site_url',
        'go_live_date',
      ],
      [
        [
          'bench-leisure',
          'Bench Leisure Trust',
          'https://book.bench-leisure.example',
          null,
          null,
          '2027-01-04',
        ],
      ],
    ),
  );

  // Venues: every area's kinds of centre in turn, so names (and so slugs) never repeat.
  const venues = g.venues;
  const venueRows: Cell[][] = [];
  for (let index = 0; index < sizes.venues; index += 1) {
    const place = areas[index % areas.length]!;
    const round = Math.floor(index / areas.length);
    const type = venueTypes[round % venueTypes.length]!;
    const name = `${place.area} ${type}${round >= venueTypes.length ? ` ${round + 1}` : ''}`;
    const id = `V${pad(index + 1, 3)}`;
    const placedByArea = gazetteerAreas.has(place.area) && round === 1;
    venueRows.push([
      id,
      name,
      null,
      `${random.int(1, 240)} ${random.pick(streets)}`,
      random.chance(0.3) ? place.area : null,
      'London',
      place.area,
      postcode(place.outward),
      placedByArea ? null : (place.lat + (random.next() - 0.5) * 0.02).toFixed(5),
      placedByArea ? null : (place.lng + (random.next() - 0.5) * 0.03).toFixed(5),
      `020 ${random.int(7000, 8999)} ${pad(random.int(0, 9999), 4)}`,
      `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@bench-leisure.example`,
      random.chance(0.6) ? 'yes' : 'no',
    ]);
    // A pool, a studio and a court everywhere; a second court, a sports hall or a gym at most.
    const extras = (['court', 'hall', 'studio', 'gym'] as const).filter(() => random.chance(0.25));
    venues.push({
      id,
      locations: (['pool', 'studio', 'court', ...extras] as const).map((type, number) => ({
        id: `${id}-L${number + 1}`,
        type,
      })),
    });
  }
  files.push(
    csvFile(
      'venues',
      [
        'venue_id', 'name', 'slug', 'address_line_1', 'address_line_2', 'town', 'area',
        'postcode', 'lat', 'lng', 'phone', 'email', 'online_joining',
      ], // prettier-ignore
      venueRows,
    ),
  );

  const locationNames: Record<Venue['locations'][number]['type'], string[]> = {
    pool: ['Main Pool'],
    studio: ['Studio 1', 'Studio 2'],
    court: ['Court 1', 'Court 2'],
    hall: ['Sports Hall'],
    gym: ['Gym'],
  };
  const locationRows: Cell[][] = [];
  for (const venue of venues) {
    const seen = new Map<string, number>();
    for (const location of venue.locations) {
      const number = seen.get(location.type) ?? 0;
      seen.set(location.type, number + 1);
      locationRows.push([
        location.id,
        venue.id,
        locationNames[location.type][number]!,
        location.type,
      ]);
    }
  }
  files.push(csvFile('locations', ['location_id', 'venue_id', 'name', 'type'], locationRows));
  return files;
}
