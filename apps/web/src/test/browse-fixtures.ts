// Wire-shaped (snake_case) answers of the browse endpoints for component tests, typed by the
// contract so a change of shape fails here first. Each builder takes overrides.
import type {
  CategoryDetail,
  ClassRowV2,
  SlotRowV2,
  TicketSession,
  TimesRowV2,
  Venue,
  ViewableDate,
} from '@lido/contract';

export function wireVenue(overrides: Partial<Venue> = {}): Venue {
  return {
    id: 90001,
    name: 'Bethnal Green Baths',
    slug: 'bethnal-green',
    venue_type: 'Leisure Centre',
    address: '1 Cambridge Heath Road, Bethnal Green, London, E2 9PA',
    address_line_1: '1 Cambridge Heath Road',
    address_line_2: null,
    town: 'London',
    area: 'Bethnal Green',
    postcode: 'E2 9PA',
    lat: 51.5273,
    lng: -0.0553,
    timezone: 'Europe/London',
    phone: null,
    email: null,
    activities_v2_enabled: true,
    display_venue_selection_button: true,
    online_joining_enabled: true,
    ...overrides,
  };
}

export function wireCategory(overrides: Partial<CategoryDetail> = {}): CategoryDetail {
  const slug = overrides.slug ?? 'yoga';
  return {
    v2: true,
    id: '01941f29-7c00-745a-ae6f-ec244bfc70a4',
    v2Id: '01941f29-7c00-745a-ae6f-ec244bfc70a4',
    name: 'Yoga',
    slug,
    v2_slug: slug,
    v1_slug: slug,
    description: null,
    v1_type: 'class_templates',
    v2_type: 'classes',
    allocation_strategy: 'system',
    image: null,
    browse_by_name: 'location',
    has_children: false,
    parent_slug: 'fitness-classes',
    parent_name: 'Fitness Classes',
    is_root: false,
    children: [],
    locations: [],
    ...overrides,
  };
}

export function wireDates(raws: string[]): ViewableDate[] {
  return raws.map((raw, index) => ({
    raw,
    day_pretty: 'Monday',
    date_pretty: raw.slice(8),
    today: index === 0,
    full_date_pretty: `Day ${raw}`,
    year: raw.slice(0, 4),
  }));
}

function timeOfDay(time: string) {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return {
    format_12_hour: `${twelve}:${String(minutes).padStart(2, '0')}${hours < 12 ? 'am' : 'pm'}`,
    format_24_hour: time,
  };
}

const instant = {
  utc: '2026-10-01T21:00:00+00:00',
  local: '2026-10-01T22:00:00+01:00',
  timezone: 'Europe/London',
  format_12_hour: '10:00pm',
  format_24_hour: '22:00',
};

const location = {
  id: '5043',
  name: 'Studio 1',
  type: 'studio',
  slug: 'studio-1',
  venue_id: 90001,
  venue_slug: 'bethnal-green',
};

interface SessionOverrides {
  start?: string;
  end?: string;
}

function sessionFields({ start = '07:00', end = '08:00' }: SessionOverrides) {
  return {
    name: 'Yoga',
    allows_anonymous_bookings: true,
    category_slug: 'yoga',
    duration: '60min',
    instructors: [],
    date: {
      raw: '2026-10-06',
      raw_pretty: '06/10/2026',
      day_pretty: 'Tue',
      date_pretty: '6 Oct',
      full_date_pretty: 'Tue 6 October 2026',
      full_date: '6 October 2026',
      difference: '1 day from now',
      tz: 'Europe/London',
    },
    location,
    slot_display_location: location.name,
    price: { benefit_applied: false, package_applied: false, formatted: '£8.50', raw: 850 },
    starts_at: timeOfDay(start),
    ends_at: timeOfDay(end),
    first_bookable_at: instant,
    last_bookable_at: timeOfDay(start),
    venue_name: 'Bethnal Green Baths',
    pricing_option_id: 2001,
    cart_type: 'purchasableOccurrence',
    composite_key: '0633e8b5',
    booking: null,
    bookings_count: 0,
    spaces: 20,
    capacity: 20,
    action_to_show: { status: 'BOOK' as const, reason: null },
    waitlist_id: null,
    restrictions: { pre_waiver: null, pre_induction: null, criteria: null },
    has_pre_purchase_restrictions: false,
    requires_induction: false,
    restriction_ids: [],
    benefit_available: null,
    tags: [],
  };
}

export function wireClass(overrides: Partial<ClassRowV2> & SessionOverrides = {}): ClassRowV2 {
  const { start, end, ...rest } = overrides;
  return { id: 'class-1', ...sessionFields({ start, end }), description: null, ...rest };
}

export function wireSlot(overrides: Partial<SlotRowV2> & SessionOverrides = {}): SlotRowV2 {
  const { start, end, ...rest } = overrides;
  return { id: 'slot-1', ...sessionFields({ start, end }), ...rest };
}

export function wireTicketSession(
  overrides: Partial<TicketSession> & SessionOverrides = {},
): TicketSession {
  const { start, end, ...rest } = overrides;
  return {
    id: 'session-1',
    ...sessionFields({ start, end }),
    name: 'Public Swim',
    ticket_types: [
      {
        id: 2009,
        pricing_option_id: 2009,
        name: 'Adult',
        price: { benefit_applied: false, package_applied: false, formatted: '£5.50', raw: 550 },
      },
      {
        id: 2010,
        pricing_option_id: 2010,
        name: 'Junior',
        price: { benefit_applied: false, package_applied: false, formatted: '£3.00', raw: 300 },
      },
    ],
    ...rest,
  };
}

export function wireTimesRow(overrides: Partial<TimesRowV2> & SessionOverrides = {}): TimesRowV2 {
  const { start = '07:00', end = '08:00', ...rest } = overrides;
  return {
    starts_at: timeOfDay(start),
    ends_at: timeOfDay(end),
    duration: '60min',
    price: { is_estimated: false, formatted_amount: '£12.85' },
    composite_key: '857b83f9',
    timestamp: 1791363600,
    booking: null,
    action_to_show: { status: 'BOOK', reason: null },
    category_slug: 'badminton-60min',
    date: '2026-10-06',
    venue_slug: 'bethnal-green',
    location: 'Multiple',
    spaces: 4,
    name: 'Badminton 60min',
    allows_anonymous_bookings: false,
    first_bookable_at: instant,
    restrictions: { pre_waiver: null, pre_induction: null, criteria: null },
    has_pre_purchase_restrictions: false,
    requires_induction: false,
    restriction_ids: [],
    ...rest,
  };
}
