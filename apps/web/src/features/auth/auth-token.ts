// The auth token lives in a cookie on the parent domain, named `{parent-domain}-authToken` with a
// JSON-quoted value, as the live booking site keeps it (reference/live-api.md): the bookings,
// my-account and online-joining sub-domains then share one sign-in.

function parentDomain(hostname: string): string {
  const isIpAddress = /^[\d.]+$/.test(hostname) || hostname.includes(':');
  const labels = hostname.split('.');
  if (isIpAddress || labels.length < 3) return hostname;
  return labels.slice(1).join('.');
}

function cookieName(): string {
  return `${parentDomain(window.location.hostname)}-authToken`;
}

function cookieAttributes(): string {
  const { hostname, protocol } = window.location;
  const domain = parentDomain(hostname);
  const parts = ['path=/', 'SameSite=Lax'];
  if (domain !== hostname) parts.push(`domain=${domain}`);
  if (protocol === 'https:') parts.push('Secure');
  return parts.join('; ');
}

export function readAuthToken(): string | null {
  const prefix = `${cookieName()}=`;
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

export function storeAuthToken(token: string): void {
  const value = encodeURIComponent(JSON.stringify(token));
  document.cookie = `${cookieName()}=${value}; max-age=${60 * 60 * 24 * 30}; ${cookieAttributes()}`;
}

export function clearAuthToken(): void {
  document.cookie = `${cookieName()}=; max-age=0; ${cookieAttributes()}`;
}
