import { describe, expect, it } from 'vitest';
import { pageContentSecurityPolicy, securityHeaders } from './security-headers';

function directive(policy: string, name: string): string | undefined {
  return new RegExp(`(?:^|; )${name} ([^;]*)`).exec(policy)?.[1];
}

describe('a site page’s Content-Security-Policy with the operator’s tag manager', () => {
  const withTags = pageContentSecurityPolicy("'self'", { hasTagManager: true });

  it('lets the page run the Tag Manager container script, and no other outside script', () => {
    expect(directive(withTags, 'script-src')).toBe("'self' https://www.googletagmanager.com");
    expect(directive(withTags, 'script-src-attr')).toBe("'none'");
  });

  it('lets the Google Analytics tags send their hits to the hosts Google documents', () => {
    expect(directive(withTags, 'connect-src')).toBe(
      "'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    expect(directive(withTags, 'img-src')).toBe(
      "'self' data: https: https://*.google-analytics.com https://*.googletagmanager.com",
    );
  });

  it('keeps the rest of the policy as it is: framing, forms, objects, styles', () => {
    const without = pageContentSecurityPolicy("'self'");
    const rest = (policy: string) =>
      policy
        .split('; ')
        .filter((part) => !/^(script-src|img-src|connect-src) /.test(part))
        .join('; ');
    expect(rest(withTags)).toBe(rest(without));
  });

  it('adds the tag manager beside the map tile host and the page’s frame ancestors', () => {
    const policy = pageContentSecurityPolicy("'self' https://www.example.org", {
      mapTileSource: 'https://tile.example.org',
      hasTagManager: true,
    });
    expect(directive(policy, 'img-src')).toBe(
      "'self' data: https: https://tile.example.org https://*.google-analytics.com https://*.googletagmanager.com",
    );
    expect(directive(policy, 'frame-ancestors')).toBe("'self' https://www.example.org");
    expect(directive(policy, 'script-src')).toBe("'self' https://www.googletagmanager.com");
  });
});

describe('a site page’s Content-Security-Policy without a tag manager', () => {
  it('allows no outside script and connects only to Lido', () => {
    for (const policy of [
      pageContentSecurityPolicy("'self'"),
      pageContentSecurityPolicy("'self'", { hasTagManager: false }),
      pageContentSecurityPolicy("'self'", { mapTileSource: 'https://tile.example.org' }),
    ]) {
      expect(directive(policy, 'script-src')).toBe("'self'");
      expect(directive(policy, 'connect-src')).toBe("'self'");
      expect(policy).not.toContain('google');
    }
  });

  it('does not reuse the policy of a page with a tag manager for the same frame ancestors', () => {
    pageContentSecurityPolicy("'self' https://cache.example.org", { hasTagManager: true });
    expect(
      directive(pageContentSecurityPolicy("'self' https://cache.example.org"), 'script-src'),
    ).toBe("'self'");
  });
});

describe('the fixed policy of API answers and assets', () => {
  it('never allows the tag manager', () => {
    expect(securityHeaders['content-security-policy']).not.toContain('google');
  });
});
