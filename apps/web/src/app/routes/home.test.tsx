import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { wireVenue } from '../../test/browse-fixtures';
import type { StubRequest } from '../../test/fetch-stub';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const venues = [
  wireVenue({
    id: 1,
    name: 'York Leisure Centre',
    slug: 'york',
    address: '',
    town: 'York',
    postcode: 'YO1 6AA',
    lat: 53.959,
    lng: -1.0815,
  }),
  wireVenue({ id: 2, name: 'Bethnal Green Baths', slug: 'bethnal-green' }),
  wireVenue({
    id: 3,
    name: 'Manchester Aquatics Centre',
    slug: 'manchester-aquatics-centre',
    lat: 53.4676,
    lng: -2.2309,
  }),
  wireVenue({
    id: 4,
    name: 'Salford Sports Village',
    slug: 'salford',
    lat: 53.4849,
    lng: -2.3151,
  }),
  wireVenue({ id: 5, name: 'Nowhere Baths', slug: 'nowhere', lat: null, lng: null }),
  wireVenue({ id: 6, name: 'Beyond The Pole Pool', slug: 'pole', lat: 91, lng: 0 }),
];

function browseApi({ url }: StubRequest) {
  if (url.pathname === '/api/activities/venues') return jsonResponse({ data: venues });
  if (url.pathname === '/api/geocode') {
    const q = url.searchParams.get('q') ?? '';
    return jsonResponse({
      data: 'manchester'.startsWith(q.toLowerCase())
        ? [
            {
              name: 'Manchester',
              county: 'Manchester',
              region: 'England',
              lat: 53.48095,
              lng: -2.23743,
              kind: 'place',
            },
          ]
        : [],
      attribution: 'GeoNames',
    });
  }
  return undefined;
}

const names = () => screen.getAllByTestId('venue-name').map((element) => element.textContent);

describe('home page', () => {
  it('says venues are not available yet while the venues endpoint is missing', async () => {
    stubFetch();
    renderApp('/');
    expect(await screen.findByText('Venues are not available yet.')).toBeVisible();
    expect(document.getElementById('select-venue')).not.toBeNull();
  });

  it('lists venues and remembers the one chosen before opening its page', async () => {
    const user = userEvent.setup();
    stubFetch(browseApi);
    const app = renderApp('/');
    const cards = await screen.findAllByTestId('venue-card');
    expect(cards).toHaveLength(4);
    expect(screen.getAllByTestId('venue-name')[0]).toHaveTextContent('York Leisure Centre');
    expect(screen.getAllByTestId('venue-address')[0]).toHaveTextContent('York, YO1 6AA');
    await user.click(screen.getByText('Bethnal Green Baths'));
    await waitFor(() => expect(app.location()).toBe('/location/bethnal-green'));
    expect(app.store.getState().venues.selectedSlug).toBe('bethnal-green');
    expect(localStorage.getItem('lido.selectedVenueSlug')).toBe('bethnal-green');
  });

  it('leaves out venues without finite coordinates or with a latitude beyond the poles', async () => {
    stubFetch(browseApi);
    renderApp('/');
    await screen.findAllByTestId('venue-card');
    expect(names()).not.toContain('Nowhere Baths');
    expect(names()).not.toContain('Beyond The Pole Pool');
  });

  it('finds venues by a case-insensitive part of their name', async () => {
    const user = userEvent.setup();
    stubFetch(browseApi);
    renderApp('/');
    await screen.findAllByTestId('venue-card');
    await user.type(screen.getByLabelText('Venue name'), 'BATHS');
    expect(names()).toEqual(['Bethnal Green Baths']);
    await user.clear(screen.getByLabelText('Venue name'));
    await user.type(screen.getByLabelText('Venue name'), 'zzz');
    expect(screen.queryAllByTestId('venue-card')).toHaveLength(0);
    expect(screen.getByText('No venues match that name.')).toBeVisible();
  });

  it('lists the venues near a searched place, nearest first, with their distance', async () => {
    const user = userEvent.setup();
    stubFetch(browseApi);
    const app = renderApp('/');
    await screen.findAllByTestId('venue-card');
    expect(screen.getByText('Powered by')).toHaveTextContent('Powered by GeoNames');
    expect(screen.getByLabelText('Within')).toHaveValue('5');

    await user.type(screen.getByLabelText('Near a place or postcode'), 'Manch');
    const places = await screen.findByRole('list', { name: 'Places found' });
    await user.click(within(places).getByRole('button', { name: /Manchester/ }));

    expect(names()).toEqual(['Manchester Aquatics Centre', 'Salford Sports Village']);
    const distances = screen.getAllByTestId('venue-distance').map((item) => item.textContent);
    expect(distances).toEqual(['1.0 mile', '3.2 miles']);
    expect(screen.getByText('2 venues within 5 miles of Manchester, nearest first')).toBeVisible();
    expect(app.store.getState().map.mapData.searchedCoordinates).toEqual({
      lat: 53.48095,
      lng: -2.23743,
    });

    await user.selectOptions(screen.getByLabelText('Within'), '1');
    expect(names()).toEqual(['Manchester Aquatics Centre']);
    expect(app.store.getState().map.radius).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Clear place' }));
    expect(screen.getAllByTestId('venue-card')).toHaveLength(4);
  });

  it('loads the map only once it is shown: Map chosen, or a screen wide enough for both', async () => {
    stubFetch(browseApi);
    const user = userEvent.setup();
    renderApp('/');
    await screen.findAllByTestId('venue-card');
    // The test page is narrow (no media query matches): the list alone shows.
    expect(screen.queryByTestId('venue-map')).toBeNull();
    expect(screen.queryByText('Loading the map…')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Map' }));
    expect(await screen.findByTestId('venue-map')).toBeInTheDocument();
  });

  it('shows the map beside the list on a wide screen', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query === '(min-width: 1024px)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    try {
      stubFetch(browseApi);
      renderApp('/');
      expect(await screen.findByTestId('venue-map')).toBeInTheDocument();
      expect(screen.getAllByTestId('venue-card')).toHaveLength(4);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('places a marker on the map for each listed venue', async () => {
    stubFetch(browseApi);
    renderApp('/');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Map' }));
    const map = await screen.findByTestId('venue-map');
    await waitFor(() => expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(3));
    expect(map.querySelector('[title="Bethnal Green Baths"]')).not.toBeNull();
    // Salford is 4 miles from Manchester Aquatics Centre: one marker for both at this zoom.
    expect(
      map.querySelector(
        '[title="2 venues: Manchester Aquatics Centre, Salford Sports Village. Zoom in"]',
      ),
    ).not.toBeNull();
    // No tile server is configured in tests: the map still works without tiles.
    expect(map.querySelector('.leaflet-tile')).toBeNull();
  });
});
