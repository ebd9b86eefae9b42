import { Venue, dataEnvelope } from '@lido/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const Venues = dataEnvelope(z.array(Venue));

describe('GET /api/activities/venues', () => {
  it('lists every venue by name with the live fields', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/activities/venues' });
    expect(response.statusCode).toBe(200);
    const venues = Venues.parse(response.json()).data;
    expect(venues).toHaveLength(14);
    expect(venues.map((venue) => venue.name)).toEqual(
      [...venues.map((venue) => venue.name)].sort((a, b) => a.localeCompare(b)),
    );
    const swiss = venues.find((venue) => venue.slug === 'swiss-cottage-leisure-centre');
    expect(swiss).toMatchObject({
      id: 90001,
      name: 'Swiss Cottage Leisure Centre',
      town: 'London',
      area: 'Camden',
      postcode: 'NW3 3NF',
      address: 'Adelaide Road, Camden, London, NW3 3NF',
      lat: 51.5424,
      lng: -0.173416,
      venue_type: 'Leisure Centre',
      activities_v2_enabled: true,
      display_venue_selection_button: true,
    });
  });

  it('lists only the venues offering online joining on the online-joining list', async () => {
    const all = Venues.parse(
      (await t.app.inject({ method: 'GET', url: '/api/activities/venues' })).json(),
    ).data;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/activities/venues/online-joining',
    });
    const joining = Venues.parse(response.json()).data;
    expect(joining.length).toBeGreaterThan(0);
    expect(joining.length).toBeLessThan(all.length);
    expect(joining.every((venue) => venue.online_joining_enabled)).toBe(true);
  });

  it('answers 304 to a poll whose If-None-Match carries the current ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/activities/venues' });
    expect(first.headers['cache-control']).toBe('public, max-age=5');
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/activities/venues',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });
});

describe('GET /api/activities/venues/{venue}', () => {
  it('answers one venue by slug and the same venue by numeric id', async () => {
    const bySlug = await t.app.inject({
      method: 'GET',
      url: '/api/activities/venues/britannia-leisure-centre',
    });
    expect(bySlug.statusCode).toBe(200);
    const venue = dataEnvelope(Venue).parse(bySlug.json()).data;
    expect(venue).toMatchObject({ id: 90002, slug: 'britannia-leisure-centre', area: 'Hackney' });
    const byId = await t.app.inject({ method: 'GET', url: '/api/activities/venues/90002' });
    expect(byId.json()).toEqual(bySlug.json());
  });

  it('answers 404 with a message for an unknown venue', async () => {
    for (const id of ['atlantis-lido', '12345']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/activities/venues/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'The venue could not be found.' });
    }
  });
});
