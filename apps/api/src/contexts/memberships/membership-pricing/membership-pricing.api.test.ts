import { MembershipPlan, dataEnvelope } from '@lido/contract';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const plansAt = async (venue: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/activities/venues/${venue}/membership-plans`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return dataEnvelope(z.array(MembershipPlan)).parse(response.json()).data;
};

describe('GET /api/activities/venues/{venue}/membership-plans', () => {
  it("lists the plans valid at the venue in the operator's order, with prices, terms, eligibility and what each includes", async () => {
    const plans = await plansAt('swiss-cottage-leisure-centre');
    expect(plans.map((plan) => plan.name)).toEqual([
      'Lido Flex',
      'Lido Swim',
      'Lido Student',
      'Swiss Cottage Local',
      'Lido Junior',
    ]);
    expect(plans[0]).toEqual({
      id: 501,
      name: 'Lido Flex',
      description: 'Unlimited gym, swim and classes at every Lido venue. No contract.',
      monthly_price: { raw: 4200, formatted: '£42.00' },
      annual_price: { raw: 46200, formatted: '£462.00' },
      joining_fee: { raw: 1500, formatted: '£15.00' },
      minimum_term_months: 0,
      notice_period_months: 1,
      eligibility: {
        min_age: 16,
        max_age: null,
        proof_document: null,
        description: 'Ages 16 and over',
      },
      advance_booking_days: 2,
      guest_passes_per_month: 2,
      venues: [],
      includes: [
        'Classes included',
        'Free court hire off-peak (2 a week, Monday to Friday, 09:00 to 16:00)',
        '20% off Reformer Pilates',
      ],
      available_online: true,
    });
    const student = plans.find((plan) => plan.id === 504);
    expect(student?.eligibility.description).toBe('Ages 16 to 24, with a student card');
    const local = plans.find((plan) => plan.id === 505);
    expect(local).toMatchObject({
      minimum_term_months: 12,
      venues: [
        { id: 90001, slug: 'swiss-cottage-leisure-centre', name: 'Swiss Cottage Leisure Centre' },
      ],
    });
    expect(plans.find((plan) => plan.id === 503)?.available_online).toBe(false);
  });

  it('leaves out a plan valid only at other venues, and answers the same by numeric id', async () => {
    const britannia = await plansAt('britannia-leisure-centre');
    expect(britannia.map((plan) => plan.id)).not.toContain(505);
    expect(britannia.map((plan) => plan.id)).toEqual([501, 502, 504, 503]);
    expect(await plansAt('90001')).toEqual(await plansAt('swiss-cottage-leisure-centre'));
  });

  it('answers 404 with a message for an unknown venue', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/activities/venues/nowhere/membership-plans',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'The venue could not be found.' });
  });
});
