import { siteOfPath, type SiteName } from '@lido/contract';

// The three sites of SPEC.md section 1 (bookings, my-account, online-joining) are one server and
// one build, told apart by host name (docs/decisions/021). Where they are is worked out here for
// each request, for the client configuration's `site_urls`, the session cookie's domain and the
// page a wrong site is asked for.

/** SITE_HOSTS: each site's host name (with a port where it is not the scheme's own). */
export type SiteHosts = Record<SiteName, string>;

/** Sub-domain names that make three sites on any `*.localhost` name without configuration. */
const localSiteLabels: SiteHosts = {
  bookings: 'bookings',
  myAccount: 'my-account',
  onlineJoining: 'join',
};

// `bookings.lido.localhost:3000`: a site label, then a parent name under .localhost. Browsers
// refuse a cookie for `localhost` itself, so a bare `bookings.localhost` cannot share a sign-in
// with `my-account.localhost` and is served as one site.
const localSiteHost = /^(bookings|my-account|join)\.((?:[a-z0-9-]+\.)+localhost)(:\d{1,5})?$/i;

export interface RequestSites {
  /** Each site's origin, as the visitor reaches it from this request's address. */
  urls: Record<SiteName, string>;
  /** The domain the session cookie is shared on, when the sites are apart; else none. */
  cookieDomain: string | undefined;
}

interface RequestAddress {
  protocol: string;
  /** The Host the request came to, with its port (X-Forwarded-Host behind a trusted proxy). */
  host: string;
}

function oneSite({ protocol, host }: RequestAddress): RequestSites {
  const origin = `${protocol}://${host}`;
  return {
    urls: { bookings: origin, myAccount: origin, onlineJoining: origin },
    cookieDomain: undefined,
  };
}

function hostsToUrls(protocol: string, hosts: SiteHosts): Record<SiteName, string> {
  return {
    bookings: `${protocol}://${hosts.bookings}`,
    myAccount: `${protocol}://${hosts.myAccount}`,
    onlineJoining: `${protocol}://${hosts.onlineJoining}`,
  };
}

export interface SiteSettings {
  /** SITE_HOSTS, when the deployment names its three hosts. */
  hosts: SiteHosts | undefined;
  /** AUTH_COOKIE_DOMAIN: the parent domain the named hosts share. */
  cookieDomain: string | undefined;
}

/**
 * The sites as seen from one request. Named hosts (SITE_HOSTS) apply to requests that came to
 * one of them; `bookings.`, `my-account.` and `join.` under a `.localhost` name make three sites
 * with no configuration; any other address (localhost:3000, an IP) is all three sites at once.
 */
export function sitesForRequest(request: RequestAddress, settings: SiteSettings): RequestSites {
  const host = request.host.toLowerCase();
  const { hosts } = settings;
  if (hosts && Object.values(hosts).includes(host)) {
    return { urls: hostsToUrls(request.protocol, hosts), cookieDomain: settings.cookieDomain };
  }
  const local = localSiteHost.exec(host);
  if (local) {
    const [, , parent = '', port = ''] = local;
    const siblings = Object.fromEntries(
      Object.entries(localSiteLabels).map(([site, label]) => [site, `${label}.${parent}${port}`]),
    ) as SiteHosts;
    return { urls: hostsToUrls(request.protocol, siblings), cookieDomain: parent };
  }
  return { ...oneSite(request), cookieDomain: settings.cookieDomain };
}

/**
 * SITE_HOSTS as written: three host names, bookings then my-account then online-joining,
 * separated by commas. Each must sit within AUTH_COOKIE_DOMAIN, or one sign-in could not cover
 * the three; the message says what to change.
 */
export function parseSiteHosts(
  text: string,
  cookieDomain: string | undefined,
): { hosts: SiteHosts } | { problem: string } {
  const names = text
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.length !== 3 || new Set(names).size !== 3) {
    return {
      problem: 'three different host names: bookings, my-account and online-joining, in that order',
    };
  }
  const invalid = names.find((name) => !/^[a-z0-9.-]+(:\d{1,5})?$/.test(name));
  if (invalid) return { problem: `host names only (no scheme or path): ${invalid}` };
  if (!cookieDomain) {
    return { problem: 'set AUTH_COOKIE_DOMAIN too: the parent domain the three hosts share' };
  }
  const domain = cookieDomain.replace(/^\./, '').toLowerCase();
  const outside = names.find((name) => !name.replace(/:\d+$/, '').endsWith(`.${domain}`));
  if (outside) return { problem: `${outside} is not within AUTH_COOKIE_DOMAIN (${domain})` };
  const [bookings = '', myAccount = '', onlineJoining = ''] = names;
  return { hosts: { bookings, myAccount, onlineJoining } };
}

/**
 * The address of the page a request asked for, on its own site, when it came to another of the
 * three (an email's link, an old bookmark); null when it is where it belongs.
 */
export function pageOnItsOwnSite(
  request: RequestAddress & { url: string },
  settings: SiteSettings,
): string | null {
  const site = siteOfPath(request.url.split('?')[0] ?? '/');
  if (site === null) return null;
  const siteOrigin = sitesForRequest(request, settings).urls[site];
  if (siteOrigin === `${request.protocol}://${request.host.toLowerCase()}`) return null;
  return `${siteOrigin}${request.url}`;
}
