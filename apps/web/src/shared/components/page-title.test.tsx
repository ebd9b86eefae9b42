import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { wireCategory, wireDates, wireVenue } from '../../test/browse-fixtures';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const venueApi = '/api/activities/venue/bethnal-green';

function browseApi() {
  stubFetch(({ url }) => {
    switch (url.pathname) {
      case '/api/activities/venues/bethnal-green':
        return jsonResponse({ data: wireVenue({ slug: 'bethnal-green', name: 'Hackney Lido' }) });
      case `${venueApi}/categories/badminton`:
        return jsonResponse({ data: wireCategory({ slug: 'badminton', name: 'Badminton' }) });
      case `${venueApi}/activity-category/badminton/dates`:
        return jsonResponse({ data: wireDates(['2026-01-21', '2026-01-22']) });
      default:
        return undefined;
    }
  });
}

describe('page titles', () => {
  beforeEach(() => {
    document.title = '';
  });

  it('names the page, then the site', async () => {
    stubFetch();
    renderApp('/basket');
    await screen.findByRole('heading', { level: 1, name: 'Shopping basket' });
    await waitFor(() => expect(document.title).toBe('Shopping basket — Lido Leisure'));
  });

  it('names a timetable by activity, date and venue once they have loaded', async () => {
    browseApi();
    renderApp('/location/bethnal-green/badminton/2026-01-21/by-time');
    await waitFor(() =>
      expect(document.title).toBe('Badminton — Mon 21 — Hackney Lido — Lido Leisure'),
    );
  });

  it('names a timetable from its address before anything has loaded', async () => {
    // The activity, its dates and the venue never answer; the site's configuration does.
    stubFetch(({ url }) =>
      url.pathname.startsWith('/api/activities/')
        ? new Promise<Response>(() => undefined)
        : undefined,
    );
    renderApp('/location/bethnal-green/badminton-60min/2026-01-21/by-time');
    await waitFor(() =>
      expect(document.title).toBe('Badminton 60min — Wed 21 Jan — Bethnal green — Lido Leisure'),
    );
  });
});

describe('focus on navigation', () => {
  it('leaves focus alone on first load and offers the skip link as the first tab stop', async () => {
    stubFetch();
    renderApp('/basket');
    await screen.findByRole('heading', { level: 1, name: 'Shopping basket' });
    expect(document.body).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  });

  it("moves focus to the new page's main heading", async () => {
    browseApi();
    const app = renderApp('/basket');
    await screen.findByRole('heading', { level: 1, name: 'Shopping basket' });
    await act(() => app.router.navigate('/location/bethnal-green/badminton'));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Badminton at Hackney Lido',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(document.title).toBe('Badminton — Hackney Lido — Lido Leisure'));
  });
});
