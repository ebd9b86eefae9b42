import { createContext, useContext } from 'react';
import { createPath, type To } from 'react-router';
import { crossSiteHref, type SiteContext } from './sites';

/**
 * What deciding a link's site takes besides the page's own origin: the three sites' addresses
 * and how this page is shown. The app provides it from the client configuration and the session
 * (features/site-config/cross-site-settings.tsx); null until the configuration has loaded, and
 * wherever nothing provides it, so every link then stays on this site.
 */
export type CrossSiteSettings = Omit<SiteContext, 'currentOrigin'>;

export const CrossSiteSettingsContext = createContext<CrossSiteSettings | null>(null);

/** The absolute address of `to` on another of the three sites, or null for a page of this one. */
export function crossSiteHrefWith(settings: CrossSiteSettings | null, to: To): string | null {
  if (!settings) return null;
  return crossSiteHref(typeof to === 'string' ? to : createPath(to), {
    ...settings,
    currentOrigin: window.location.origin,
  });
}

/** `crossSiteHrefWith` with the settings the app provides. */
export function useCrossSiteHref(to: To): string | null {
  return crossSiteHrefWith(useContext(CrossSiteSettingsContext), to);
}
