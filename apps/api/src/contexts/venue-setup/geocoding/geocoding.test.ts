import type { GeocodeResult } from '@lido/contract';
import { describe, expect, it } from 'vitest';
import { geocode, offlineCandidates, rankCandidates } from './geocoding.service';
import { createMapboxGeocoder, type Fetch } from './mapbox-geocoder';
import { searchKey, type GazetteerPlace } from './offline-gazetteer';

const place = (name: string, lat = 51.5, lng = -0.1): GazetteerPlace => ({
  name,
  key: searchKey(name),
  county: 'Greater London',
  region: 'England',
  lat,
  lng,
});

const gazetteer = [
  place('London'),
  place('London Colney'),
  place('East London'),
  place('Londonderry'),
  place('Southend-on-Sea'),
  place('Ystradgynlais'),
];
const venues = [
  {
    name: 'Swiss Cottage Leisure Centre',
    town: 'London',
    area: 'Camden',
    postcode: 'NW3 3NF',
    lat: 51.5424,
    lng: -0.173416,
  },
];

describe('ranking offline matches', () => {
  const rank = (query: string, limit = 10) =>
    rankCandidates(query, offlineCandidates(gazetteer, venues), limit).map((result) => [
      result.kind,
      result.name,
    ]);

  it('puts the exact name first, then prefixes, word prefixes and substrings', () => {
    expect(rank('london')).toEqual([
      ['place', 'London'],
      ['place', 'Londonderry'],
      ['place', 'London Colney'],
      ['place', 'East London'],
    ]);
  });

  it('ignores case, accents and punctuation', () => {
    expect(rank('SOUTHEND ON')).toEqual([['place', 'Southend-on-Sea']]);
  });

  it('finds venues by name and postcodes from their start, with or without the space', () => {
    expect(rank('swiss')).toEqual([['venue', 'Swiss Cottage Leisure Centre']]);
    expect(rank('nw3')).toEqual([['postcode', 'NW3 3NF']]);
    expect(rank('nw33nf')).toEqual([['postcode', 'NW3 3NF']]);
    expect(rank('3nf')).toEqual([]);
  });

  it("adds a venue's area missing from the gazetteer as a place at the venue", () => {
    const [camden] = rankCandidates('camden', offlineCandidates(gazetteer, venues), 10);
    expect(camden).toMatchObject({ name: 'Camden', kind: 'place', lat: 51.5424 });
  });

  it('caps the results and finds nothing for an unknown place', () => {
    expect(rank('on', 2)).toHaveLength(2);
    expect(rank('xyzzy')).toEqual([]);
  });
});

describe('the Mapbox adapter', () => {
  const feature = {
    text: 'Brighton',
    place_type: ['place'],
    center: [-0.1372, 50.8225],
    context: [
      { id: 'district.1', text: 'Brighton and Hove' },
      { id: 'region.2', text: 'England' },
    ],
  };

  it('asks Mapbox for GB places only and maps its features', async () => {
    const urls: string[] = [];
    const fetch: Fetch = async (url) => {
      urls.push(url);
      return { ok: true, status: 200, json: async () => ({ features: [feature] }) };
    };
    const results = await createMapboxGeocoder({ token: 'pk.test', fetch }).search('brigh', 5);
    const url = new URL(urls[0] ?? '');
    expect(url.pathname).toBe('/geocoding/v5/mapbox.places/brigh.json');
    expect(url.searchParams.get('country')).toBe('gb');
    expect(url.searchParams.get('access_token')).toBe('pk.test');
    expect(url.searchParams.get('limit')).toBe('5');
    expect(results).toEqual<GeocodeResult[]>([
      {
        name: 'Brighton',
        county: 'Brighton and Hove',
        region: 'England',
        lat: 50.8225,
        lng: -0.1372,
        kind: 'place',
      },
    ]);
  });

  it('marks postcodes and throws on a failed answer', async () => {
    const postcode: Fetch = async () => ({
      ok: true,
      status: 200,
      json: async () => ({ features: [{ ...feature, text: 'BN1 1AA', place_type: ['postcode'] }] }),
    });
    const [result] = await createMapboxGeocoder({ token: 't', fetch: postcode }).search('bn1', 5);
    expect(result?.kind).toBe('postcode');
    const failing: Fetch = async () => ({ ok: false, status: 401, json: async () => ({}) });
    await expect(
      createMapboxGeocoder({ token: 't', fetch: failing }).search('x', 5),
    ).rejects.toThrow('401');
  });

  it('is used instead of the gazetteer when configured, with its attribution', async () => {
    const online = {
      attribution: '© Mapbox',
      search: async () => [
        {
          name: 'Leeds',
          county: null,
          region: null,
          lat: 53.8,
          lng: -1.55,
          kind: 'place' as const,
        },
      ],
    };
    const loadGazetteer = () => Promise.reject(new Error('the gazetteer must not be read'));
    const db = undefined as never;
    expect(await geocode({ db, online, loadGazetteer }, 'leeds')).toEqual({
      data: [{ name: 'Leeds', county: null, region: null, lat: 53.8, lng: -1.55, kind: 'place' }],
      attribution: '© Mapbox',
    });
  });
});
