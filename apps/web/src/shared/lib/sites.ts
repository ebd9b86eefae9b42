import { siteOfPath, type SiteName } from '@lido/contract';

// SPEC.md section 1: "Links can cross between them [the sites]. When crossing to another
// sub-domain while embedded, the query parameter embedded=true is added."

/** Where each site is, as the API reports it for the address the visitor used (client config). */
export type SiteUrls = Record<SiteName, string>;

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export interface SiteContext {
  siteUrls: SiteUrls;
  /** The origin of the page the link is on (`window.location.origin`). */
  currentOrigin: string;
  isEmbedded: boolean;
  /** The kiosk's centre when this device is a kiosk: the other site must be a kiosk too. */
  kioskCentre: string | null;
}

/**
 * The absolute address of `to` when it is a page of another site than the one this page is on;
 * null when it stays on this site (then the router navigates without reloading). A page on an
 * origin that is none of the three sites (a development server, an address by IP) keeps every
 * page on its own origin, as one site.
 */
export function crossSiteHref(to: string, context: SiteContext): string | null {
  // A relative link (`details`, `?tab=past`) stays among its neighbours, on this site.
  if (!to.startsWith('/')) return null;
  const url = new URL(to, context.currentOrigin);
  if (url.origin !== context.currentOrigin) return null;
  const origins = Object.values(context.siteUrls).map(originOf);
  if (!origins.includes(context.currentOrigin)) return null;
  const site = siteOfPath(url.pathname);
  if (site === null) return null;
  const siteOrigin = originOf(context.siteUrls[site]);
  if (siteOrigin === null || siteOrigin === context.currentOrigin) return null;
  const target = new URL(`${url.pathname}${url.search}${url.hash}`, siteOrigin);
  if (context.isEmbedded) target.searchParams.set('embedded', 'true');
  // A kiosk is remembered per origin: the other site learns it from the address, as a kiosk
  // launcher tells the first one, so its idle reset and link guard hold there too.
  if (context.kioskCentre !== null) {
    target.searchParams.set('kiosk', 'true');
    target.searchParams.set('centre', context.kioskCentre);
  }
  return target.href;
}
