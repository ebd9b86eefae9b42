import { describe, expect, it } from 'vitest';
import { buildFrameAncestorLists, parseFrameAncestor, venueInPagePath } from './frame-ancestors';

describe('parseFrameAncestor', () => {
  it('accepts http(s) origins, written with a trailing slash, a port or capitals', () => {
    expect(parseFrameAncestor('https://www.example.org')).toBe('https://www.example.org');
    expect(parseFrameAncestor(' https://WWW.Example.org/ ')).toBe('https://www.example.org');
    expect(parseFrameAncestor('http://localhost:8080')).toBe('http://localhost:8080');
    expect(parseFrameAncestor("'self'")).toBe("'self'");
  });

  it('refuses anything that is not a plain origin, so an entry cannot widen or break the policy', () => {
    for (const entry of [
      '*',
      'https:',
      'https://*.example.org',
      'https://www.example.org/embed',
      'https://www.example.org?x',
      'https://user:pass@www.example.org',
      'www.example.org',
      'javascript:alert(1)',
      'data:',
      "'none'",
      "'unsafe-inline'",
      'https://a.example; script-src *',
      'https://a.example https://b.example',
      'ftp://files.example.org',
      'https://[::1]',
      '',
    ]) {
      expect(parseFrameAncestor(entry), entry).toBeUndefined();
    }
  });
});

describe('buildFrameAncestorLists', () => {
  const venues = [
    { id: 1, slug: 'own-list', operatorId: 7 },
    { id: 2, slug: 'inherits', operatorId: 7 },
    { id: 3, slug: 'cleared', operatorId: 7 },
  ];

  it("gives a venue its own list, else its operator's, always with Lido's own origin", () => {
    const lists = buildFrameAncestorLists(venues, [
      { operatorId: 7, venueId: null, frameAncestors: ['https://operator.example'] },
      { operatorId: 7, venueId: 1, frameAncestors: ['https://venue.example'] },
      { operatorId: 7, venueId: 2, frameAncestors: null },
      { operatorId: 7, venueId: 3, frameAncestors: [] },
    ]);
    expect(lists.byVenue.get('own-list')).toBe("'self' https://venue.example");
    expect(lists.byVenue.get('1')).toBe("'self' https://venue.example");
    expect(lists.byVenue.get('inherits')).toBe("'self' https://operator.example");
    // An empty list is a choice: only Lido itself.
    expect(lists.byVenue.get('cleared')).toBe("'self'");
    expect(lists.everyVenue).toBe("'self' https://operator.example https://venue.example");
  });

  it("defaults to Lido's own origin only when nothing is configured", () => {
    const lists = buildFrameAncestorLists(venues, []);
    expect(lists.byVenue.get('own-list')).toBe("'self'");
    expect(lists.everyVenue).toBe("'self'");
  });

  it('leaves out invalid entries and reports them', () => {
    const reported: string[] = [];
    const lists = buildFrameAncestorLists(
      venues,
      [{ operatorId: 7, venueId: 1, frameAncestors: ['*', 'https://ok.example', "'self'"] }],
      (_setting, entry) => reported.push(entry),
    );
    expect(lists.byVenue.get('own-list')).toBe("'self' https://ok.example");
    expect(reported).toEqual(['*']);
  });
});

describe('venueInPagePath', () => {
  it('finds the venue in the long and the short form of a venue page path', () => {
    expect(venueInPagePath('/location/britannia-leisure-centre')).toBe('britannia-leisure-centre');
    expect(venueInPagePath('/location/britannia-leisure-centre/badminton-60min/2026-05-01')).toBe(
      'britannia-leisure-centre',
    );
    expect(venueInPagePath('/britannia-leisure-centre/badminton-60min')).toBe(
      'britannia-leisure-centre',
    );
    expect(venueInPagePath('/')).toBeUndefined();
    expect(venueInPagePath('/location')).toBeUndefined();
  });
});
