import type { WeeklyClassValues } from '../console-rows';

// The weekly class form's fields: their labels and ids, and which of the imported files' columns
// report a problem with each (the form is sent as an import).

export type Field = keyof WeeklyClassValues;

export const labels: Record<Field, string> = {
  venueId: 'Venue',
  locationId: 'Location',
  name: 'Name',
  description: 'Description',
  days: 'Days',
  startTime: 'Start time',
  endTime: 'End time',
  capacity: 'Places',
  hasWaitlist: 'Customers may join a waitlist when it is full',
  price: 'Price',
  memberPrice: 'Member price',
};

export const fieldIds: Record<Field, string> = {
  venueId: 'class-venue',
  locationId: 'class-location',
  name: 'class-name',
  description: 'class-description',
  days: 'class-day-Mon',
  startTime: 'class-start-time',
  endTime: 'class-end-time',
  capacity: 'class-capacity',
  hasWaitlist: 'class-waitlist',
  price: 'class-price',
  memberPrice: 'class-member-price',
};

export const columns = {
  'activities.json': {
    activity_id: 'name',
    name: 'name',
    venue_id: 'venueId',
    location_ids: 'locationId',
    description: 'description',
  },
  'prices.json': { price: 'price', member_price: 'memberPrice', name: 'price' },
  'schedules.json': {
    activity_id: 'name',
    location_id: 'locationId',
    days: 'days',
    start_time: 'startTime',
    end_time: 'endTime',
    capacity: 'capacity',
    waitlist: 'hasWaitlist',
  },
} satisfies Record<string, Record<string, Field>>;

export function emptyClass(venueId: string): WeeklyClassValues {
  return {
    venueId,
    locationId: '',
    name: '',
    description: '',
    days: [],
    startTime: '',
    endTime: '',
    capacity: '',
    hasWaitlist: true,
    price: '',
    memberPrice: '',
  };
}
