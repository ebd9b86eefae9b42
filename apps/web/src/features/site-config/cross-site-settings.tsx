import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import {
  CrossSiteSettingsContext,
  crossSiteHrefWith,
  type CrossSiteSettings,
} from '../../shared/lib/cross-site-links';
import { goToAddress } from '../../shared/lib/go-to-address';
import { useAppSelector } from '../../shared/lib/store-hooks';
import {
  selectCurrentCentre,
  selectIsEmbedded,
  selectIsKiosk,
} from '../../shared/state/session.slice';
import { getClientApi } from '../../shared/api/get-client';

// Read from the cache without subscribing to the request.
const selectClient = getClientApi.endpoints.getClient.select();

/** The sites' addresses from the client configuration, and how this page is shown. */
function useCrossSiteSettings(): CrossSiteSettings | null {
  const siteUrls = useAppSelector(selectClient).data?.siteUrls;
  const isEmbedded = useAppSelector(selectIsEmbedded);
  const isKiosk = useAppSelector(selectIsKiosk);
  const currentCentre = useAppSelector(selectCurrentCentre);
  const kioskCentre = isKiosk ? currentCentre : null;
  return useMemo(
    () => (siteUrls ? { siteUrls, isEmbedded, kioskCentre } : null),
    [siteUrls, isEmbedded, kioskCentre],
  );
}

/**
 * Gives every link below it (shared/components/link.tsx) what it needs to tell a page of another site:
 * one subscription to the store for the whole page, rather than one per link (a timetable has
 * hundreds). The root layout loads the client configuration before any page renders.
 */
export function CrossSiteSettingsProvider({ children }: { children: ReactNode }) {
  const settings = useCrossSiteSettings();
  return (
    <CrossSiteSettingsContext.Provider value={settings}>
      {children}
    </CrossSiteSettingsContext.Provider>
  );
}

/**
 * Sends the browser to the right site when the router arrives at a page of another one (a
 * `navigate()` call, or an address typed on the wrong site while developing): the page is loaded
 * there instead. Returns whether it is leaving, so the layout can show nothing in the meantime.
 */
export function useLeaveForPagesOwnSite(): boolean {
  const { pathname, search, hash } = useLocation();
  const href = crossSiteHrefWith(useCrossSiteSettings(), `${pathname}${search}${hash}`);
  useEffect(() => {
    if (href) goToAddress(href);
  }, [href]);
  return href !== null;
}
