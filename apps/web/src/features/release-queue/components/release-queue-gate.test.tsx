import { screen } from '@testing-library/react';
import type { QueueStatus } from '@lido/contract';
import { describe, expect, it } from 'vitest';
import { wireVenue } from '../../../test/browse-fixtures';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
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

describe('the estimated wait', () => {
  it('is said in words a visitor reads at a glance', () => {
    expect(waitWords(null)).toBe(null);
    expect(waitWords(20)).toBe('less than a minute');
    expect(waitWords(70)).toBe('about 1 minute');
    expect(waitWords(600)).toBe('about 10 minutes');
  });
});
