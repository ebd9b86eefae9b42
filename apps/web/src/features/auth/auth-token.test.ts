import { describe, expect, it } from 'vitest';
import {
  authCookie,
  authCookieName,
  clearAuthToken,
  parentDomain,
  readAuthToken,
  storeAuthToken,
} from './auth-token';

describe('auth token', () => {
  it('stores the token JSON-quoted in the {domain}-authToken cookie and reads it back', () => {
    expect(readAuthToken()).toBeNull();
    storeAuthToken('abc.def');
    expect(document.cookie).toContain('localhost-authToken=%22abc.def%22');
    expect(readAuthToken()).toBe('abc.def');
  });

  it('forgets the token when cleared', () => {
    storeAuthToken('abc.def');
    clearAuthToken();
    expect(readAuthToken()).toBeNull();
  });

  it('names the cookie after the registrable parent domain the three sites share', () => {
    expect(parentDomain('bookings.example.org')).toBe('example.org');
    expect(parentDomain('my-account.example.org')).toBe('example.org');
    expect(parentDomain('example.org')).toBe('example.org');
    expect(parentDomain('bookings.lido.co.uk')).toBe('lido.co.uk');
    expect(authCookieName({ hostname: 'bookings.example.org', protocol: 'https:' })).toBe(
      'example.org-authToken',
    );
  });

  it('scopes the cookie to the parent domain, Secure on https, path / and SameSite=Lax', () => {
    expect(authCookie('t1', { hostname: 'bookings.example.org', protocol: 'https:' })).toBe(
      'example.org-authToken=%22t1%22; max-age=2592000; path=/; SameSite=Lax; domain=example.org; Secure',
    );
  });

  it('gives localhost and IP addresses no Domain attribute and no Secure flag on http', () => {
    expect(authCookie('t1', { hostname: 'localhost', protocol: 'http:' })).toBe(
      'localhost-authToken=%22t1%22; max-age=2592000; path=/; SameSite=Lax',
    );
    expect(authCookie('t1', { hostname: '127.0.0.1', protocol: 'http:' })).toBe(
      '127.0.0.1-authToken=%22t1%22; max-age=2592000; path=/; SameSite=Lax',
    );
  });
});
