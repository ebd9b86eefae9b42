import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { wireCategory, wireDates, wireVenue } from '../../../test/browse-fixtures';
import { jsonResponse, requestedUrls, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { initialSessionState } from '../../../shared/state/session.slice';
import { notAtVenueCopy } from '../not-at-venue';
import { allVenuesLabel, changeVenueLabel } from './venue-bar';
import { stickyHeaderHeightVariable } from '../use-sticky-header-height';

// The venue bar (issue 43, item 2): on a venue's pages, which venue the customer is booking at,
// and a way to another venue that keeps the activity they were looking at.

const bethnalGreen = wireVenue();
const hackneyLido = wireVenue({ id: 90002, slug: 'hackney-lido', name: 'Hackney Lido' });
const aldgate = wireVenue({ id: 90003, slug: 'aldgate', name: 'Aldgate Pool', town: 'City' });

/** Three venues: Yoga at Bethnal Green and Hackney Lido, none at Aldgate. */
function venuesApi() {
  return stubFetch(({ url }) => {
    for (const venue of [bethnalGreen, hackneyLido, aldgate]) {
      const venueApi = `/api/activities/venue/${venue.slug}`;
      switch (url.pathname) {
        case `/api/activities/venues/${venue.slug}`:
          return jsonResponse({ data: venue });
        case `${venueApi}/categories`:
          return jsonResponse({ data: [] });
        case `${venueApi}/categories/yoga`:
          return venue === aldgate
            ? jsonResponse({ message: 'Activity not found.' }, 404)
            : jsonResponse({ data: wireCategory() });
        case `${venueApi}/activity-category/yoga/dates`:
          return jsonResponse({ data: wireDates(['2026-10-05', '2026-10-06']) });
        default:
      }
    }
    if (url.pathname === '/api/activities/venues') {
      return jsonResponse({ data: [hackneyLido, bethnalGreen, aldgate] });
    }
    return undefined;
  });
}

const venueBar = () => screen.findByRole('navigation', { name: 'Venue' });

describe('the venue bar', () => {
  it("names the venue on its activity's page, linking back to the venue's page", async () => {
    venuesApi();
    renderApp('/location/bethnal-green/yoga');
    const bar = await venueBar();
    expect(await within(bar).findByRole('link', { name: 'Bethnal Green Baths' })).toHaveAttribute(
      'href',
      '/location/bethnal-green',
    );
    expect(within(bar).getByRole('button', { name: changeVenueLabel })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it("keeps the header on screen on a venue's pages only", async () => {
    venuesApi();
    const app = renderApp('/location/bethnal-green');
    const bar = await venueBar();
    expect(await within(bar).findByText('Bethnal Green Baths')).toBeVisible();
    // The venue's own page: its name is not a link to itself.
    expect(within(bar).queryByRole('link', { name: 'Bethnal Green Baths' })).toBeNull();
    expect(screen.getByRole('banner')).toHaveClass('lido-header--venue');
    // The page is told how tall the header stands, for its scroll padding.
    expect(document.documentElement.style.getPropertyValue(stickyHeaderHeightVariable)).toMatch(
      /^\d+px$/,
    );

    await act(() => app.router.navigate('/basket'));
    await screen.findByRole('heading', { level: 1, name: 'Shopping basket' });
    expect(screen.queryByRole('navigation', { name: 'Venue' })).toBeNull();
    expect(screen.getByRole('banner')).not.toHaveClass('lido-header--venue');
    expect(document.documentElement.style.getPropertyValue(stickyHeaderHeightVariable)).toBe('');
  });

  it('lists the other venues by name, each keeping the activity, and the venue picker', async () => {
    const user = userEvent.setup();
    venuesApi();
    renderApp('/location/bethnal-green/yoga/2026-10-05/by-time');
    const bar = await venueBar();
    const change = await within(bar).findByRole('button', { name: changeVenueLabel });
    await user.click(change);
    expect(change).toHaveAttribute('aria-expanded', 'true');
    const list = await within(bar).findByRole('list', { name: 'Yoga at another venue' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Aldgate Pool, City',
      'Hackney Lido, London',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/location/aldgate?activity=yoga',
      '/location/hackney-lido?activity=yoga',
    ]);
    expect(within(bar).getByRole('link', { name: allVenuesLabel })).toHaveAttribute('href', '/');
    expect(document.getElementById(change.getAttribute('aria-controls') ?? '')).toContainElement(
      list,
    );
  });

  it('asks for the venues as the button is reached, before it is pressed', async () => {
    const fetchMock = venuesApi();
    renderApp('/location/bethnal-green/yoga');
    const bar = await venueBar();
    const change = await within(bar).findByRole('button', { name: changeVenueLabel });
    const venuesAsked = () => requestedUrls(fetchMock).includes('/api/activities/venues');
    expect(venuesAsked()).toBe(false);
    act(() => change.focus());
    await waitFor(() => expect(venuesAsked()).toBe(true));
    expect(change).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape, giving focus back to its button, and when focus moves on past it', async () => {
    const user = userEvent.setup();
    venuesApi();
    renderApp('/location/bethnal-green/yoga');
    const bar = await venueBar();
    const change = await within(bar).findByRole('button', { name: changeVenueLabel });
    change.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(await within(bar).findByRole('link', { name: /Aldgate Pool/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(change).toHaveFocus();
    expect(change).toHaveAttribute('aria-expanded', 'false');
    expect(within(bar).queryByRole('list')).toBeNull();

    await user.keyboard('{Enter}');
    (await within(bar).findByRole('link', { name: allVenuesLabel })).focus();
    await user.tab();
    expect(bar).not.toContainElement(document.activeElement as HTMLElement);
    expect(change).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the same activity at the venue chosen where it has it', async () => {
    const user = userEvent.setup();
    venuesApi();
    const app = renderApp('/location/bethnal-green/yoga');
    const bar = await venueBar();
    await user.click(await within(bar).findByRole('button', { name: changeVenueLabel }));
    await user.click(await within(bar).findByRole('link', { name: /Hackney Lido/ }));
    await waitFor(() => expect(app.location()).toBe('/location/hackney-lido/yoga'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yoga at Hackney Lido' }),
    ).toBeVisible();
    expect(within(await venueBar()).queryByRole('list')).toBeNull();
    // The venue chosen is the one "Book an activity" returns to.
    expect(app.store.getState().venues.selectedSlug).toBe('hackney-lido');
  });

  it("opens the chosen venue's page, saying so, where it does not have the activity", async () => {
    const user = userEvent.setup();
    venuesApi();
    const app = renderApp('/location/bethnal-green/yoga');
    const bar = await venueBar();
    await user.click(await within(bar).findByRole('button', { name: changeVenueLabel }));
    await user.click(await within(bar).findByRole('link', { name: /Aldgate Pool/ }));
    await waitFor(() => expect(app.location()).toBe('/location/aldgate'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Aldgate Pool' })).toBeVisible();
    expect(await screen.findByText(notAtVenueCopy('Yoga', 'Aldgate Pool'))).toBeVisible();
    expect(app.store.getState().venues.selectedSlug).toBe('aldgate');
  });

  it('offers no other venue on a kiosk, which keeps to its own', async () => {
    venuesApi();
    renderApp('/location/bethnal-green/yoga', {
      session: { ...initialSessionState, isKiosk: true, currentCentre: 'bethnal-green' },
    });
    const bar = await venueBar();
    expect(await within(bar).findByRole('link', { name: 'Bethnal Green Baths' })).toBeVisible();
    expect(within(bar).queryByRole('button', { name: changeVenueLabel })).toBeNull();
  });

  it('is not drawn in an operator’s frame, which has no header', async () => {
    venuesApi();
    renderApp('/location/bethnal-green/yoga', {
      session: { ...initialSessionState, isEmbedded: true },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yoga at Bethnal Green Baths' }),
    ).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Venue' })).toBeNull();
  });
});

describe("a venue's pages name the venue", () => {
  it('in the heading and the title of the activity page and of its timetable', async () => {
    venuesApi();
    const app = renderApp('/location/bethnal-green/yoga');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Yoga at Bethnal Green Baths',
    });
    expect(within(heading).getByText('at Bethnal Green Baths')).toHaveClass(
      'lido-venue-heading__venue',
    );
    await waitFor(() => expect(document.title).toBe('Yoga — Bethnal Green Baths — Lido Leisure'));

    await act(() => app.router.navigate('/location/bethnal-green/yoga/2026-10-05/by-time'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yoga at Bethnal Green Baths' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Yoga — .+ — Bethnal Green Baths — /));
  });
});
