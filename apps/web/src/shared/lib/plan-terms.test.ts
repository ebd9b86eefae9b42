import { describe, expect, it } from 'vitest';
import type { MembershipPlan } from '../api/get-venue-membership-plans';
import { planTerms } from './plan-terms';

const money = (raw: number) => ({ raw, formatted: `£${(raw / 100).toFixed(2)}` });
const plan = (overrides: Partial<MembershipPlan>): MembershipPlan => ({
  id: 501,
  name: 'Lido Flex',
  description: '',
  monthlyPrice: money(4200),
  annualPrice: null,
  joiningFee: money(0),
  minimumTermMonths: 0,
  noticePeriodMonths: 1,
  eligibility: { minAge: 16, maxAge: null, proofDocument: null, description: 'Ages 16 and over' },
  advanceBookingDays: 0,
  guestPassesPerMonth: 0,
  venues: [],
  includes: [],
  availableOnline: true,
  ...overrides,
});

describe('planTerms', () => {
  it('says there is no fee, term or venue limit when there is none', () => {
    expect(planTerms(plan({}), 'Lido')).toEqual([
      'No joining fee',
      'No minimum term',
      "1 month's notice to cancel",
      'Valid at every Lido venue',
      'Ages 16 and over',
    ]);
  });

  it('names the fee, the term, the notice and the venues a plan is limited to', () => {
    expect(
      planTerms(
        plan({
          joiningFee: money(1500),
          minimumTermMonths: 12,
          noticePeriodMonths: 2,
          venues: [{ id: 90001, slug: 'swiss-cottage', name: 'Swiss Cottage Leisure Centre' }],
          advanceBookingDays: 2,
        }),
        'Lido',
      ),
    ).toEqual([
      'Joining fee £15.00',
      '12-month minimum term',
      "2 months' notice to cancel",
      'Valid at Swiss Cottage Leisure Centre only',
      'Ages 16 and over',
      'Book 2 days before everyone else',
    ]);
  });

  it('lets a plan without notice be cancelled at any time', () => {
    expect(planTerms(plan({ noticePeriodMonths: 0 }), 'Lido')[2]).toBe('Cancel at any time');
  });

  it('says how many guest passes a month a plan gives, and nothing when it gives none', () => {
    expect(planTerms(plan({ guestPassesPerMonth: 2 }), 'Lido').at(-1)).toBe(
      '2 guest passes a month',
    );
    expect(planTerms(plan({ guestPassesPerMonth: 1 }), 'Lido').at(-1)).toBe('1 guest pass a month');
    expect(planTerms(plan({}), 'Lido').join(' ')).not.toContain('guest pass');
  });

  it('counts a single day of booking ahead as a day', () => {
    expect(planTerms(plan({ advanceBookingDays: 1 }), 'Lido').at(-1)).toBe(
      'Book 1 day before everyone else',
    );
  });
});
