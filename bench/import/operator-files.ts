// The files a large operator would import: a London leisure trust of `venues` venues, with their
// courts, pools and studios, activities, prices, timetables, plans, staff and customers, in the
// column sets of docs/import/. Seeded, so the same sizes give the same files byte for byte.

export interface OperatorFileSizes {
  venues: number;
  activities: number;
  schedules: number;
  customers: number;
}

/** Every kind in the order the import writes them; each file is `<kind>.csv`. */
export const generatedKinds = [
  'operator',
  'venues',
  'locations',
  'activities',
  'prices',
  'booking_windows',
  'cancellation_policies',
  'schedules',
  'closures',
  'membership_plans',
  'staff',
  'customers',
] as const;
export type GeneratedKind = (typeof generatedKinds)[number];

/** The rows of one file: a header and its rows, as CSV text (RFC 4180, CRLF). */
export interface GeneratedFile {
  kind: GeneratedKind;
  rows: number;
  csv: string;
}

/** A small fast PRNG (mulberry32): the same seed gives the same operator. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (share: number) => next() < share;
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = Math.floor(next() * (index + 1));
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
    }
    return copy;
  };
  return { next, int, pick, chance, shuffle };
}

type Cell = string | number | null;

function csvCell(value: Cell): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvFile(kind: GeneratedKind, header: readonly string[], rows: Cell[][]): GeneratedFile {
  const lines = [header.join(','), ...rows.map((row) => row.map(csvCell).join(','))];
  return { kind, rows: rows.length, csv: `${lines.join('\r\n')}\r\n` };
}

/** Areas of London: the outward code of their postcodes and roughly where they are. */
const areas: ReadonlyArray<{ area: string; outward: string; lat: number; lng: number }> = [
  { area: 'Camden', outward: 'NW1', lat: 51.539, lng: -0.1426 },
  { area: 'Hampstead', outward: 'NW3', lat: 51.556, lng: -0.178 },
  { area: 'Kentish Town', outward: 'NW5', lat: 51.55, lng: -0.14 },
  { area: 'Islington', outward: 'N1', lat: 51.538, lng: -0.103 },
  { area: 'Holloway', outward: 'N7', lat: 51.553, lng: -0.117 },
  { area: 'Highbury', outward: 'N5', lat: 51.552, lng: -0.097 },
  { area: 'Hackney', outward: 'E8', lat: 51.545, lng: -0.055 },
  { area: 'Stoke Newington', outward: 'N16', lat: 51.562, lng: -0.074 },
  { area: 'Bethnal Green', outward: 'E2', lat: 51.527, lng: -0.055 },
  { area: 'Bow', outward: 'E3', lat: 51.529, lng: -0.017 },
  { area: 'Stratford', outward: 'E15', lat: 51.541, lng: -0.003 },
  { area: 'Walthamstow', outward: 'E17', lat: 51.583, lng: -0.02 },
  { area: 'Leyton', outward: 'E10', lat: 51.56, lng: -0.015 },
  { area: 'Greenwich', outward: 'SE10', lat: 51.482, lng: -0.005 },
  { area: 'Lewisham', outward: 'SE13', lat: 51.461, lng: -0.011 },
  { area: 'Deptford', outward: 'SE8', lat: 51.478, lng: -0.026 },
  { area: 'Peckham', outward: 'SE15', lat: 51.474, lng: -0.069 },
  { area: 'Camberwell', outward: 'SE5', lat: 51.474, lng: -0.093 },
  { area: 'Brixton', outward: 'SW2', lat: 51.461, lng: -0.116 },
  { area: 'Clapham', outward: 'SW4', lat: 51.462, lng: -0.138 },
  { area: 'Battersea', outward: 'SW11', lat: 51.47, lng: -0.17 },
  { area: 'Wandsworth', outward: 'SW18', lat: 51.457, lng: -0.192 },
  { area: 'Putney', outward: 'SW15', lat: 51.461, lng: -0.216 },
  { area: 'Tooting', outward: 'SW17', lat: 51.427, lng: -0.168 },
  { area: 'Streatham', outward: 'SW16', lat: 51.428, lng: -0.131 },
  { area: 'Wimbledon', outward: 'SW19', lat: 51.421, lng: -0.206 },
  { area: 'Fulham', outward: 'SW6', lat: 51.474, lng: -0.2 },
  { area: 'Chelsea', outward: 'SW3', lat: 51.487, lng: -0.169 },
  { area: 'Kensington', outward: 'W8', lat: 51.5, lng: -0.193 },
  { area: 'Hammersmith', outward: 'W6', lat: 51.493, lng: -0.223 },
  { area: 'Chiswick', outward: 'W4', lat: 51.492, lng: -0.257 },
  { area: 'Ealing', outward: 'W5', lat: 51.513, lng: -0.305 },
  { area: 'Acton', outward: 'W3', lat: 51.508, lng: -0.273 },
  { area: 'Paddington', outward: 'W2', lat: 51.515, lng: -0.175 },
  { area: 'Kilburn', outward: 'NW6', lat: 51.547, lng: -0.195 },
  { area: 'Willesden', outward: 'NW10', lat: 51.546, lng: -0.234 },
  { area: 'Finchley', outward: 'N3', lat: 51.601, lng: -0.193 },
  { area: 'Tottenham', outward: 'N17', lat: 51.597, lng: -0.069 },
  { area: 'Wood Green', outward: 'N22', lat: 51.597, lng: -0.109 },
  { area: 'Enfield', outward: 'EN1', lat: 51.652, lng: -0.081 },
  { area: 'Croydon', outward: 'CR0', lat: 51.376, lng: -0.098 },
  { area: 'Bromley', outward: 'BR1', lat: 51.406, lng: 0.014 },
  { area: 'Kingston', outward: 'KT1', lat: 51.412, lng: -0.3 },
  { area: 'Richmond', outward: 'TW9', lat: 51.461, lng: -0.303 },
  { area: 'Harrow', outward: 'HA1', lat: 51.58, lng: -0.341 },
  { area: 'Barnet', outward: 'EN5', lat: 51.653, lng: -0.2 },
  { area: 'Romford', outward: 'RM1', lat: 51.575, lng: 0.183 },
];
/** Areas the embedded gazetteer knows by name: a few venues leave their coordinates to it. */
const gazetteerAreas = new Set(['Camden', 'Islington', 'Hackney', 'Croydon', 'Bromley']);
const venueTypes = ['Leisure Centre', 'Sports Centre', 'Pool', 'Lido', 'Fitness Centre'];
const streets = [
  'High Street',
  'Station Road',
  'Park Road',
  'Church Lane',
  'Victoria Road',
  'Mill Lane',
  'Green Lanes',
  'Albert Road',
  'Queens Road',
  'London Road',
  'Grove Road',
  'Manor Road',
  'Kings Avenue',
  'Canal Walk',
  'Market Street',
];
const inwardLetters = 'ABDEFGHJLNPQRSTUWXYZ';
const firstNames = [
  'Olivia', 'Amelia', 'Isla', 'Ava', 'Mia', 'Ivy', 'Lily', 'Isabella', 'Rosie', 'Sophia',
  'Grace', 'Freya', 'Ella', 'Evie', 'Chloe', 'Aisha', 'Priya', 'Zara', 'Hannah', 'Ruth',
  'Noah', 'Oliver', 'George', 'Arthur', 'Muhammad', 'Leo', 'Harry', 'Oscar', 'Archie', 'Henry',
  'Jack', 'Charlie', 'Freddie', 'Theo', 'Jacob', 'Alfie', 'Isaac', 'Thomas', 'Samuel', 'Kwame',
  'Daniel', 'Joseph', 'Rohan', 'Tomasz', 'Luca', 'Mateo', 'Yusuf', 'Adam', 'Ethan', 'James',
]; // prettier-ignore
const femaleNames = new Set(firstNames.slice(0, 20));
const lastNames = [
  'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Patel', 'Robinson',
  'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson',
  'Clarke', 'Khan', 'Hughes', 'Edwards', 'Lewis', 'Ahmed', 'Turner', 'Hill', "O'Brien", 'Murphy',
  'Kowalski', 'Nowak', 'Okafor', 'Mensah', 'Singh', 'Shah', 'Begum', 'Ali', 'Chen', 'Nguyen',
  'Rossi', 'Silva', 'Cohen', 'Fraser', 'Campbell', 'Stewart', 'Kelly', 'Price', 'Baker', 'Cooper',
]; // prettier-ignore
const emailDomains = ['example.com', 'example.co.uk', 'example.org', 'example.net'];

/** What a venue offers: each entry says where it happens (a location type) and how it is priced. */
interface CatalogueEntry {
  name: string;
  group: 'Fitness Classes' | 'Swimming' | 'Racket Sports' | 'Junior Activities';
  kind: 'class' | 'court' | 'ticketed';
  at: 'studio' | 'pool' | 'court' | 'hall';
  minutes: number;
}
const groups = ['Fitness Classes', 'Swimming', 'Racket Sports', 'Junior Activities'] as const;
const catalogue: readonly CatalogueEntry[] = [
  { name: 'Yoga', group: 'Fitness Classes', kind: 'class', at: 'studio', minutes: 60 },
  { name: 'Pilates', group: 'Fitness Classes', kind: 'class', at: 'studio', minutes: 45 },
  { name: 'Spin', group: 'Fitness Classes', kind: 'class', at: 'studio', minutes: 45 },
  { name: 'HIIT', group: 'Fitness Classes', kind: 'class', at: 'studio', minutes: 30 },
  { name: 'Zumba', group: 'Fitness Classes', kind: 'class', at: 'studio', minutes: 60 },
  { name: 'Body Pump', group: 'Fitness Classes', kind: 'class', at: 'studio', minutes: 60 },
  { name: 'Boxercise', group: 'Fitness Classes', kind: 'class', at: 'hall', minutes: 45 },
  { name: 'Circuits', group: 'Fitness Classes', kind: 'class', at: 'hall', minutes: 45 },
  { name: 'Tai Chi', group: 'Fitness Classes', kind: 'class', at: 'studio', minutes: 60 },
  { name: 'Aqua Aerobics', group: 'Swimming', kind: 'class', at: 'pool', minutes: 45 },
  { name: 'Public Swim', group: 'Swimming', kind: 'ticketed', at: 'pool', minutes: 60 },
  { name: 'Lane Swim', group: 'Swimming', kind: 'ticketed', at: 'pool', minutes: 60 },
  { name: 'Family Swim', group: 'Swimming', kind: 'ticketed', at: 'pool', minutes: 60 },
  { name: 'Women Only Swim', group: 'Swimming', kind: 'ticketed', at: 'pool', minutes: 60 },
  { name: 'Adult Swim Lessons', group: 'Swimming', kind: 'class', at: 'pool', minutes: 30 },
  { name: 'Badminton 40min', group: 'Racket Sports', kind: 'court', at: 'court', minutes: 40 },
  { name: 'Badminton 60min', group: 'Racket Sports', kind: 'court', at: 'court', minutes: 60 },
  { name: 'Squash', group: 'Racket Sports', kind: 'court', at: 'court', minutes: 40 },
  { name: 'Table Tennis', group: 'Racket Sports', kind: 'court', at: 'hall', minutes: 60 },
  { name: 'Pickleball', group: 'Racket Sports', kind: 'court', at: 'court', minutes: 60 },
  { name: 'Tennis', group: 'Racket Sports', kind: 'court', at: 'court', minutes: 60 },
  {
    name: 'Junior Swim Lessons',
    group: 'Junior Activities',
    kind: 'class',
    at: 'pool',
    minutes: 30,
  },
  { name: 'Junior Gymnastics', group: 'Junior Activities', kind: 'class', at: 'hall', minutes: 45 },
  { name: 'Mini Kickers', group: 'Junior Activities', kind: 'class', at: 'hall', minutes: 45 },
  { name: 'Junior Badminton', group: 'Junior Activities', kind: 'class', at: 'court', minutes: 60 },
  { name: 'Holiday Camp', group: 'Junior Activities', kind: 'ticketed', at: 'hall', minutes: 180 },
];
const groupDescriptions: Record<(typeof groups)[number], string> = {
  'Fitness Classes': 'Instructor-led classes for every level, from gentle stretching to HIIT.',
  Swimming: 'Public, lane and family sessions, lessons and aqua fitness.',
  'Racket Sports': 'Book a court for badminton, squash, tennis and more.',
  'Junior Activities': 'Lessons, clubs and holiday camps for children.',
};
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

interface Venue {
  id: string;
  locations: Array<{ id: string; type: 'pool' | 'studio' | 'court' | 'hall' | 'gym' }>;
}
interface Activity {
  id: string;
  venue: Venue;
  entry: CatalogueEntry;
  locationIds: string[];
}

const pounds = (pence: number) => (pence / 100).toFixed(2);
const pad = (value: number, width: number) => String(value).padStart(width, '0');
const time = (minutes: number) => `${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}`;

/** An operator's files at the given sizes, one per kind in write order. */
export function generateOperatorFiles(sizes: OperatorFileSizes, seed = 19): GeneratedFile[] {
  const random = seededRandom(seed);
  const postcode = (outward: string) =>
    `${outward} ${random.int(1, 9)}${random.pick([...inwardLetters])}${random.pick([...inwardLetters])}`;
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
  const venues: Venue[] = [];
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

  // Activities: each venue its four groups, then what it offers from the catalogue, spread evenly.
  const activities: Activity[] = [];
  const activityRows: Cell[][] = [];
  for (const [venueIndex, venue] of venues.entries()) {
    const count =
      Math.floor(sizes.activities / venues.length) +
      (venueIndex < sizes.activities % venues.length ? 1 : 0);
    const groupCount = Math.min(groups.length, Math.max(0, count - 1));
    for (const [order, group] of groups.slice(0, groupCount).entries()) {
      activityRows.push([
        `${venue.id}-G${order + 1}`,
        venue.id,
        null,
        group,
        'group',
        groupDescriptions[group],
        null,
        null,
        null,
        order + 1,
      ]);
    }
    const offered = random.shuffle(catalogue);
    for (let number = 0; number < count - groupCount; number += 1) {
      const entry = offered[number % offered.length]!;
      const repeat = Math.floor(number / offered.length);
      const places = venue.locations.filter(
        (location) =>
          location.type === entry.at || (entry.at === 'hall' && location.type === 'studio'),
      );
      const locationIds = places.map((location) => location.id);
      const groupIndex = groups.indexOf(entry.group);
      const id = `${venue.id}-A${pad(number + 1, 3)}`;
      activities.push({ id, venue, entry, locationIds });
      activityRows.push([
        id,
        venue.id,
        groupIndex < groupCount && random.chance(0.9) ? `${venue.id}-G${groupIndex + 1}` : null,
        repeat === 0 ? entry.name : `${entry.name} ${repeat + 1}`,
        entry.kind,
        random.chance(0.5) ? `${entry.name} at ${venue.id}: ${entry.minutes} minutes.` : null,
        locationIds.join(';'),
        entry.kind === 'court' && locationIds.length > 1 ? 'yes' : 'no',
        entry.kind === 'ticketed' && random.chance(0.5) ? 'yes' : 'no',
        number + 1,
      ]);
    }
  }
  files.push(
    csvFile(
      'activities',
      [
        'activity_id', 'venue_id', 'parent_id', 'name', 'kind', 'description', 'location_ids',
        'customer_chooses_location', 'anonymous_booking', 'sort_order',
      ], // prettier-ignore
      activityRows,
    ),
  );

  // Prices: a standard price (and often a member's) for classes and courts; Adult and Junior tickets.
  const priceRows: Cell[][] = [];
  for (const activity of activities) {
    const base = random.int(10, 30) * 50;
    if (activity.entry.kind === 'ticketed') {
      priceRows.push([`${activity.id}-P1`, activity.id, 'Adult', 'ticket', pounds(base), null, 1]);
      priceRows.push([
        `${activity.id}-P2`,
        activity.id,
        'Junior',
        'ticket',
        pounds(base / 2),
        null,
        2,
      ]);
    } else {
      const member = random.chance(0.6) ? pounds(base - 150) : null;
      priceRows.push([
        `${activity.id}-P1`,
        activity.id,
        'Standard',
        'standard',
        pounds(base),
        member,
        1,
      ]);
    }
  }
  files.push(
    csvFile(
      'prices',
      ['price_id', 'activity_id', 'name', 'kind', 'price', 'member_price', 'sort_order'],
      priceRows,
    ),
  );

  // Booking windows for courts (released a week ahead at 22:00); the rest keep the defaults.
  const windowRows: Cell[][] = activities
    .filter((activity) => activity.entry.kind === 'court')
    .map((activity) => [activity.id, 7, 8, 7, '22:00', random.chance(0.5) ? 10 : null]);
  files.push(
    csvFile(
      'booking_windows',
      [
        'activity_id', 'view_days_anonymous', 'view_days_signed_in', 'release_days_before',
        'release_time', 'bookable_until_minutes_after_start',
      ], // prettier-ignore
      windowRows,
    ),
  );

  // The operator's default policy, and a stricter one for every venue's classes of one kind.
  const policyRows: Cell[][] = [['POL-DEFAULT', null, 24, 'credit', 'no_refund', null, null]];
  for (const activity of activities) {
    if (activity.entry.name === 'Spin' || activity.entry.name === 'Squash') {
      policyRows.push([`POL-${activity.id}`, activity.id, 48, 'credit', 'fee', '3.00', '5.00']);
    }
  }
  files.push(
    csvFile(
      'cancellation_policies',
      [
        'policy_id',
        'activity_id',
        'cutoff_hours',
        'refund_to',
        'after_cutoff',
        'late_fee',
        'no_show_fee',
      ],
      policyRows,
    ),
  );

  // Schedules: one weekly session per activity in turn, venue by venue, until there are enough.
  const perVenue = new Map<Venue, Activity[]>();
  for (const activity of activities) {
    const list = perVenue.get(activity.venue) ?? [];
    list.push(activity);
    perVenue.set(activity.venue, list);
  }
  const turns: Activity[] = [];
  for (let turn = 0; turns.length < activities.length; turn += 1) {
    for (const list of perVenue.values()) {
      const activity = list[turn];
      if (activity) turns.push(activity);
    }
  }
  const schedules: Array<{ id: string; venue: Venue; day: string }> = [];
  const scheduleRows: Cell[][] = [];
  const instructors = firstNames.slice(0, 30);
  for (let index = 0; index < sizes.schedules && turns.length > 0; index += 1) {
    const activity = turns[index % turns.length]!;
    const { entry } = activity;
    const days = weekdays.filter(() => random.chance(entry.kind === 'class' ? 0.3 : 0.6));
    if (days.length === 0) days.push(random.pick(weekdays));
    const start = random.int(13, 40) * 30;
    const end = Math.min(start + entry.minutes * (entry.kind === 'court' ? 6 : 1), 23 * 60 + 30);
    const capacity =
      entry.kind === 'court'
        ? 1
        : entry.kind === 'ticketed'
          ? random.int(4, 12) * 10
          : random.int(8, 30);
    const id = `S${pad(index + 1, 5)}`;
    const dated = random.chance(0.1);
    schedules.push({ id, venue: activity.venue, day: days[0]! });
    scheduleRows.push([
      id,
      activity.id,
      activity.locationIds.length > 0 ? random.pick(activity.locationIds) : null,
      days.join(';'),
      time(start),
      time(end),
      capacity,
      entry.kind === 'class' ? 'yes' : 'no',
      dated ? '2027-01-04' : null,
      dated ? '2027-07-25' : null,
      random.chance(0.1)
        ? `${entry.name} (${random.pick(['Beginners', 'Improvers', 'All levels'])})`
        : null,
      entry.kind === 'class' ? `${random.pick(instructors)} ${random.pick(lastNames)}` : null,
    ]);
  }
  files.push(
    csvFile(
      'schedules',
      [
        'schedule_id', 'activity_id', 'location_id', 'days', 'start_time', 'end_time', 'capacity',
        'waitlist', 'starts_on', 'ends_on', 'name', 'instructor',
      ], // prettier-ignore
      scheduleRows,
    ),
  );

  // Closures: every venue on Christmas and Boxing Day, and one session of each venue cancelled.
  const closureRows: Cell[][] = [];
  for (const venue of venues) {
    closureRows.push([
      `${venue.id}-XMAS`,
      venue.id,
      null,
      '2027-12-25',
      'Closed for Christmas Day',
    ]);
    closureRows.push([`${venue.id}-BOXING`, venue.id, null, '2027-12-26', 'Closed for Boxing Day']);
  }
  const firstOfVenue = new Map<Venue, (typeof schedules)[number]>();
  for (const schedule of schedules) {
    if (!firstOfVenue.has(schedule.venue)) firstOfVenue.set(schedule.venue, schedule);
  }
  for (const [venue, schedule] of firstOfVenue) {
    // The first such weekday of February 2027 (1 February 2027 is a Monday).
    const date = `2027-02-${pad(1 + weekdays.indexOf(schedule.day), 2)}`;
    closureRows.push([
      `${venue.id}-${schedule.id}`,
      venue.id,
      schedule.id,
      date,
      'Instructor unavailable',
    ]);
  }
  files.push(
    csvFile('closures', ['closure_id', 'venue_id', 'schedule_id', 'date', 'reason'], closureRows),
  );

  // Plans: trust-wide ones for every venue, and a local one per area (its venues).
  const allVenues = venues.map((venue) => venue.id).join(';');
  const planRows: Cell[][] = [
    ['ALL-IN', 'All Inclusive', 'Gym, swimming and every class at every centre.', '54.00', '540.00', '25.00', 12, 1, 16, null, null, 14, 2, 'yes', allVenues, 1],
    ['SWIM', 'Swim Only', 'Unlimited swimming at every pool.', '32.00', '320.00', null, 1, 1, 16, null, null, 7, 0, 'yes', allVenues, 2],
    ['JUNIOR', 'Junior Active', 'Swimming and junior classes for under-16s.', '18.00', null, null, 1, 1, 5, 15, null, 7, 0, 'yes', allVenues, 3],
    ['STUDENT', 'Student', 'Gym and swim for full-time students.', '24.00', null, null, 1, 1, 16, null, 'Student card', 7, 0, 'yes', allVenues, 4],
    ['SENIOR', 'Active 60+', 'Gym, swim and daytime classes for over-60s.', '22.00', '220.00', null, 1, 1, 60, null, 'Proof of age', 7, 1, 'no', allVenues, 5],
  ]; // prettier-ignore
  for (const [areaIndex, place] of areas.entries()) {
    const local = venues.filter((_, index) => index % areas.length === areaIndex);
    if (local.length === 0) continue;
    planRows.push([
      `LOCAL-${place.outward}`,
      `${place.area} Local`,
      `Gym and swim at the ${place.area} centres.`,
      pounds(random.int(30, 42) * 100),
      null,
      '15.00',
      3,
      1,
      16,
      null,
      null,
      7,
      0,
      'yes',
      local.map((venue) => venue.id).join(';'),
      10 + areaIndex,
    ]);
  }
  files.push(
    csvFile(
      'membership_plans',
      [
        'plan_id', 'name', 'description', 'monthly_price', 'annual_price', 'joining_fee',
        'minimum_term_months', 'notice_period_months', 'min_age', 'max_age', 'proof_document',
        'advance_booking_days', 'guest_passes_per_month', 'available_online', 'venue_ids', 'sort_order',
      ], // prettier-ignore
      planRows,
    ),
  );

  const staffRows: Cell[][] = [];
  for (const venue of venues) {
    for (const role of ['manager', 'receptionist', 'receptionist']) {
      const first = random.pick(firstNames);
      const last = random.pick(lastNames);
      const id = `${venue.id}-ST${staffRows.length + 1}`;
      staffRows.push([
        id,
        venue.id,
        `${first}.${last.replace(/'/g, '')}.${id}@bench-leisure.example`.toLowerCase(),
        first,
        last,
        role,
      ]);
    }
  }
  files.push(
    csvFile(
      'staff',
      ['staff_id', 'venue_id', 'email', 'first_name', 'last_name', 'role'],
      staffRows,
    ),
  );

  // Customers: adults with their own email; about one in eight a family lead with juniors who
  // have none (their lead signs in for them). Emails are unique by the customer's number.
  const customerRows: Cell[][] = [];
  let number = 0;
  while (customerRows.length < sizes.customers) {
    number += 1;
    const leadId = `C${pad(number, 7)}`;
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    const home = venues.length > 0 ? random.pick(venues) : null;
    const place = areas[venues.indexOf(home!) % areas.length] ?? areas[0]!;
    const street = `${random.int(1, 320)} ${random.pick(streets)}`;
    const flat = random.chance(0.25) ? `Flat ${random.int(1, 40)}` : null;
    const code = postcode(place.outward);
    customerRows.push([
      leadId,
      first,
      last,
      `${first}.${last.replace(/'/g, '')}${number}@${random.pick(emailDomains)}`.toLowerCase(),
      random.chance(0.9)
        ? `${random.int(1946, 2007)}-${pad(random.int(1, 12), 2)}-${pad(random.int(1, 28), 2)}`
        : null,
      random.chance(0.85) ? (femaleNames.has(first) ? 'female' : 'male') : null,
      random.chance(0.8) ? `07700 ${random.int(900000, 900999)}` : null,
      street,
      flat,
      'London',
      code,
      home?.id ?? null,
      null,
    ]);
    if (!random.chance(0.12)) continue;
    const juniors = random.int(1, 3);
    for (let child = 0; child < juniors && customerRows.length < sizes.customers; child += 1) {
      number += 1;
      const childFirst = random.pick(firstNames);
      customerRows.push([
        `C${pad(number, 7)}`,
        childFirst,
        last,
        null,
        `${random.int(2011, 2021)}-${pad(random.int(1, 12), 2)}-${pad(random.int(1, 28), 2)}`,
        femaleNames.has(childFirst) ? 'female' : 'male',
        null,
        street,
        flat,
        'London',
        code,
        home?.id ?? null,
        leadId,
      ]);
    }
  }
  files.push(
    csvFile(
      'customers',
      [
        'customer_id', 'first_name', 'last_name', 'email', 'date_of_birth', 'gender', 'phone',
        'address_line_1', 'address_line_2', 'town', 'postcode', 'home_venue_id', 'family_lead_id',
      ], // prettier-ignore
      customerRows,
    ),
  );
  return files;
}
