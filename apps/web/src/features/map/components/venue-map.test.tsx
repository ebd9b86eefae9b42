import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { createStore } from '../../../app/store';
import type { StubRequest } from '../../../test/fetch-stub';
import { jsonResponse, stubFetch, wireClient } from '../../../test/fetch-stub';
import { basemapUrl } from '../basemap/basemap';
import { VenueMap } from './venue-map';

/** A small basemap in the shape of gb-basemap.json: one island and two towns. */
const basemap = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { kind: 'land', country: 'GB' },
      geometry: {
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [-3, 52],
              [-1, 52],
              [-1, 54],
              [-3, 54],
              [-3, 52],
            ],
          ],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { kind: 'town', name: 'Manchester', rank: 1 },
      geometry: { type: 'Point', coordinates: [-2.237, 53.481] },
    },
    {
      type: 'Feature',
      properties: { kind: 'town', name: 'Stoke-on-Trent', rank: 3 },
      geometry: { type: 'Point', coordinates: [-2.185, 53.004] },
    },
  ],
};

const venue = {
  id: 1,
  name: 'Manchester Aquatics Centre',
  slug: 'manchester-aquatics-centre',
  address: '2 Booth Street East',
  town: 'Manchester',
  postcode: 'M13 9SS',
  lat: 53.4676,
  lng: -2.2309,
};

function renderMap(mapTiles: (typeof wireClient)['map_tiles']) {
  const requests: string[] = [];
  stubFetch(({ url }: StubRequest) => {
    requests.push(url.pathname);
    if (url.pathname === '/api/client')
      return jsonResponse({ data: { ...wireClient, map_tiles: mapTiles } });
    if (url.pathname === new URL(basemapUrl, 'http://localhost').pathname)
      return jsonResponse(basemap);
    return undefined;
  });
  render(
    <Provider store={createStore()}>
      <VenueMap
        venues={[venue] as never}
        centre={{ lat: 53.59, lng: -2 }}
        searched={null}
        radiusMiles={5}
        onChooseVenue={() => undefined}
      />
    </Provider>,
  );
  return { map: screen.getByTestId('venue-map'), requests };
}

describe('the venue map', () => {
  it('draws the offline basemap (land and major towns) when the server has no tile provider', async () => {
    const { map, requests } = renderMap(null);
    await waitFor(() => expect(map.querySelector('.lido-basemap__town')).not.toBeNull());
    // Only the major town at the starting zoom (6): Stoke-on-Trent waits for zoom 8.
    const towns = [...map.querySelectorAll('.lido-basemap__town')].map((town) => town.textContent);
    expect(towns).toEqual(['Manchester']);
    expect(map.querySelector('.leaflet-lido-basemap-labels-pane')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(map.querySelector('.leaflet-lido-basemap-land-pane path')).not.toBeNull();
    expect(map.querySelector('.leaflet-tile-pane img')).toBeNull();
    expect(map.querySelector('.leaflet-control-attribution')).toHaveTextContent(
      'Natural Earth. Town names © GeoNames',
    );
    expect(requests).toContain(new URL(basemapUrl, 'http://localhost').pathname);
    // The venues stay on the map, named for screen readers and the keyboard.
    expect(map.querySelector('img[alt="Manchester Aquatics Centre"]')).not.toBeNull();
  });

  it("uses the operator's raster tiles, with their credit as text, when MAP_TILE_URL is set", async () => {
    const { map } = renderMap({
      url: 'https://tiles.example.org/{z}/{x}/{y}.png',
      attribution: '© <b>Example</b> Tiles',
    });
    await waitFor(() => expect(map.querySelector('.leaflet-tile-pane img')).not.toBeNull());
    const tile = map.querySelector<HTMLImageElement>('.leaflet-tile-pane img');
    expect(tile?.src).toMatch(/^https:\/\/tiles\.example\.org\/6\/\d+\/\d+\.png$/);
    const credit = map.querySelector('.leaflet-control-attribution');
    expect(credit).toHaveTextContent('© <b>Example</b> Tiles');
    expect(credit?.querySelector('b')).toBeNull();
    expect(map.querySelector('.lido-basemap__town')).toBeNull();
  });

  it('gives the zoom controls accessible names', async () => {
    const { map } = renderMap(null);
    await waitFor(() => expect(map.querySelector('.leaflet-control-zoom-in')).not.toBeNull());
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeInTheDocument();
  });
});
