import { describe, expect, it } from 'vitest';
import { pageOnItsOwnSite, parseSiteHosts, sitesForRequest, type SiteSettings } from './sites';

const named: SiteSettings = {
  hosts: {
    bookings: 'bookings.example.org',
    myAccount: 'account.example.org',
    onlineJoining: 'join.example.org',
  },
  cookieDomain: 'example.org',
};
const unnamed: SiteSettings = { hosts: undefined, cookieDomain: undefined };

describe('sitesForRequest', () => {
  it('reports the named hosts to a request that came to one of them', () => {
    expect(sitesForRequest({ protocol: 'https', host: 'account.example.org' }, named)).toEqual({
      urls: {
        bookings: 'https://bookings.example.org',
        myAccount: 'https://account.example.org',
        onlineJoining: 'https://join.example.org',
      },
      cookieDomain: 'example.org',
    });
  });

  it('is one site at an address that is none of the named hosts (an internal check by IP)', () => {
    const sites = sitesForRequest({ protocol: 'http', host: '10.0.0.5:3000' }, named);
    expect(new Set(Object.values(sites.urls))).toEqual(new Set(['http://10.0.0.5:3000']));
  });

  it('makes three sites under a .localhost name without configuration, sharing its cookie', () => {
    expect(
      sitesForRequest({ protocol: 'http', host: 'My-Account.lido.localhost:3000' }, unnamed),
    ).toEqual({
      urls: {
        bookings: 'http://bookings.lido.localhost:3000',
        myAccount: 'http://my-account.lido.localhost:3000',
        onlineJoining: 'http://join.lido.localhost:3000',
      },
      cookieDomain: 'lido.localhost',
    });
  });

  it.each(['bookings.localhost:3000', 'localhost:3000', 'swimming.lido.localhost', '127.0.0.1'])(
    'serves %s as all three sites at once, with a host-only cookie',
    (host) => {
      const sites = sitesForRequest({ protocol: 'http', host }, unnamed);
      expect(new Set(Object.values(sites.urls))).toEqual(new Set([`http://${host}`]));
      expect(sites.cookieDomain).toBeUndefined();
    },
  );

  it('keeps AUTH_COOKIE_DOMAIN for a deployment that shares the cookie without naming hosts', () => {
    const settings = { hosts: undefined, cookieDomain: 'example.org' };
    expect(
      sitesForRequest({ protocol: 'https', host: 'www.example.org' }, settings).cookieDomain,
    ).toBe('example.org');
  });
});

describe('pageOnItsOwnSite', () => {
  const on = (host: string, url: string) =>
    pageOnItsOwnSite({ protocol: 'https', host, url }, named);

  it('sends a page asked of the wrong site to its own, query kept', () => {
    expect(on('bookings.example.org', '/my-account/bookings?tab=past')).toBe(
      'https://account.example.org/my-account/bookings?tab=past',
    );
    expect(on('account.example.org', '/location/britannia-leisure-centre')).toBe(
      'https://bookings.example.org/location/britannia-leisure-centre',
    );
    expect(on('bookings.example.org', '/pricing')).toBe('https://join.example.org/pricing');
  });

  it('leaves a page on its own site, and the sign-in pages on any', () => {
    expect(on('account.example.org', '/my-account')).toBeNull();
    expect(on('account.example.org', '/login?redirect=%2Fmy-account')).toBeNull();
    expect(on('join.example.org', '/reset-password?token=x')).toBeNull();
  });

  it('leaves every page where it is when all three sites are one', () => {
    expect(
      pageOnItsOwnSite({ protocol: 'http', host: 'localhost:3000', url: '/my-account' }, unnamed),
    ).toBeNull();
  });
});

describe('parseSiteHosts', () => {
  it('reads three hosts in order, ports kept', () => {
    expect(
      parseSiteHosts(
        'Bookings.example.org, my-account.example.org:8443,join.example.org',
        'example.org',
      ),
    ).toEqual({
      hosts: {
        bookings: 'bookings.example.org',
        myAccount: 'my-account.example.org:8443',
        onlineJoining: 'join.example.org',
      },
    });
  });

  it.each([
    ['bookings.example.org,my-account.example.org', 'example.org', /three different host names/],
    ['a.example.org,a.example.org,b.example.org', 'example.org', /three different host names/],
    ['https://a.example.org,b.example.org,c.example.org', 'example.org', /host names only/],
    ['a.example.org,b.example.org,c.example.org', undefined, /set AUTH_COOKIE_DOMAIN/],
    ['a.example.org,b.example.net,c.example.org', 'example.org', /b.example.net is not within/],
  ])('refuses %s (cookie domain %s)', (text, cookieDomain, problem) => {
    const result = parseSiteHosts(text, cookieDomain);
    expect('problem' in result && result.problem).toMatch(problem);
  });
});
