// The console's forms write through the operator import: each builds the one-row JSON files an
// operator would upload, so what they make is checked, kept idempotent and audited as imports are.

/** One file of an import, as `POST /api/admin/import` takes it. */
export interface ImportFileToSend {
  name: string;
  content: string;
  /** `base64` for an image's bytes; text unless told. */
  encoding?: 'text' | 'base64';
}

/** A name as the import makes web addresses of it: "Studio 1" → "studio-1". */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function randomSuffix(): string {
  const bytes = new Uint8Array(4);
  crypto.getRandomValues(bytes);
  return (
    [...bytes].map((byte) => (byte % 36).toString(36)).join('') + Date.now().toString(36).slice(-2)
  );
}

/**
 * The operator's id of a row the console makes: `console-` (made here, not by the operator's own
 * system), the name (readable in a later file: `console-studio-1-…`) and a random part. An id the
 * import knows is an update of its row, so a new row needs an id never used: a name alone could be
 * an earlier row's. A form keeps its id until it succeeds, so sending it again is the same row.
 */
export function consoleId(name: string): string {
  return `console-${slugOf(name).slice(0, 40) || 'row'}-${randomSuffix()}`;
}

/** A row with its empty cells left out (the import reads them as not given anyway). */
function row(
  cells: Record<string, string | number | boolean | string[] | null>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(cells)
      .map(([name, value]) => [name, typeof value === 'string' ? value.trim() : value] as const)
      .filter(([, value]) => value !== '' && value !== null),
  );
}

const file = (name: string, cells: Record<string, unknown>): ImportFileToSend => ({
  name,
  content: JSON.stringify([cells], null, 2),
});

export interface VenueValues {
  name: string;
  addressLine1: string;
  addressLine2: string;
  town: string;
  area: string;
  postcode: string;
  lat: string;
  lng: string;
  phone: string;
  email: string;
  onlineJoining: boolean;
}

export function venueFiles(venueId: string, values: VenueValues): ImportFileToSend[] {
  return [
    file(
      'venues.json',
      row({
        venue_id: venueId,
        name: values.name,
        address_line_1: values.addressLine1,
        address_line_2: values.addressLine2,
        town: values.town,
        area: values.area,
        postcode: values.postcode,
        lat: values.lat,
        lng: values.lng,
        phone: values.phone,
        email: values.email,
        online_joining: values.onlineJoining ? 'yes' : 'no',
      }),
    ),
  ];
}

/** What a location can be, as the import's locations file takes it (docs/import/locations.csv). */
export const locationTypes = [
  'court',
  'pool',
  'lane',
  'studio',
  'hall',
  'pitch',
  'gym',
  'room',
] as const;

export interface LocationValues {
  /** The operator's id of the venue. */
  venueId: string;
  name: string;
  type: string;
}

export function locationFiles(locationId: string, values: LocationValues): ImportFileToSend[] {
  return [
    file(
      'locations.json',
      row({
        location_id: locationId,
        venue_id: values.venueId,
        name: values.name,
        type: values.type,
      }),
    ),
  ];
}

export const weekdays = [
  { value: 'Mon', label: 'Monday' },
  { value: 'Tue', label: 'Tuesday' },
  { value: 'Wed', label: 'Wednesday' },
  { value: 'Thu', label: 'Thursday' },
  { value: 'Fri', label: 'Friday' },
  { value: 'Sat', label: 'Saturday' },
  { value: 'Sun', label: 'Sunday' },
] as const;

export interface WeeklyClassValues {
  /** The operator's ids of the venue and of the location at it. */
  venueId: string;
  locationId: string;
  name: string;
  description: string;
  /** `Mon`, `Wed`… */
  days: string[];
  startTime: string;
  endTime: string;
  capacity: string;
  hasWaitlist: boolean;
  /** In pounds, as typed ("6.50"). */
  price: string;
  memberPrice: string;
}

/**
 * A weekly class is three rows in one import: the activity (a class at its location), its price
 * and its weekly schedule. All three take the same operator id (each kind has its own ids).
 */
export function weeklyClassFiles(classId: string, values: WeeklyClassValues): ImportFileToSend[] {
  return [
    file(
      'activities.json',
      row({
        activity_id: classId,
        venue_id: values.venueId,
        name: values.name,
        kind: 'class',
        description: values.description,
        location_ids: values.locationId ? [values.locationId] : null,
      }),
    ),
    file(
      'prices.json',
      row({
        price_id: classId,
        activity_id: classId,
        name: 'Standard',
        price: values.price,
        member_price: values.memberPrice,
      }),
    ),
    file(
      'schedules.json',
      row({
        schedule_id: classId,
        activity_id: classId,
        location_id: values.locationId,
        days: values.days.length > 0 ? values.days : null,
        start_time: values.startTime,
        end_time: values.endTime,
        capacity: values.capacity,
        waitlist: values.hasWaitlist ? 'yes' : 'no',
      }),
    ),
  ];
}
