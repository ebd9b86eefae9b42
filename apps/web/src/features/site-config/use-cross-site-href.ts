import { useEffect } from 'react';
import { createPath, useLocation, type To } from 'react-router';
import { useAppSelector } from '../../lib/store-hooks';
import { goToAddress } from '../../lib/go-to-address';
import { crossSiteHref } from '../../lib/sites';
import { selectCurrentCentre, selectIsEmbedded, selectIsKiosk } from '../session/session.slice';
import { getClientApi } from './api/get-client';

// Read from the cache without subscribing: a timetable has hundreds of links.
const selectClient = getClientApi.endpoints.getClient.select();

/**
 * The absolute address of `to` on another of the three sites, or null when it is a page of this
 * one. The sites' addresses come from the client configuration, which the root layout loads
 * before any page renders.
 */
export function useCrossSiteHref(to: To): string | null {
  const client = useAppSelector(selectClient).data;
  const isEmbedded = useAppSelector(selectIsEmbedded);
  const isKiosk = useAppSelector(selectIsKiosk);
  const currentCentre = useAppSelector(selectCurrentCentre);
  if (!client) return null;
  return crossSiteHref(typeof to === 'string' ? to : createPath(to), {
    siteUrls: client.siteUrls,
    currentOrigin: window.location.origin,
    isEmbedded,
    kioskCentre: isKiosk ? currentCentre : null,
  });
}

/**
 * Sends the browser to the right site when the router arrives at a page of another one (a
 * `navigate()` call, or an address typed on the wrong site while developing): the page is loaded
 * there instead. Returns whether it is leaving, so the layout can show nothing in the meantime.
 */
export function useLeaveForPagesOwnSite(): boolean {
  const { pathname, search, hash } = useLocation();
  const href = useCrossSiteHref(`${pathname}${search}${hash}`);
  useEffect(() => {
    if (href) goToAddress(href);
  }, [href]);
  return href !== null;
}
