// What each of the demo's membership plans includes (the plans are imported from demo-import/).
import type { membershipBenefits } from '../contexts/memberships/benefits';

type MembershipBenefitRow = Required<typeof membershipBenefits.$inferInsert>;

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
