import type { FastifyInstance } from 'fastify';

/** What a site page may load besides its own files. */
export interface PageSources {
  /** The host of the operator's map tiles (MAP_TILE_URL), when there is one. */
  mapTileSource?: string;
  /**
   * The operator has a Google Tag Manager container, which the site loads once the visitor
   * accepts analytics cookies (apps/web/src/features/consent). Without one nothing is added.
   */
  hasTagManager?: boolean;
}

/**
 * What Tag Manager and the Google Analytics 4 tags it runs need, as Google's guide to Tag Manager
 * under a CSP gives them (developers.google.com/tag-platform/security/guides/csp). Only the
 * container script: Custom HTML tags and Custom JavaScript variables would need 'unsafe-inline'
 * or 'unsafe-eval', which the site never allows, so operators use Google's built-in tag types.
 * img-src already allows any https image; the hosts are listed so a narrower img-src keeps them.
 */
export const tagManagerSources = {
  script: 'https://www.googletagmanager.com',
  img: 'https://*.google-analytics.com https://*.googletagmanager.com',
  connect:
    'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com',
} as const;

/**
 * The security headers of every answer (what helmet sends by default, with Lido's content
 * security policy). They never vary, so they are built once: building them per request cost
 * about an eighth of the CPU of a cached availability read. Pages that need another policy set
 * their own header: the 3-D Secure pages (a script nonce) in their handler, the site's pages
 * (framing by operators' sites, map tiles, the operator's tag manager) in static-site.ts.
 */
function contentSecurityPolicy(
  frameAncestors: string,
  { mapTileSource = '', hasTagManager = false }: PageSources = {},
): string {
  const withTagManager = (sources: string) => (hasTagManager ? ` ${sources}` : '');
  return [
    "default-src 'self'",
    "base-uri 'self'",
    `script-src 'self'${withTagManager(tagManagerSources.script)}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    // The operator's map tiles (MAP_TILE_URL) may come from a plain-http tile server.
    `img-src 'self' data: https:${mapTileSource ? ` ${mapTileSource}` : ''}${withTagManager(tagManagerSources.img)}`,
    "font-src 'self' data:",
    `connect-src 'self'${withTagManager(tagManagerSources.connect)}`,
    "frame-src 'self' https:",
    `frame-ancestors ${frameAncestors}`,
    "form-action 'self' https:",
    "object-src 'none'",
  ].join('; ');
}

export const securityHeaders: Readonly<Record<string, string>> = {
  // Only Lido's own pages may frame an API answer; site pages widen this (pageContentSecurityPolicy).
  'content-security-policy': contentSecurityPolicy("'self'"),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** Built once per distinct allow-list, which are few and change rarely. */
const pagePolicies = new Map<string, string>();
const MAX_PAGE_POLICIES = 256;

/**
 * The policy of a page of the site, which operators' own pages may frame (embedded mode):
 * `frameAncestors` are the sources allowed for that page, e.g. `'self' https://www.example.org`;
 * `sources` what else the operator's configuration lets the page load (map tiles, tag manager).
 */
export function pageContentSecurityPolicy(
  frameAncestors: string,
  sources: PageSources = {},
): string {
  const key = `${frameAncestors}\n${sources.mapTileSource ?? ''}\n${sources.hasTagManager === true}`;
  let policy = pagePolicies.get(key);
  if (policy === undefined) {
    if (pagePolicies.size >= MAX_PAGE_POLICIES) pagePolicies.clear();
    policy = contentSecurityPolicy(frameAncestors, sources);
    pagePolicies.set(key, policy);
  }
  return policy;
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(securityHeaders);
  });
}
