import type { MembershipPlan } from '@lido/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { wireVenue } from '../../../test/browse-fixtures';
import { jsonResponse, stubFetch, wireClient } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const money = (raw: number) => ({ raw, formatted: `£${(raw / 100).toFixed(2)}` });
const wirePlan = (overrides: Partial<MembershipPlan>): MembershipPlan => ({
  id: 501,
  name: 'Lido Flex',
  description: 'Unlimited gym, swim and classes. No contract.',
  monthly_price: money(4200),
  annual_price: money(46200),
  joining_fee: money(1500),
  minimum_term_months: 0,
  notice_period_months: 1,
  eligibility: {
    min_age: 16,
    max_age: null,
    proof_document: null,
    description: 'Ages 16 and over',
  },
  advance_booking_days: 2,
  guest_passes_per_month: 0,
  venues: [],
  includes: ['Classes included'],
  available_online: true,
  ...overrides,
});

const venues = [wireVenue(), wireVenue({ id: 2, slug: 'hackney-lido', name: 'Hackney Lido' })];

function stubPlans() {
  return stubFetch(({ url }) => {
    switch (url.pathname) {
      case '/api/activities/venues/online-joining':
        return jsonResponse({ data: venues });
      case '/api/activities/venues/bethnal-green/membership-plans':
        return jsonResponse({
          data: [
            wirePlan({}),
            wirePlan({
              id: 503,
              name: 'Lido Junior',
              monthly_price: money(1200),
              annual_price: null,
              joining_fee: money(0),
              includes: [],
              eligibility: {
                min_age: null,
                max_age: 15,
                proof_document: null,
                description: 'Ages 15 and under',
              },
              available_online: false,
            }),
          ],
        });
      case '/api/activities/venues/hackney-lido/membership-plans':
        return jsonResponse({
          data: [
            wirePlan({
              id: 505,
              name: 'Hackney Local',
              minimum_term_months: 12,
              venues: [{ id: 2, slug: 'hackney-lido', name: 'Hackney Lido' }],
            }),
          ],
        });
      default:
        return undefined;
    }
  });
}

describe('/pricing', () => {
  it("compares the first venue's plans with their prices, inclusions and terms", async () => {
    stubPlans();
    renderApp('/pricing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Membership pricing' }),
    ).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Memberships at Bethnal Green Baths' });
    const flex = within(list).getByRole('article', { name: 'Lido Flex' });
    expect(flex).toHaveTextContent('£42.00 a month or £462.00 a year');
    expect(within(flex).getByText('Classes included')).toBeVisible();
    for (const term of [
      'Joining fee £15.00',
      'No minimum term',
      "1 month's notice to cancel",
      'Valid at every Lido Leisure venue',
      'Ages 16 and over',
      'Book 2 days before everyone else',
    ]) {
      expect(within(flex).getByText(term)).toBeVisible();
    }
    const junior = within(list).getByRole('article', { name: 'Lido Junior' });
    expect(within(junior).getByText('Join at reception.')).toBeVisible();
    expect(within(junior).queryByRole('heading', { name: 'Includes' })).toBeNull();
  });

  it('shows the plans of the venue chosen', async () => {
    const user = userEvent.setup();
    stubPlans();
    renderApp('/pricing');
    await user.selectOptions(await screen.findByLabelText('Venue'), 'hackney-lido');
    const local = await screen.findByRole('article', { name: 'Hackney Local' });
    expect(within(local).getByText('12-month minimum term')).toBeVisible();
    expect(within(local).getByText('Valid at Hackney Lido only')).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Lido Flex' })).toBeNull();
  });

  it('is not found where the operator does not sell memberships online', async () => {
    stubFetch(({ url }) =>
      url.pathname === '/api/client'
        ? jsonResponse({ data: { ...wireClient, online_joining_enabled: false } })
        : undefined,
    );
    renderApp('/pricing');
    expect(
      await screen.findByRole('heading', { name: "Whoops! Looks like you've gone offside." }),
    ).toBeVisible();
  });
});
