// A kiosk must not let anyone off the site (issue 18): a link to another site (the venue footer's
// map and social links, an attribution, a tel: or mailto: link) is inert there, shown as text and
// not followed by a click, a tap, Enter or a middle click. One capture-phase listener on the
// window decides for every link, the operator's footer HTML included, before any other handler
// or the browser acts; marking the links lets the kiosk's CSS show them as text and takes them
// out of the tab order.

/** Where a kiosk's links may go: the site's own origins, and the kiosk's home page. */
export interface KioskPlaces {
  /** This page's origin and the booking, my-account and online-joining sites' origins. */
  origins: readonly string[];
  kioskHomeUrl: string | null;
}

/** Set on a link a kiosk will not follow (kiosk-mode.css shows it as text). */
export const inertLinkAttribute = 'data-kiosk-inert';

const linkSelector = 'a[href], area[href]';
const blockedEvents = ['click', 'auxclick', 'contextmenu'] as const;

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The kiosk's places from the site configuration and the page's own origin. */
export function kioskPlacesOf(
  siteUrls: Readonly<Record<string, string>>,
  kioskHomeUrl: string | null,
  currentOrigin: string,
): KioskPlaces {
  const origins = [currentOrigin, ...Object.values(siteUrls).map(originOf)];
  return {
    origins: [...new Set(origins.filter((origin): origin is string => origin !== null))],
    kioskHomeUrl,
  };
}

const withoutHash = (url: URL) => `${url.origin}${url.pathname}${url.search}`;

/** Whether following `href` (relative to `base`) would take the kiosk off the site. */
export function leavesSite(href: string, base: string, places: KioskPlaces): boolean {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return true;
  }
  // tel:, mailto:, data: and the like hand the kiosk to another app or a download.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return true;
  if (places.origins.includes(url.origin)) return false;
  if (places.kioskHomeUrl === null) return true;
  try {
    return withoutHash(url) !== withoutHash(new URL(places.kioskHomeUrl, base));
  } catch {
    return true;
  }
}

function markLink(link: Element, places: KioskPlaces): void {
  const href = link.getAttribute('href') ?? '';
  if (leavesSite(href, link.ownerDocument.baseURI, places)) {
    link.setAttribute(inertLinkAttribute, '');
    link.setAttribute('aria-disabled', 'true');
    link.setAttribute('tabindex', '-1');
  } else if (link.hasAttribute(inertLinkAttribute)) {
    unmarkLink(link);
  }
}

function unmarkLink(link: Element): void {
  link.removeAttribute(inertLinkAttribute);
  link.removeAttribute('aria-disabled');
  link.removeAttribute('tabindex');
}

function markLinksIn(node: Node, places: KioskPlaces): void {
  if (!(node instanceof Element)) return;
  if (node.matches(linkSelector)) markLink(node, places);
  for (const link of node.querySelectorAll(linkSelector)) markLink(link, places);
}

/**
 * Makes every link off the site inert on this page, now and as the page changes; answers a
 * function that undoes it (the kiosk's component unmounting).
 */
export function guardKioskLinks(places: KioskPlaces, document: Document = window.document) {
  const view = document.defaultView ?? window;
  const onEvent = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest(linkSelector);
    if (!link || !leavesSite(link.getAttribute('href') ?? '', document.baseURI, places)) return;
    event.preventDefault();
    event.stopPropagation();
  };
  for (const type of blockedEvents) view.addEventListener(type, onEvent, { capture: true });

  markLinksIn(document.body, places);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') markLinksIn(record.target, places);
      for (const node of record.addedNodes) markLinksIn(node, places);
    }
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['href'],
  });

  return () => {
    observer.disconnect();
    for (const type of blockedEvents) view.removeEventListener(type, onEvent, { capture: true });
    for (const link of document.querySelectorAll(`[${inertLinkAttribute}]`)) unmarkLink(link);
  };
}
