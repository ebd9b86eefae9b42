import type { SiteName } from '@lido/contract';
import { sitesForRequest, type SiteSettings } from '../../../platform/http/sites';

// Each of the three sites opens on its own front page (issue 43, item 13): the root of the
// bookings site is the venue picker, of my-account My account (whose loader asks a signed-out
// visitor to log in first), of online joining the membership pricing. Without this, `/` is a
// bookings page, and my-account's root sent the visitor to the bookings site's venue picker.

/** The page a site's root opens, for the sites whose front page is not `/` itself. */
const frontPages: Partial<Record<SiteName, string>> = {
  myAccount: '/my-account',
  onlineJoining: '/pricing',
};

interface RootRequest {
  protocol: string;
  host: string;
  /** The path and query asked for. */
  url: string;
}

/**
 * Where a request for a site's root goes (its front page, on the same host, query kept), or null
 * for any other path, for the bookings site, and when the three sites are one (localhost:3000).
 */
export function siteFrontPage(request: RootRequest, settings: SiteSettings): string | null {
  const queryStart = request.url.indexOf('?');
  const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  if (path !== '/') return null;
  const { urls } = sitesForRequest(request, settings);
  const origin = `${request.protocol}://${request.host.toLowerCase()}`;
  // The bookings site first: when the sites are one, every site's origin is this one.
  if (urls.bookings === origin) return null;
  for (const [site, page] of Object.entries(frontPages)) {
    if (urls[site as SiteName] === origin) {
      return `${page}${queryStart === -1 ? '' : request.url.slice(queryStart)}`;
    }
  }
  return null;
}
