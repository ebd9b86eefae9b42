import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { wireCategory, wireDates, wireVenue } from '../../test/browse-fixtures';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const venueApi = '/api/activities/venue/bethnal-green';

describe('venue page', () => {
  it('shows the venue and opens each root activity onto its children', async () => {
    const user = userEvent.setup();
    stubFetch(({ url }) => {
      switch (url.pathname) {
        case '/api/activities/venues/bethnal-green':
          return jsonResponse({ data: wireVenue() });
        case `${venueApi}/categories`:
          return jsonResponse({
            data: [{ name: 'Fitness Classes', slug: 'fitness-classes', has_children: true }],
          });
        case `${venueApi}/categories/fitness-classes`:
          return jsonResponse({
            data: wireCategory({
              name: 'Fitness Classes',
              slug: 'fitness-classes',
              has_children: true,
              is_root: true,
              children: [{ name: 'Yoga', slug: 'yoga', has_children: false }],
            }),
          });
        default:
          return undefined;
      }
    });
    renderApp('/location/bethnal-green');
    expect(await screen.findByRole('heading', { name: 'Bethnal Green Baths' })).toBeVisible();
    expect(screen.getByText('1 Cambridge Heath Road, Bethnal Green, London, E2 9PA')).toBeVisible();
    const root = await screen.findByRole('button', { name: /Fitness Classes/ });
    expect(root).toHaveAttribute('aria-expanded', 'false');
    await user.click(root);
    expect(root).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'Yoga' })).toHaveAttribute(
      'href',
      '/location/bethnal-green/yoga',
    );
  });

  it('shows the not-found page for an unknown venue', async () => {
    stubFetch();
    renderApp('/location/atlantis');
    expect(
      await screen.findByRole('heading', { name: "Whoops! Looks like you've gone offside." }),
    ).toBeVisible();
  });
});

describe('activity page', () => {
  it('lists the dates of the window, each opening its timetable', async () => {
    stubFetch(({ url }) => {
      if (url.pathname === `${venueApi}/categories/yoga`)
        return jsonResponse({ data: wireCategory() });
      if (url.pathname === `${venueApi}/activity-category/yoga/dates`)
        return jsonResponse({ data: wireDates(['2026-10-05', '2026-10-06']) });
      return undefined;
    });
    renderApp('/location/bethnal-green/yoga');
    const list = await screen.findByRole('list', { name: 'Dates' });
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Day 2026-10-06' })).toHaveAttribute(
      'href',
      '/location/bethnal-green/yoga/2026-10-06/by-time',
    );
  });
});
