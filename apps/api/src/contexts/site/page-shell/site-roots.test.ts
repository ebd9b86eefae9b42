import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../../platform/http/sites';
import { siteFrontPage } from './site-roots';

const named: SiteSettings = {
  hosts: {
    bookings: 'bookings.example.org',
    myAccount: 'account.example.org',
    onlineJoining: 'join.example.org',
  },
  cookieDomain: 'example.org',
};
const unnamed: SiteSettings = { hosts: undefined, cookieDomain: undefined };

const at = (host: string, url: string, settings = named) =>
  siteFrontPage({ protocol: 'https', host, url }, settings);

describe("each site's root", () => {
  it('opens My account on the my-account site and the pricing on the joining site', () => {
    expect(at('account.example.org', '/')).toBe('/my-account');
    expect(at('join.example.org', '/')).toBe('/pricing');
  });

  it('keeps the query (an embedded page stays embedded)', () => {
    expect(at('account.example.org', '/?embedded=true')).toBe('/my-account?embedded=true');
    expect(at('join.example.org', '/?venue=90001')).toBe('/pricing?venue=90001');
  });

  it('finds the sites under a .localhost name as the journeys reach them', () => {
    expect(at('my-account.lido.localhost:3000', '/', unnamed)).toBe('/my-account');
    expect(at('Join.Lido.localhost:3000', '/', unnamed)).toBe('/pricing');
  });

  it("leaves the bookings site's root, other pages, and the one site of localhost alone", () => {
    expect(at('bookings.example.org', '/')).toBeNull();
    expect(at('bookings.lido.localhost:3000', '/', unnamed)).toBeNull();
    expect(at('account.example.org', '/my-account')).toBeNull();
    expect(at('join.example.org', '/join/501')).toBeNull();
    expect(at('localhost:3000', '/', unnamed)).toBeNull();
    expect(at('10.0.0.5:3000', '/')).toBeNull();
  });
});
