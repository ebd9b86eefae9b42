import { describe, expect, it } from 'vitest';
import { camelizeKeys } from './case-keys';
import { wireVenue } from '../../test/browse-fixtures';
import { isValidVenue, venueAddressLine } from './venue';

const venue = (lat: number | null, lng: number | null) => camelizeKeys(wireVenue({ lat, lng }));

describe('isValidVenue', () => {
  it('accepts finite coordinates with a latitude inside -90..90, the poles included', () => {
    expect(isValidVenue(venue(51.5, -0.1))).toBe(true);
    expect(isValidVenue(venue(90, 180))).toBe(true);
    expect(isValidVenue(venue(-90, -180))).toBe(true);
  });

  it('rejects missing or non-finite coordinates', () => {
    expect(isValidVenue(venue(null, -0.1))).toBe(false);
    expect(isValidVenue(venue(51.5, null))).toBe(false);
    expect(isValidVenue(venue(Number.NaN, -0.1))).toBe(false);
    expect(isValidVenue(venue(51.5, Number.POSITIVE_INFINITY))).toBe(false);
  });

  it('rejects a latitude beyond the poles', () => {
    expect(isValidVenue(venue(90.0001, 0))).toBe(false);
    expect(isValidVenue(venue(-91, 0))).toBe(false);
  });
});

describe('venueAddressLine', () => {
  it("uses the API's one-line address, else the town and postcode", () => {
    expect(
      venueAddressLine({ address: '1 High St, York, YO1 6AA', town: 'York', postcode: 'x' }),
    ).toBe('1 High St, York, YO1 6AA');
    expect(venueAddressLine({ address: '', town: 'York', postcode: 'YO1 6AA' })).toBe(
      'York, YO1 6AA',
    );
  });
});
