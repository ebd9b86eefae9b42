/** Demo logins, documented in the README. All share one password. */
export const DEMO_PASSWORD = 'LidoDemo2026!';

export interface DemoCustomer {
  id: number;
  reference: string;
  email: string | null;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: string;
  phone: string | null;
  addressLine1: string;
  town: string;
  postcode: string;
  homeVenueId: number;
  canSignIn: boolean;
}

export const demoCustomers: readonly DemoCustomer[] = [
  {
    id: 1001,
    reference: 'LID1001001',
    email: 'alex.morgan@example.com',
    firstName: 'Alex',
    lastName: 'Morgan',
    dateOfBirth: '1986-04-12',
    gender: 'female',
    phone: '07700 900123',
    addressLine1: '14 Belsize Road',
    town: 'London',
    postcode: 'NW6 4BT',
    homeVenueId: 90001,
    canSignIn: true,
  },
  {
    id: 1002,
    reference: 'LID1001002',
    email: null,
    firstName: 'Sam',
    lastName: 'Morgan',
    dateOfBirth: '2014-09-03',
    gender: 'male',
    phone: null,
    addressLine1: '14 Belsize Road',
    town: 'London',
    postcode: 'NW6 4BT',
    homeVenueId: 90001,
    canSignIn: false,
  },
  {
    id: 1003,
    reference: 'LID1001003',
    email: null,
    firstName: 'Ruby',
    lastName: 'Morgan',
    dateOfBirth: '2017-02-21',
    gender: 'female',
    phone: null,
    addressLine1: '14 Belsize Road',
    town: 'London',
    postcode: 'NW6 4BT',
    homeVenueId: 90001,
    canSignIn: false,
  },
  {
    id: 1004,
    reference: 'LID1001004',
    email: 'priya.shah@example.com',
    firstName: 'Priya',
    lastName: 'Shah',
    dateOfBirth: '1993-11-30',
    gender: 'female',
    phone: '07700 900456',
    addressLine1: '3 Whitworth Street',
    town: 'Manchester',
    postcode: 'M1 3GB',
    homeVenueId: 90006,
    canSignIn: true,
  },
  {
    // A regular who signed up at the desk and does not book online (demo-waitlists.ts).
    id: 1005,
    reference: 'LID1001005',
    email: null,
    firstName: 'Tom',
    lastName: 'Reid',
    dateOfBirth: '1979-06-08',
    gender: 'male',
    phone: null,
    addressLine1: '2 Adelaide Road',
    town: 'London',
    postcode: 'NW3 3QE',
    homeVenueId: 90001,
    canSignIn: false,
  },
  {
    // A regular who signed up at the desk and does not book online (demo-waitlists.ts).
    id: 1006,
    reference: 'LID1001006',
    email: null,
    firstName: 'Grace',
    lastName: 'Okafor',
    dateOfBirth: '1990-01-17',
    gender: 'female',
    phone: null,
    addressLine1: '2 Adelaide Road',
    town: 'London',
    postcode: 'NW3 3QE',
    homeVenueId: 90001,
    canSignIn: false,
  },
  {
    // A regular who signed up at the desk and does not book online (demo-waitlists.ts).
    id: 1007,
    reference: 'LID1001007',
    email: null,
    firstName: 'Ben',
    lastName: 'Carter',
    dateOfBirth: '1984-08-25',
    gender: 'male',
    phone: null,
    addressLine1: '2 Adelaide Road',
    town: 'London',
    postcode: 'NW3 3QE',
    homeVenueId: 90001,
    canSignIn: false,
  },
  {
    // Not a member: pays per class, with a class pass (demo-account-history.ts).
    id: 1008,
    reference: 'LID1001008',
    email: 'jamie.okoro@example.com',
    firstName: 'Jamie',
    lastName: 'Okoro',
    dateOfBirth: '1990-02-14',
    gender: 'non-binary',
    phone: '07700 900789',
    addressLine1: '41 Eton Avenue',
    town: 'London',
    postcode: 'NW3 3EP',
    homeVenueId: 90001,
    canSignIn: true,
  },
];

/** The regulars who fill Swiss Cottage's Reformer Pilates, and the one waiting for a place. */
export const demoReformerRegulars = { booked: [1005, 1006], waiting: 1007 } as const;

/** Alex Morgan is a member and may act for Sam and Ruby. */
export const demoFamilyLinks = [
  { parentCustomerId: 1001, memberCustomerId: 1002, relationship: 'child' },
  { parentCustomerId: 1001, memberCustomerId: 1003, relationship: 'child' },
];

export const demoMemberships = [
  {
    id: 701,
    customerId: 1001,
    planId: 501,
    homeVenueId: 90001,
    status: 'active' as const,
    startsOn: '2025-03-01',
    endsOn: null,
    // Collected on the 1st, as every member who joins online is.
    billingDay: 1,
  },
  {
    id: 702,
    customerId: 1002,
    planId: 503,
    homeVenueId: 90001,
    status: 'active' as const,
    startsOn: '2025-03-01',
    endsOn: null,
    // Collected on the 1st, as every member who joins online is.
    billingDay: 1,
  },
];

/** The receptionist at Swiss Cottage's desk: serves customers, takes payments. */
export const demoStaff = {
  id: 801,
  venueId: 90001,
  email: 'frontdesk@lido.example',
  firstName: 'Jordan',
  lastName: 'Reid',
  role: 'receptionist' as const,
};

/** Swiss Cottage's duty manager: what a receptionist does, and may change prices too. */
export const demoManager = {
  id: 802,
  venueId: 90001,
  email: 'manager@lido.example',
  firstName: 'Dana',
  lastName: 'Whitfield',
  role: 'manager' as const,
};

export const demoStaffMembers = [demoStaff, demoManager];

/** Alex completed the gym induction at Swiss Cottage; Jamie has not yet. */
export const demoInductions = [
  {
    customerId: 1001,
    inductionActivity: 'swiss-cottage-leisure-centre/gym-induction',
    recordedByStaffId: demoStaff.id,
  },
];
