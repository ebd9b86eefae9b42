import { describe, expect, it } from 'vitest';
import { pagePreloads } from './page-preloads';

const urlsOf = (header: string) => [...header.matchAll(/<([^>]+)>/g)].map((match) => match[1]);

describe('the API answers preloaded with a page', () => {
  it('names the configuration, session, theme and, on the home page, the venues', () => {
    expect(urlsOf(pagePreloads('/'))).toEqual([
      '/api/client',
      '/api/auth/session',
      '/api/frontend/theme',
      '/api/activities/venues',
    ]);
    expect(pagePreloads('/')).toContain('</api/client>; rel=preload; as=fetch; crossorigin');
  });

  it("asks for a venue page's own theme, and no venues", () => {
    expect(urlsOf(pagePreloads('/location/swiss-cottage-leisure-centre/yoga/2026-10-21'))).toEqual([
      '/api/client',
      '/api/auth/session',
      '/api/frontend/theme?venue=swiss-cottage-leisure-centre',
    ]);
  });

  it('never fetches the session before a sign-in link is adopted, nor guesses a kiosk theme', () => {
    expect(urlsOf(pagePreloads('/?token=abc'))).not.toContain('/api/auth/session');
    expect(urlsOf(pagePreloads('/basket?kiosk=1&centre=hackney'))).toEqual([
      '/api/client',
      '/api/auth/session',
    ]);
  });

  it('repeats nothing from the address but a slug into the header', () => {
    const header = pagePreloads('/location/a%3E%2C%20b/yoga');
    expect(header).not.toContain('a%3E');
    expect(urlsOf(header)).not.toContain('/api/frontend/theme');
  });
});
