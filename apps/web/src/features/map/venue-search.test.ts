import { describe, expect, it } from 'vitest';
import {
  distanceInMiles,
  filterVenuesByName,
  formatMiles,
  metresPerMile,
  venuesNear,
} from './venue-search';

const manchester = { lat: 53.48095, lng: -2.23743 };
const venues = [
  { slug: 'edinburgh', name: 'Royal Commonwealth Pool', lat: 55.9389, lng: -3.173 },
  { slug: 'aquatics', name: 'Manchester Aquatics Centre', lat: 53.4676, lng: -2.2309 },
  { slug: 'salford', name: 'Salford Sports Village', lat: 53.4849, lng: -2.3151 },
  { slug: 'swiss', name: 'Swiss Cottage Leisure Centre', lat: 51.5424, lng: -0.173416 },
];

describe('filterVenuesByName', () => {
  it('matches a case-insensitive substring anywhere in the name', () => {
    expect(filterVenuesByName(venues, 'COTTAGE').map((venue) => venue.slug)).toEqual(['swiss']);
    expect(filterVenuesByName(venues, 'centre').map((venue) => venue.slug)).toEqual([
      'aquatics',
      'swiss',
    ]);
  });

  it('keeps every venue for a blank term and none for a term no name contains', () => {
    expect(filterVenuesByName(venues, '  ')).toHaveLength(4);
    expect(filterVenuesByName(venues, 'lido')).toEqual([]);
  });
});

describe('distanceInMiles', () => {
  it('measures the great-circle distance in miles of 1609.344 m', () => {
    expect(metresPerMile).toBe(1609.344);
    // London to Manchester is about 163 miles as the crow flies.
    expect(distanceInMiles({ lat: 51.5074, lng: -0.1278 }, manchester)).toBeCloseTo(163, 0);
    // One degree of latitude is 60 nautical miles: about 69.1 statute miles.
    expect(distanceInMiles({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(69.1, 1);
    expect(distanceInMiles(manchester, manchester)).toBe(0);
  });
});

describe('venuesNear', () => {
  it('keeps the venues within the radius, nearest first, with their distance', () => {
    const near = venuesNear(venues, manchester, 5);
    expect(near.map((venue) => venue.slug)).toEqual(['aquatics', 'salford']);
    expect(near[0]?.distance).toBeCloseTo(1.0, 1);
    expect(near[1]?.distance).toBeGreaterThan(near[0]?.distance ?? Infinity);
  });

  it('grows with the radius', () => {
    expect(venuesNear(venues, manchester, 0.5)).toEqual([]);
    expect(venuesNear(venues, manchester, 1).map((venue) => venue.slug)).toEqual(['aquatics']);
    expect(venuesNear(venues, manchester, 200).map((venue) => venue.slug)).toEqual([
      'aquatics',
      'salford',
      'swiss',
      'edinburgh',
    ]);
  });
});

describe('formatMiles', () => {
  it('shows one decimal place', () => {
    expect(formatMiles(1.234)).toBe('1.2 miles');
    expect(formatMiles(0.96)).toBe('1.0 mile');
    expect(formatMiles(12)).toBe('12.0 miles');
  });
});
