import { describe, expect, it } from 'vitest';
import { camelizeKeys } from '../../shared/lib/case-keys';
import { wireMembership } from '../../test/membership-fixtures';
import type { MyMemberships } from '../../shared/api/get-my-memberships';
import { canChangePlan, monthlyLine, planChangeLine } from './membership-plan-change';

const today = '2026-11-27';

/** Alex's Lido Flex as the app holds it: active, not ending, not frozen or changing. */
const active: MyMemberships[number] = camelizeKeys(wireMembership());

describe('the words of changing plan', () => {
  it('says the change as the API says dates, with the day of the week', () => {
    expect(planChangeLine('Lido Swim', '2026-12-01')).toBe(
      'Changes to Lido Swim on Tue 1 December 2026',
    );
    expect(monthlyLine('£28.00')).toBe('£28.00 a month');
  });
});

describe('when a plan may be changed', () => {
  it('is active, not ending, not frozen and not changing already', () => {
    expect(canChangePlan(active, today)).toBe(true);
    expect(canChangePlan({ ...active, endsOn: '2026-12-31' }, today)).toBe(false);
    expect(canChangePlan({ ...active, status: 'pending' }, today)).toBe(false);
    expect(canChangePlan({ ...active, status: 'frozen' }, today)).toBe(false);
    const booked = { ...active, frozenFrom: '2026-12-01', frozenUntil: '2026-12-31' };
    expect(canChangePlan(booked, today)).toBe(false);
    expect(canChangePlan(booked, '2027-01-01')).toBe(true);
    const planChange = {
      planId: 502,
      planName: 'Lido Swim',
      changesOn: '2026-12-01',
      monthlyPrice: { raw: 2800, formatted: '£28.00' },
    };
    expect(canChangePlan({ ...active, planChange }, today)).toBe(false);
  });
});
