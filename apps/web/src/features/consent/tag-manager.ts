// The operator's Google Tag Manager, loaded as Google's container snippet does it
// (developers.google.com/tag-platform/tag-manager/web), but from the app's own code, so the
// pages need no inline script: only the container host in the Content-Security-Policy, which the
// API adds while the operator has a container (apps/api/src/platform/http/security-headers.ts).

/**
 * A container id as Google issues them (GTM-XXXXXXX). The API checks the same pattern
 * (apps/api/src/modules/site-config/tag-manager.ts); anything else never reaches a URL.
 */
const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/;

const CONTAINER_URL = 'https://www.googletagmanager.com/gtm.js';

/** Google Analytics' own cookies (_ga, _ga_<stream>, _gid, _gat…), set on the site's domain. */
const ANALYTICS_COOKIE = /^_(?:ga|gid|gat)(?:_|$)/;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The operator's ids that are container ids, each once; the rest are ignored. */
export function validTagManagerIds(ids: readonly string[]): string[] {
  return [...new Set(ids.filter((id) => TAG_MANAGER_ID.test(id)))];
}

/** The container script's address for an id that validTagManagerIds kept. */
export function containerUrl(id: string): string {
  return `${CONTAINER_URL}?id=${encodeURIComponent(id)}`;
}

function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/**
 * A gtag command on the data layer. Tag Manager reads a command ('consent', 'default', …) only
 * from an `arguments` object, as Google's own `function gtag(){dataLayer.push(arguments);}`
 * pushes it; an array of the same values is taken for data, not a command.
 */
function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- Tag Manager needs the arguments object itself.
  dataLayer().push(arguments);
}

function loadedContainers(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[data-lido-tag-manager]')];
}

/**
 * Starts the operator's containers after the visitor accepted analytics cookies. Google's consent
 * mode v2 is set first: analytics storage granted, and advertising storage, ad user data and ad
 * personalisation denied, since the visitor was asked about analytics only. A container already
 * on the page is not added again (another accept on the same page, or a second render).
 */
export function loadTagManager(ids: readonly string[]): void {
  const valid = validTagManagerIds(ids);
  if (valid.length === 0) return;
  const loaded = loadedContainers();
  if (loaded.length > 0) {
    // Accepted again after withdrawing on this same page: the tags already here may store again.
    gtag('consent', 'update', { analytics_storage: 'granted' });
  } else {
    gtag('consent', 'default', {
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  }
  for (const id of valid) {
    if (loaded.some((script) => script.dataset['lidoTagManager'] === id)) continue;
    dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.src = containerUrl(id);
    script.dataset['lidoTagManager'] = id;
    document.head.append(script);
  }
}

/**
 * The visitor withdrew consent. A container already running cannot be unloaded: it is told that
 * analytics storage is now denied (Google's tags honour that at once), Google Analytics' cookies
 * are deleted, and from the next page load nothing is loaded at all.
 */
export function withdrawTagManagerConsent(): void {
  if (loadedContainers().length > 0) {
    gtag('consent', 'update', { analytics_storage: 'denied' });
  }
  deleteAnalyticsCookies();
}

/** Google Analytics sets its cookies on the widest domain it can, so each parent is tried. */
function deleteAnalyticsCookies(): void {
  const names = document.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]?.trim() ?? '')
    .filter((name) => ANALYTICS_COOKIE.test(name));
  if (names.length === 0) return;
  const labels = window.location.hostname.split('.');
  const domains = labels.slice(0, -1).map((_label, index) => labels.slice(index).join('.'));
  const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  for (const name of names) {
    document.cookie = `${name}=; ${expired}`;
    for (const domain of domains) document.cookie = `${name}=; ${expired}; domain=${domain}`;
  }
}
