// The demo operator's activities: its instructors and tags, and the weekly templates of its
// classes, courts and drop-in swims that buildDemoCatalogue turns into each venue's timetable.

export const demoInstructors = [
  'Aisha Khan',
  'Ben Carter',
  'Chloe Evans',
  'Daniel Okafor',
  'Emma Walsh',
  'Fraser McLeod',
  'Grace Thompson',
  'Harriet Jones',
  'Idris Price',
  'Jess Murphy',
].map((name, index) => ({ id: 301 + index, name }));

export const demoTags = [
  'Beginner friendly',
  'High intensity',
  'Low impact',
  'Over 60s',
  'Women only',
  'Family',
].map((name, index) => ({ id: 401 + index, name }));

export const tagId = (name: string): number => demoTags.find((tag) => tag.name === name)?.id ?? 0;

export interface ClassTemplate {
  slug: string;
  name: string;
  description: string;
  durationMinutes: number;
  capacity: number;
  pricePence: number;
  memberPricePence: number;
  tags: string[];
  /** [ISO weekday, 'HH:MM'] pairs. */
  times: [number, string][];
}

export const classTemplates: ClassTemplate[] = [
  {
    slug: 'yoga',
    name: 'Yoga',
    description: 'Flowing vinyasa yoga to build strength, balance and flexibility.',
    durationMinutes: 60,
    capacity: 20,
    pricePence: 850,
    memberPricePence: 0,
    tags: ['Beginner friendly', 'Low impact'],
    times: [
      [1, '07:00'],
      [1, '18:30'],
      [3, '12:15'],
      [5, '18:00'],
      [6, '09:30'],
      [7, '10:00'],
    ],
  },
  {
    slug: 'spin',
    name: 'Spin',
    description: 'Indoor cycling set to music: hills, sprints and intervals.',
    durationMinutes: 45,
    capacity: 24,
    pricePence: 900,
    memberPricePence: 0,
    tags: ['High intensity'],
    times: [
      [1, '06:30'],
      [2, '19:00'],
      [3, '06:30'],
      [4, '19:00'],
      [6, '08:30'],
      [7, '09:00'],
    ],
  },
  {
    slug: 'body-pump',
    name: 'Body Pump',
    description:
      'A barbell workout for the whole body, with light to moderate weights and many reps.',
    durationMinutes: 55,
    capacity: 25,
    pricePence: 900,
    memberPricePence: 0,
    tags: ['High intensity'],
    times: [
      [2, '07:00'],
      [2, '18:00'],
      [4, '12:30'],
      [5, '17:30'],
      [7, '11:00'],
    ],
  },
  {
    slug: 'pilates',
    name: 'Pilates',
    description: 'Core strength, posture and control on the mat.',
    durationMinutes: 50,
    capacity: 16,
    pricePence: 850,
    memberPricePence: 0,
    tags: ['Low impact', 'Over 60s', 'Beginner friendly'],
    times: [
      [1, '10:00'],
      [3, '19:30'],
      [4, '10:00'],
      [6, '11:00'],
    ],
  },
  {
    // Two reformers: the demo seed books the coming days full at Swiss Cottage, with a line
    // waiting (demo-waitlists.ts).
    slug: 'reformer-pilates',
    name: 'Reformer Pilates',
    description: 'Pilates on the reformer machine, in a small group of two.',
    durationMinutes: 50,
    capacity: 2,
    pricePence: 1400,
    memberPricePence: 1000,
    tags: ['Low impact'],
    times: [1, 2, 3, 4, 5, 6, 7].map((weekday): [number, string] => [weekday, '12:00']),
  },
  {
    slug: 'aqua-aerobics',
    name: 'Aqua Aerobics',
    description: 'A gentle, joint-friendly cardio workout in the teaching pool.',
    durationMinutes: 45,
    capacity: 30,
    pricePence: 750,
    memberPricePence: 0,
    tags: ['Low impact', 'Over 60s'],
    times: [
      [2, '10:30'],
      [4, '14:00'],
      [5, '10:30'],
      [7, '15:00'],
    ],
  },
];

export interface CourtTemplate {
  sport: 'badminton' | 'squash' | 'tennis' | 'pickleball';
  slug: string;
  name: string;
  locationName: (n: number) => string;
  locationCount: number;
  durationMinutes: number;
  firstStart: string;
  lastStart: string;
  pricePence: number;
  memberPricePence: number;
  allocationStrategy: 'customer' | 'system';
}

export const courtTemplates: CourtTemplate[] = [
  {
    sport: 'badminton',
    slug: 'badminton-60min',
    name: 'Badminton 60min',
    locationName: (n) => `Sports Hall, Court ${n}`,
    locationCount: 4,
    durationMinutes: 60,
    firstStart: '07:00',
    lastStart: '21:00',
    pricePence: 1285,
    memberPricePence: 980,
    allocationStrategy: 'customer',
  },
  {
    sport: 'squash',
    slug: 'squash-40min',
    name: 'Squash 40min',
    locationName: (n) => `Squash Court ${n}`,
    locationCount: 2,
    durationMinutes: 40,
    firstStart: '07:00',
    lastStart: '21:00',
    pricePence: 1050,
    memberPricePence: 800,
    allocationStrategy: 'customer',
  },
  {
    sport: 'tennis',
    slug: 'tennis-court-outdoor',
    name: 'Outdoor Tennis Court Hire',
    locationName: (n) => `Outdoor Court ${n}`,
    locationCount: 3,
    durationMinutes: 60,
    firstStart: '08:00',
    lastStart: '20:00',
    pricePence: 1400,
    memberPricePence: 1000,
    allocationStrategy: 'customer',
  },
  {
    sport: 'pickleball',
    slug: 'pickleball',
    name: 'Pickleball',
    locationName: (n) => `Activity Hall, Court ${n}`,
    locationCount: 2,
    durationMinutes: 60,
    firstStart: '09:00',
    lastStart: '20:00',
    pricePence: 900,
    memberPricePence: 700,
    allocationStrategy: 'system',
  },
];

export interface TicketedTemplate {
  slug: string;
  name: string;
  description: string;
  durationMinutes: number;
  capacity: number;
  /** Adult, Junior, Concession prices in pence. */
  tickets: [string, number, number | null][];
  times: string[];
}

export const ticketedTemplates: TicketedTemplate[] = [
  {
    slug: 'public-swim',
    name: 'Public Swim',
    description: 'Open swimming in the main pool for all ages and abilities.',
    durationMinutes: 60,
    capacity: 60,
    tickets: [
      ['Adult', 550, 0],
      ['Junior', 300, 0],
      ['Concession', 350, 0],
    ],
    times: ['07:00', '12:00', '16:30', '19:00'],
  },
  {
    slug: 'family-swim',
    name: 'Family Swim',
    description: 'Floats and fun in the teaching pool; under-8s swim with an adult.',
    durationMinutes: 60,
    capacity: 40,
    tickets: [
      ['Adult', 390, 0],
      ['Junior', 250, 0],
      ['Concession', 300, 0],
    ],
    times: ['10:00', '15:00'],
  },
];
