import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueueStatus } from '@lido/contract';
import { describe, expect, it } from 'vitest';
import { wireCategory, wireClass, wireDates, wireVenue } from '../../../test/browse-fixtures';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { IN_QUEUE_MESSAGE } from '@lido/contract';
import { waitWords } from './queue-page';

const opensAt = {
  utc: '2026-10-20T09:30:00+00:00',
  local: '2026-10-20T10:30:00+01:00',
  timezone: 'Europe/London',
  format_12_hour: '10:30am',
  format_24_hour: '10:30',
};

function status(overrides: Partial<QueueStatus>): QueueStatus {
  return {
    state: 'none',
    opens_at: null,
    position: null,
    estimated_wait_seconds: null,
    progress: 0,
    admitted_until: null,
    poll_after_seconds: 3,
    ...overrides,
  };
}

/** The venue page's calls, with the waiting room answering `answers` in turn (the last repeats). */
function venueWithQueue(answers: QueueStatus[]) {
  const joins: string[] = [];
  let asked = 0;
  stubFetch(({ url, method }) => {
    switch (url.pathname) {
      case '/api/activities/venues/bethnal-green':
        return jsonResponse({ data: wireVenue() });
      case '/api/activities/venue/bethnal-green/categories':
        return jsonResponse({ data: [] });
      case '/api/release-queue/venues/bethnal-green': {
        const answer = answers[Math.min(asked, answers.length - 1)];
        asked += 1;
        return jsonResponse({ data: answer });
      }
      case '/api/release-queue/venues/bethnal-green/tickets':
        joins.push(method);
        return jsonResponse({
          data: status({ state: 'waiting', opens_at: opensAt, position: 12, progress: 0.25 }),
        });
      default:
        return undefined;
    }
  });
  return joins;
}

describe('the waiting room in front of a venue’s pages', () => {
  it('shows the pages as usual when there is no waiting room', async () => {
    venueWithQueue([status({})]);
    renderApp('/location/bethnal-green');
    expect(await screen.findByRole('heading', { name: 'Bethnal Green Baths' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: "You're in the queue" })).toBeNull();
  });

  it('takes a place for a new visitor and shows it: position, wait and progress', async () => {
    const joins = venueWithQueue([status({ state: 'not_joined', opens_at: opensAt })]);
    renderApp('/location/bethnal-green');
    expect(await screen.findByText('Your place in the queue:')).toHaveTextContent('12');
    expect(screen.getByRole('heading', { name: "You're in the queue" })).toHaveFocus();
    expect(joins).toEqual(['POST']);
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('value', '25');
    expect(screen.getByRole('status')).toBeVisible();
  });

  it('before the opening says when the draw is, and that there is no need to hurry', async () => {
    venueWithQueue([status({ state: 'waiting', opens_at: opensAt })]);
    renderApp('/location/bethnal-green');
    expect(
      await screen.findByText(
        "Bookings open at 10:30. Everyone who is here by then gets a place in a random order, so there's no need to hurry.",
      ),
    ).toBeVisible();
  });

  it('moves on to the venue by itself once the visitor is let in', async () => {
    venueWithQueue([
      status({ state: 'waiting', opens_at: opensAt, position: 1, estimated_wait_seconds: 1 }),
      status({ state: 'admitted', opens_at: opensAt, progress: 1 }),
    ]);
    renderApp('/location/bethnal-green');
    expect(await screen.findByRole('heading', { name: "You're in the queue" })).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: 'Bethnal Green Baths' }, { timeout: 5000 }),
    ).toBeVisible();
  });
});

describe('a booking refused for the queue', () => {
  it('puts a visitor on the timetable into the waiting room that has just opened', async () => {
    const venueApi = '/api/activities/venue/swiss-cottage';
    let opened = false;
    stubFetch(({ url }) => {
      switch (url.pathname) {
        case '/api/activities/venues/swiss-cottage':
          return jsonResponse({ data: wireVenue({ name: 'Swiss Cottage Leisure Centre' }) });
        case `${venueApi}/categories/yoga`:
          return jsonResponse({ data: wireCategory({ slug: 'yoga' }) });
        case `${venueApi}/activity-category/yoga/dates`:
          return jsonResponse({ data: wireDates(['2026-10-20', '2026-10-21']) });
        case `${venueApi}/activity/yoga/v2/timetable`:
        case `${venueApi}/activity/yoga/timetable`:
          return jsonResponse({
            data: [wireClass({ id: 'yoga-noon', name: 'Yoga', start: '12:00', end: '12:50' })],
          });
        case '/api/activities/cart/add':
          opened = true;
          return jsonResponse({ message: IN_QUEUE_MESSAGE, code: 'IN_QUEUE' }, 429);
        case '/api/release-queue/venues/swiss-cottage':
          return jsonResponse({
            data: opened ? status({ state: 'not_joined', opens_at: opensAt }) : status({}),
          });
        case '/api/release-queue/venues/swiss-cottage/tickets':
          return jsonResponse({
            data: status({ state: 'waiting', opens_at: opensAt, position: 40, progress: 0 }),
          });
        default:
          return undefined;
      }
    });
    const user = userEvent.setup();
    renderApp('/location/swiss-cottage/yoga/2026-10-21/by-time');
    const row = (await screen.findAllByTestId('class'))[0] as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Book Yoga at 12:00' }));
    expect(await screen.findByText('Your place in the queue:')).toHaveTextContent('40');
  });
});

describe('the estimated wait', () => {
  it('is said in words a visitor reads at a glance', () => {
    expect(waitWords(null)).toBe(null);
    expect(waitWords(20)).toBe('less than a minute');
    expect(waitWords(70)).toBe('about 1 minute');
    expect(waitWords(600)).toBe('about 10 minutes');
  });
});
