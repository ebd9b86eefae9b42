// The auth token lives in a cookie on the parent domain, named `{parent-domain}-authToken` with a
// JSON-quoted value, as the live booking site keeps it (reference/live-api.md): the bookings,
// my-account and online-joining sub-domains then share one sign-in.

/** Second-level labels under which a registrable domain takes three labels (`example.co.uk`). */
const twoLabelSuffixes = new Set([
  'co.uk',
  'org.uk',
  'me.uk',
  'ltd.uk',
  'plc.uk',
  'net.uk',
  'sch.uk',
  'ac.uk',
  'gov.uk',
  'nhs.uk',
  'police.uk',
]);

function isIpAddress(hostname: string): boolean {
  return /^[\d.]+$/.test(hostname) || hostname.includes(':');
}

/**
 * The registrable parent of the site's host: `bookings.example.org` → `example.org`,
 * `bookings.lido.co.uk` → `lido.co.uk`. Hosts without one (`localhost`, an IP address) are their
 * own parent, and the cookie then gets no Domain attribute.
 */
export function parentDomain(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (isIpAddress(host)) return host;
  const labels = host.split('.');
  const lastTwo = labels.slice(-2).join('.');
  const size = twoLabelSuffixes.has(lastTwo) ? 3 : 2;
  return labels.length <= size ? host : labels.slice(-size).join('.');
}

export interface CookieSite {
  hostname: string;
  protocol: string;
}

export function authCookieName(site: CookieSite = window.location): string {
  return `${parentDomain(site.hostname)}-authToken`;
}

/** path=/, SameSite=Lax, Domain on the parent when there is one, Secure on https. */
export function authCookieAttributes(site: CookieSite = window.location): string {
  const domain = parentDomain(site.hostname);
  const parts = ['path=/', 'SameSite=Lax'];
  if (domain !== site.hostname.toLowerCase() && !isIpAddress(domain))
    parts.push(`domain=${domain}`);
  if (site.protocol === 'https:') parts.push('Secure');
  return parts.join('; ');
}

export function readAuthToken(): string | null {
  const prefix = `${authCookieName()}=`;
  const cookie = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (!cookie) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(cookie.slice(prefix.length)));
    return typeof value === 'string' && value ? value : null;
  } catch {
    return null;
  }
}

/** The cookie written for `token`, e.g. `example.org-authToken=%22abc%22; max-age=…; path=/; …`. */
export function authCookie(token: string, site: CookieSite = window.location): string {
  const value = encodeURIComponent(JSON.stringify(token));
  return `${authCookieName(site)}=${value}; max-age=${60 * 60 * 24 * 30}; ${authCookieAttributes(site)}`;
}

/** The token this tab itself stored last: the recheck must not take it for another tab's sign-in. */
let storedByThisTab: string | null = null;

export function storeAuthToken(token: string): void {
  storedByThisTab = token;
  document.cookie = authCookie(token);
}

export function isTokenStoredByThisTab(token: string): boolean {
  return token === storedByThisTab;
}

export function clearAuthToken(): void {
  document.cookie = `${authCookieName()}=; max-age=0; ${authCookieAttributes()}`;
}
