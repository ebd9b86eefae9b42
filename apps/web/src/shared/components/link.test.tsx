import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CrossSiteSettingsContext, type CrossSiteSettings } from '../lib/cross-site-links';
import { Link } from './link';

// This page is on the bookings site; My account is a site of its own.
const separateMyAccount = (isEmbedded = false): CrossSiteSettings => ({
  siteUrls: {
    bookings: window.location.origin,
    myAccount: 'http://my-account.lido.example',
    onlineJoining: window.location.origin,
  },
  isEmbedded,
  kioskCentre: null,
});

function renderLinks(settings: CrossSiteSettings | null) {
  const page = (
    <CrossSiteSettingsContext.Provider value={settings}>
      <Link to="/my-account/bookings?tab=past">My bookings</Link>
      <Link to={{ pathname: '/basket' }}>Basket</Link>
    </CrossSiteSettingsContext.Provider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: page }])} />);
  const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
  return { href };
}

describe('Link', () => {
  it("links a page of another site to that site's address, and keeps this site's to the router", () => {
    const { href } = renderLinks(separateMyAccount());
    expect(href('My bookings')).toBe('http://my-account.lido.example/my-account/bookings?tab=past');
    expect(href('Basket')).toBe('/basket');
  });

  it('carries embedded=true to the other site from an embedded page', () => {
    const { href } = renderLinks(separateMyAccount(true));
    expect(href('My bookings')).toBe(
      'http://my-account.lido.example/my-account/bookings?tab=past&embedded=true',
    );
  });

  it('stays on this site while nothing says where the other sites are', () => {
    const { href } = renderLinks(null);
    expect(href('My bookings')).toBe('/my-account/bookings?tab=past');
    expect(href('Basket')).toBe('/basket');
  });
});
