// The operator's membership plans in the demo, where each is valid, and what each includes.
import type { membershipBenefits } from '../modules/benefits';

type MembershipBenefitRow = Required<typeof membershipBenefits.$inferInsert>;

/**
 * The operator's plans: two for every venue (Flex, Swim), a student concession, a junior plan
 * sold at reception only, and a cheaper Swiss Cottage plan with a 12-month minimum term. Adult
 * plans give guest passes each month (Flex 2, the others 1); the junior plan none.
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
    guestPassesPerMonth: 2,
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
    guestPassesPerMonth: 1,
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
    guestPassesPerMonth: 0,
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
    guestPassesPerMonth: 1,
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
    guestPassesPerMonth: 1,
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
