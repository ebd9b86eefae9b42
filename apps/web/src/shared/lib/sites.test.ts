import { describe, expect, it } from 'vitest';
import { crossSiteHref, type SiteContext } from './sites';

const separateSites: SiteContext['siteUrls'] = {
  bookings: 'http://bookings.lido.localhost:3000',
  myAccount: 'http://my-account.lido.localhost:3000',
  onlineJoining: 'http://join.lido.localhost:3000',
};

const onBookings = (isEmbedded = false): SiteContext => ({
  siteUrls: separateSites,
  currentOrigin: 'http://bookings.lido.localhost:3000',
  isEmbedded,
  kioskCentre: null,
});

describe('crossSiteHref', () => {
  it('keeps a page of this site to the router', () => {
    expect(crossSiteHref('/basket', onBookings())).toBeNull();
    expect(crossSiteHref('/location/britannia-leisure-centre', onBookings())).toBeNull();
  });

  it("links a page of another site to that site's address, query and hash kept", () => {
    expect(crossSiteHref('/my-account/bookings?tab=past#top', onBookings())).toBe(
      'http://my-account.lido.localhost:3000/my-account/bookings?tab=past#top',
    );
    expect(crossSiteHref('/join/501?venue=90001', onBookings())).toBe(
      'http://join.lido.localhost:3000/join/501?venue=90001',
    );
  });

  it('adds embedded=true when crossing from an embedded page (SPEC.md section 1)', () => {
    expect(crossSiteHref('/my-account', onBookings(true))).toBe(
      'http://my-account.lido.localhost:3000/my-account?embedded=true',
    );
  });

  it("keeps a kiosk a kiosk on the other site, for the kiosk's centre", () => {
    expect(
      crossSiteHref('/pricing', { ...onBookings(), kioskCentre: 'swiss-cottage-leisure-centre' }),
    ).toBe(
      'http://join.lido.localhost:3000/pricing?kiosk=true&centre=swiss-cottage-leisure-centre',
    );
  });

  it('links back from My account to the bookings site', () => {
    const onMyAccount = { ...onBookings(), currentOrigin: separateSites.myAccount };
    expect(crossSiteHref('/basket', onMyAccount)).toBe(
      'http://bookings.lido.localhost:3000/basket',
    );
    expect(crossSiteHref('/my-account/details', onMyAccount)).toBeNull();
  });

  it('keeps the sign-in pages on whichever site the visitor is on', () => {
    const onMyAccount = { ...onBookings(), currentOrigin: separateSites.myAccount };
    expect(crossSiteHref('/login?redirect=%2Fmy-account', onMyAccount)).toBeNull();
    expect(crossSiteHref('/register', onBookings())).toBeNull();
  });

  it('keeps everything on one origin when the three sites share it', () => {
    const oneSite = 'http://localhost:3000';
    const context = {
      siteUrls: { bookings: oneSite, myAccount: oneSite, onlineJoining: oneSite },
      currentOrigin: oneSite,
      isEmbedded: true,
      kioskCentre: 'swiss-cottage-leisure-centre',
    };
    expect(crossSiteHref('/my-account', context)).toBeNull();
    expect(crossSiteHref('/pricing', context)).toBeNull();
  });

  it('keeps everything on an origin that is none of the sites (a development server)', () => {
    const context = { ...onBookings(), currentOrigin: 'http://127.0.0.1:5173' };
    expect(crossSiteHref('/my-account', context)).toBeNull();
  });

  it('keeps relative links on this site, whatever page they are on', () => {
    const onMyAccount = { ...onBookings(), currentOrigin: separateSites.myAccount };
    expect(crossSiteHref('details', onMyAccount)).toBeNull();
    expect(crossSiteHref('?tab=past', onMyAccount)).toBeNull();
  });

  it('leaves links to other origins alone', () => {
    expect(crossSiteHref('https://www.example.org/my-account', onBookings())).toBeNull();
  });
});
