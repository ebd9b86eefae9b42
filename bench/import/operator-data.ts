// What the generated operator is made of: a seeded random source, CSV writing, and the places,
// names and catalogue its files draw on.

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
export function seededRandom(seed: number) {
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

export type Cell = string | number | null;

export function csvCell(value: Cell): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvFile(
  kind: GeneratedKind,
  header: readonly string[],
  rows: Cell[][],
): GeneratedFile {
  const lines = [header.join(','), ...rows.map((row) => row.map(csvCell).join(','))];
  return { kind, rows: rows.length, csv: `${lines.join('\r\n')}\r\n` };
}

/** Areas of London: the outward code of their postcodes and roughly where they are. */
export const areas: ReadonlyArray<{ area: string; outward: string; lat: number; lng: number }> = [
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
export const gazetteerAreas = new Set(['Camden', 'Islington', 'Hackney', 'Croydon', 'Bromley']);
export const venueTypes = ['Leisure Centre', 'Sports Centre', 'Pool', 'Lido', 'Fitness Centre'];
export const streets = [
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
export const inwardLetters = 'ABDEFGHJLNPQRSTUWXYZ';
export const firstNames = [
  'Olivia', 'Amelia', 'Isla', 'Ava', 'Mia', 'Ivy', 'Lily', 'Isabella', 'Rosie', 'Sophia',
  'Grace', 'Freya', 'Ella', 'Evie', 'Chloe', 'Aisha', 'Priya', 'Zara', 'Hannah', 'Ruth',
  'Noah', 'Oliver', 'George', 'Arthur', 'Muhammad', 'Leo', 'Harry', 'Oscar', 'Archie', 'Henry',
  'Jack', 'Charlie', 'Freddie', 'Theo', 'Jacob', 'Alfie', 'Isaac', 'Thomas', 'Samuel', 'Kwame',
  'Daniel', 'Joseph', 'Rohan', 'Tomasz', 'Luca', 'Mateo', 'Yusuf', 'Adam', 'Ethan', 'James',
]; // prettier-ignore
export const femaleNames = new Set(firstNames.slice(0, 20));
export const lastNames = [
  'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Patel', 'Robinson',
  'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson',
  'Clarke', 'Khan', 'Hughes', 'Edwards', 'Lewis', 'Ahmed', 'Turner', 'Hill', "O'Brien", 'Murphy',
  'Kowalski', 'Nowak', 'Okafor', 'Mensah', 'Singh', 'Shah', 'Begum', 'Ali', 'Chen', 'Nguyen',
  'Rossi', 'Silva', 'Cohen', 'Fraser', 'Campbell', 'Stewart', 'Kelly', 'Price', 'Baker', 'Cooper',
]; // prettier-ignore
export const emailDomains = ['example.com', 'example.co.uk', 'example.org', 'example.net'];

/** What a venue offers: each entry says where it happens (a location type) and how it is priced. */
export interface CatalogueEntry {
  name: string;
  group: 'Fitness Classes' | 'Swimming' | 'Racket Sports' | 'Junior Activities';
  kind: 'class' | 'court' | 'ticketed';
  at: 'studio' | 'pool' | 'court' | 'hall';
  minutes: number;
}
export const groups = [
  'Fitness Classes',
  'Swimming',
  'Racket Sports',
  'Junior Activities',
] as const;
export const catalogue: readonly CatalogueEntry[] = [
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
export const groupDescriptions: Record<(typeof groups)[number], string> = {
  'Fitness Classes': 'Instructor-led classes for every level, from gentle stretching to HIIT.',
  Swimming: 'Public, lane and family sessions, lessons and aqua fitness.',
  'Racket Sports': 'Book a court for badminton, squash, tennis and more.',
  'Junior Activities': 'Lessons, clubs and holiday camps for children.',
};
export const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export interface Venue {
  id: string;
  locations: Array<{ id: string; type: 'pool' | 'studio' | 'court' | 'hall' | 'gym' }>;
}
export interface Activity {
  id: string;
  venue: Venue;
  entry: CatalogueEntry;
  locationIds: string[];
}

export const pounds = (pence: number) => (pence / 100).toFixed(2);
export const pad = (value: number, width: number) => String(value).padStart(width, '0');
export const time = (minutes: number) =>
  `${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}`;

/** What every kind's generator shares: the random source, and what earlier kinds made. */
export interface Generation {
  random: ReturnType<typeof seededRandom>;
  postcode: (outward: string) => string;
  sizes: { venues: number; activities: number; schedules: number; customers: number };
  venues: Venue[];
  activities: Activity[];
  schedules: Array<{ id: string; venue: Venue; day: string }>;
}
