import type { membershipBenefits } from '../modules/benefits';
import { stableUuidV7 } from './demo-catalogue';

type MembershipBenefitRow = Required<typeof membershipBenefits.$inferInsert>;

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

/**
 * The operator's plans: two for every venue (Flex, Swim), a student concession, a junior plan
 * sold at reception only, and a cheaper Swiss Cottage plan with a 12-month minimum term.
 */
export const demoMembershipPlans = [
  {
    id: 501,
    name: 'Lido Flex',
    description: 'Unlimited gym, swim and classes at every Lido venue. No contract.',
    monthlyPricePence: 4200,
    annualPricePence: 46200,
    joiningFeePence: 1500,
    minimumTermMonths: 0,
    noticePeriodMonths: 1,
    minAge: 16,
    maxAge: null,
    proofDocument: null,
    advanceBookingDays: 2,
    availableOnline: true,
    sortOrder: 0,
  },
  {
    id: 502,
    name: 'Lido Swim',
    description: 'Unlimited public and family swimming at every Lido venue.',
    monthlyPricePence: 2800,
    annualPricePence: 30800,
    joiningFeePence: 0,
    minimumTermMonths: 0,
    noticePeriodMonths: 1,
    minAge: 16,
    maxAge: null,
    proofDocument: null,
    advanceBookingDays: 0,
    availableOnline: true,
    sortOrder: 1,
  },
  {
    id: 503,
    name: 'Lido Junior',
    description: 'Swimming and junior activities for under-16s.',
    monthlyPricePence: 1200,
    annualPricePence: null,
    joiningFeePence: 0,
    minimumTermMonths: 0,
    noticePeriodMonths: 1,
    minAge: null,
    maxAge: 15,
    proofDocument: null,
    advanceBookingDays: 0,
    availableOnline: false,
    sortOrder: 4,
  },
  {
    id: 504,
    name: 'Lido Student',
    description: 'Everything in Lido Flex for full-time students, at every Lido venue.',
    monthlyPricePence: 2650,
    annualPricePence: null,
    joiningFeePence: 0,
    minimumTermMonths: 0,
    noticePeriodMonths: 1,
    minAge: 16,
    maxAge: 24,
    proofDocument: 'Student card',
    advanceBookingDays: 2,
    availableOnline: true,
    sortOrder: 2,
  },
  {
    id: 505,
    name: 'Swiss Cottage Local',
    description:
      'Gym, swim and classes at Swiss Cottage only, for less, with a 12-month minimum term.',
    monthlyPricePence: 3400,
    annualPricePence: 37400,
    joiningFeePence: 0,
    minimumTermMonths: 12,
    noticePeriodMonths: 1,
    minAge: 16,
    maxAge: null,
    proofDocument: null,
    advanceBookingDays: 1,
    availableOnline: true,
    sortOrder: 3,
  },
];

/** Swiss Cottage Local is valid at Swiss Cottage only; the others at every venue. */
export const demoMembershipPlanVenues = [{ planId: 505, venueId: 90001 }];

const courts = ['badminton-60min', 'squash-40min', 'tennis-court-outdoor', 'pickleball'];
const classes = ['yoga', 'spin', 'body-pump', 'pilates', 'aqua-aerobics'];
const swims = ['public-swim', 'family-swim'];

/**
 * What each plan includes: Lido Flex members (Alex Morgan) take their classes free, hire a court
 * free off-peak twice a week and pay 20% less for Reformer Pilates; swim and junior members swim
 * free. Each covers the member's own place; guests pay.
 */
const benefit = (
  row: Pick<MembershipBenefitRow, 'id' | 'planId' | 'name' | 'kind' | 'covers'> &
    Partial<MembershipBenefitRow>,
): MembershipBenefitRow => ({
  percent: null,
  weekdays: null,
  startsFrom: null,
  startsBefore: null,
  usesPerPeriod: null,
  period: null,
  ...row,
});

export const demoMembershipBenefits: MembershipBenefitRow[] = [
  benefit({ id: 5101, planId: 501, name: 'Classes included', kind: 'free', covers: classes }),
  benefit({
    id: 5102,
    planId: 501,
    name: 'Free court hire off-peak',
    kind: 'free',
    covers: courts,
    weekdays: [1, 2, 3, 4, 5],
    startsFrom: '09:00',
    startsBefore: '16:00',
    usesPerPeriod: 2,
    period: 'week',
  }),
  benefit({
    id: 5103,
    planId: 501,
    name: '20% off Reformer Pilates',
    kind: 'percent_off',
    percent: 20,
    covers: ['reformer-pilates'],
  }),
  benefit({ id: 5104, planId: 502, name: 'Swimming included', kind: 'free', covers: swims }),
  benefit({ id: 5105, planId: 503, name: 'Swimming included', kind: 'free', covers: swims }),
  benefit({ id: 5106, planId: 504, name: 'Classes included', kind: 'free', covers: classes }),
  benefit({ id: 5107, planId: 504, name: 'Swimming included', kind: 'free', covers: swims }),
  benefit({ id: 5108, planId: 505, name: 'Classes included', kind: 'free', covers: classes }),
  benefit({ id: 5109, planId: 505, name: 'Swimming included', kind: 'free', covers: swims }),
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
  },
  {
    id: 702,
    customerId: 1002,
    planId: 503,
    homeVenueId: 90001,
    status: 'active' as const,
    startsOn: '2025-03-01',
    endsOn: null,
  },
];

export const demoStaff = {
  id: 801,
  venueId: 90001,
  email: 'frontdesk@lido.example',
  firstName: 'Jordan',
  lastName: 'Reid',
};

/** Alex completed the gym induction at Swiss Cottage; Jamie has not yet. */
export const demoInductions = [
  {
    customerId: 1001,
    inductionCategoryId: stableUuidV7('swiss-cottage-leisure-centre/gym-induction'),
    recordedByStaffId: demoStaff.id,
  },
];
