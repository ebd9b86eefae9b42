// The demo people's bookings, as plans: which customer books what kind of session, when.

export interface PlannedBooking {
  id: number;
  customerId: number;
  isMember: boolean;
  venueId: number;
  /** Category slugs to try in order: the first with an occurrence in the window is booked. */
  categorySlugs: string[];
  /** Start window relative to now, in hours. */
  fromHours: number;
  toHours: number;
  ticketName?: string;
  status: 'booked' | 'cancelled';
  attended?: boolean;
  payment?: { id: number; tenderType: 'card' | 'cash'; reference: string };
}

// Past bookings are yesterday's (occurrences are materialised from yesterday on); future ones are
// classes and swims a few days out, so seeded bookings leave today's and tomorrow's courts free.
export const plannedBookings: PlannedBooking[] = [
  {
    id: 5001,
    customerId: 1001,
    isMember: true,
    venueId: 90001,
    categorySlugs: ['badminton-60min', 'squash-40min'],
    fromHours: -24,
    toHours: -2,
    status: 'booked',
    attended: true,
    payment: { id: 6001, tenderType: 'card', reference: 'OPY-5T8Q2K1M' },
  },
  {
    id: 5002,
    customerId: 1001,
    isMember: true,
    venueId: 90001,
    categorySlugs: ['public-swim', 'family-swim'],
    fromHours: -24,
    toHours: -2,
    ticketName: 'Adult',
    status: 'booked',
    attended: true,
  },
  {
    id: 5003,
    customerId: 1001,
    isMember: true,
    venueId: 90001,
    categorySlugs: ['yoga', 'pilates', 'spin', 'body-pump'],
    fromHours: 3 * 24,
    toHours: 7 * 24,
    status: 'booked',
  },
  {
    id: 5004,
    customerId: 1001,
    isMember: true,
    venueId: 90001,
    categorySlugs: ['spin', 'body-pump', 'pilates', 'aqua-aerobics'],
    fromHours: 4 * 24,
    toHours: 7 * 24,
    status: 'booked',
  },
  {
    id: 5005,
    customerId: 1002,
    isMember: true,
    venueId: 90001,
    categorySlugs: ['family-swim', 'public-swim'],
    fromHours: 2 * 24,
    toHours: 7 * 24,
    ticketName: 'Junior',
    status: 'booked',
  },
  {
    id: 5006,
    customerId: 1001,
    isMember: true,
    venueId: 90001,
    categorySlugs: ['squash-40min', 'badminton-60min'],
    fromHours: 3 * 24,
    toHours: 7 * 24,
    status: 'cancelled',
    payment: { id: 6002, tenderType: 'card', reference: 'OPY-9W3E7R4T' },
  },
  {
    id: 5007,
    customerId: 1004,
    isMember: false,
    venueId: 90006,
    categorySlugs: ['badminton-60min', 'squash-40min', 'public-swim'],
    fromHours: -24,
    toHours: -2,
    ticketName: 'Adult',
    status: 'booked',
    attended: false,
    payment: { id: 6005, tenderType: 'card', reference: 'OPY-2H6J8L0P' },
  },
];
