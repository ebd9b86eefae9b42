import { describe, expect, it } from 'vitest';
import { membershipEnd, nextBillingDate } from './membership-end';

describe('nextBillingDate', () => {
  it.each([
    ['2026-03-10', 1, '2026-04-01'],
    ['2026-04-01', 1, '2026-04-01'],
    ['2026-02-15', 31, '2026-02-28'],
    ['2028-02-15', 30, '2028-02-29'],
    ['2026-12-20', 15, '2027-01-15'],
  ])('the first billing date on or after %s on day %i is %s', (date, day, expected) => {
    expect(nextBillingDate(date, day)).toBe(expected);
  });
});

describe('membershipEnd', () => {
  const flex = { startsOn: '2025-06-01', minimumTermMonths: 0, noticePeriodMonths: 1 };

  it.each([
    // One month's notice, collected on the 1st: notice to 9 April, so the April period is the last.
    [{ ...flex, billingDay: 1 }, '2026-03-10', '2026-04-30'],
    // Given on a billing date, the month's notice is exactly one period.
    [{ ...flex, billingDay: 1 }, '2026-03-01', '2026-03-31'],
    // Collected on the 15th: notice to 9 April, so the period 15 March to 14 April is the last.
    [{ ...flex, billingDay: 15 }, '2026-03-10', '2026-04-14'],
    // Month ends: notice from 31 January runs to 27 February; collected on the 28th.
    [{ ...flex, billingDay: 28 }, '2026-01-31', '2026-02-27'],
    // ...and in a leap year to 28 February; the 29th is the billing date.
    [{ ...flex, billingDay: 29 }, '2028-01-31', '2028-02-28'],
    [{ ...flex, billingDay: 31 }, '2028-01-31', '2028-02-28'],
    // Year end.
    [{ ...flex, billingDay: 5 }, '2026-12-20', '2027-02-04'],
    // No notice: the current period is the last, never ending before tomorrow.
    [{ ...flex, noticePeriodMonths: 0, billingDay: 1 }, '2026-04-01', '2026-04-30'],
    [{ ...flex, noticePeriodMonths: 0, billingDay: 1 }, '2026-04-30', '2026-04-30'],
    // Nothing collected monthly: the notice alone.
    [{ ...flex, billingDay: null }, '2026-03-10', '2026-04-09'],
    [{ ...flex, billingDay: null, noticePeriodMonths: 0 }, '2026-03-10', '2026-03-10'],
  ])('%j cancelled on %s ends on %s', (terms, requestedOn, endsOn) => {
    expect(membershipEnd(terms, requestedOn).endsOn).toBe(endsOn);
  });

  it('does not end a membership inside its minimum term', () => {
    const local = { startsOn: '2026-01-15', minimumTermMonths: 12, noticePeriodMonths: 1 };
    expect(membershipEnd({ ...local, billingDay: 15 }, '2026-03-10')).toEqual({
      endsOn: '2027-01-14',
      minimumTermEndsOn: '2027-01-14',
    });
    // Past the term, the notice decides.
    expect(membershipEnd({ ...local, billingDay: 15 }, '2027-03-10').endsOn).toBe('2027-04-14');
  });

  it('counts a minimum term from 29 February to the end of February in a common year', () => {
    const leap = { startsOn: '2028-02-29', minimumTermMonths: 12, noticePeriodMonths: 1 };
    expect(membershipEnd({ ...leap, billingDay: null }, '2028-06-01')).toEqual({
      endsOn: '2029-02-27',
      minimumTermEndsOn: '2029-02-27',
    });
  });
});
