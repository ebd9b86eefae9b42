import { describe, expect, it } from 'vitest';
import { siteOfPath, type SiteName } from './sites';

describe('siteOfPath', () => {
  it.each<[string, SiteName | null]>([
    ['/', 'bookings'],
    ['/location/britannia-leisure-centre/swimming', 'bookings'],
    ['/basket/checkout', 'bookings'],
    ['/booking-confirmed/abc', 'bookings'],
    ['/bethnal-green/badminton-60min', 'bookings'],
    ['/my-account', 'myAccount'],
    ['/my-account/bookings/past', 'myAccount'],
    ['/bookings/upcoming', 'myAccount'],
    ['/pricing', 'onlineJoining'],
    ['/join/501', 'onlineJoining'],
    ['/join/confirmed/7', 'onlineJoining'],
    ['/login', null],
    ['/register', null],
    ['/forgotten-password', null],
    ['/reset-password', null],
    // Only whole segments count: a venue whose slug starts like a site's path stays on bookings.
    ['/my-accounting-club', 'bookings'],
    ['/joiners-gym/yoga', 'bookings'],
    ['/pricing-guide', 'bookings'],
  ])('%s belongs to %s', (path, site) => {
    expect(siteOfPath(path)).toBe(site);
  });
});
