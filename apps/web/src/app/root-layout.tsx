import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Breadcrumbs } from '../shared/components/breadcrumbs';
import { DemoBadge } from '../shared/components/demo-badge';
import { ErrorPage } from '../shared/components/error-page';
import { Header } from './header';
import { venuePageOf, VenueBarSlotContext } from './venue-bar-slot';
import { PageTitleProvider } from '../shared/components/page-title';
import { LoadingIndicator } from '../shared/components/loading-indicator';
import { MaintenancePage } from '../shared/components/maintenance-page';
import { Toasts } from '../features/toasts/components/toasts';
import { CartSync } from '../features/basket/components/cart-sync';
import { EmbeddedBar } from '../features/embedding/components/embedded-bar';
import { useHeightForParent } from '../features/embedding/use-height-for-parent';
import { LOGIN_MODAL, selectOpenModalId } from '../shared/state/modals.slice';
import { selectSiteMode } from '../features/site-mode/site-mode';
import {
  selectCurrentCentre,
  selectIsEmbedded,
  selectIsKiosk,
} from '../shared/state/session.slice';
import { useGetClientQuery } from '../shared/api/get-client';
import { useLeaveForPagesOwnSite } from '../features/site-config/cross-site-settings';
import { maintenanceStatus, useGetThemeQuery } from '../features/theme/api/get-theme';
import { applyTheme, siteDefaultTheme } from '../features/theme/theme-variables';
import { VenueFooter } from '../features/venues/components/venue-footer';
import { loadChunk } from '../shared/lib/load-chunk';
import { isApiError } from '../shared/lib/request-state';
import { useAppSelector } from '../shared/lib/store-hooks';
import './global.css';

/** The venue whose theme and footer apply: the one in the address, else the `centre` param. */
function useSiteVenueSlug(): string | null {
  const { pathname } = useLocation();
  const currentCentre = useAppSelector(selectCurrentCentre);
  return venuePageOf(pathname)?.venueSlug ?? currentCentre;
}

const mainId = 'main-content';

// What only kiosks have (idle reset, no links off the site, large targets, the staff's way out)
// loads on them alone. A kiosk without it must not go on as if it had it: a chunk that never
// arrives ends at the error page's reload.
const KioskMode = lazy(() =>
  loadChunk(() => import('../features/kiosk/components/kiosk-mode')).then((module) => ({
    default: module.KioskMode,
  })),
);

// The cookie banner loads only where the operator has a tag manager, and never on a kiosk. If it
// cannot arrive, there is no banner and so no tags: nothing the page must fail for.
const CookieConsent = lazy(() =>
  loadChunk(() => import('../features/consent/components/cookie-consent')).then(
    (module) => ({ default: module.CookieConsent }),
    () => ({ default: () => null }),
  ),
);

// The front desk's bar loads for staff at a desk alone: customers never download it.
const DeskBar = lazy(() =>
  loadChunk(() => import('../features/desk/components/desk-bar')).then((module) => ({
    default: module.DeskBar,
  })),
);

// The login dialog and its form load when the visitor first opens it, not with every page.
const LoginModal = lazy(() =>
  import('../features/auth/components/login-modal').then((module) => ({
    default: module.LoginModal,
  })),
);

/**
 * Every page's frame. Nothing renders until the site configuration and theme are known: a
 * maintenance switch or a broken configuration must win over whatever page was asked for.
 */
export function RootLayout() {
  const isEmbedded = useAppSelector(selectIsEmbedded);
  const isKiosk = useAppSelector(selectIsKiosk);
  const isDesk = useAppSelector(selectSiteMode) === 'desk';
  const venueSlug = useSiteVenueSlug();
  const isVenuePage = venuePageOf(useLocation().pathname) !== null;
  const [venueBarSlot, setVenueBarSlot] = useState<HTMLElement | null>(null);
  const client = useGetClientQuery();
  const theme = useGetThemeQuery(venueSlug);
  const isLoginOpen = useAppSelector(selectOpenModalId) === LOGIN_MODAL;
  useHeightForParent(isEmbedded);
  const isLeavingForItsSite = useLeaveForPagesOwnSite();

  useLayoutEffect(() => {
    applyTheme(theme.data ?? siteDefaultTheme);
  }, [theme.data]);

  const isMaintenance = isApiError(theme.error) && theme.error.statusCode === maintenanceStatus;

  // Before the site can show its frame, the message still sits in the page's main landmark.
  let content;
  if (isMaintenance) {
    content = (
      <main className="lido-page">
        <MaintenancePage />
      </main>
    );
  } else if (client.isLoading || theme.isLoading || isLeavingForItsSite) {
    content = (
      <main className="lido-page">
        <LoadingIndicator />
      </main>
    );
  } else if (client.error || theme.error || !client.data || !theme.data) {
    content = (
      <main className="lido-page">
        <ErrorPage />
      </main>
    );
  } else {
    content = (
      <PageTitleProvider siteName={client.data.name} mainId={mainId}>
        {/* The first tab stop, so keyboard users need not pass the header on every page. */}
        <a className="lido-skip-link" href={`#${mainId}`}>
          Skip to main content
        </a>
        {isEmbedded ? (
          <EmbeddedBar />
        ) : (
          <Header
            client={client.data}
            logoUrl={theme.data.themeAppLogo}
            venueBarSlot={isVenuePage ? setVenueBarSlot : null}
          />
        )}
        {isDesk ? (
          <Suspense fallback={null}>
            <DeskBar />
          </Suspense>
        ) : null}
        <main
          id={mainId}
          className={isEmbedded ? 'lido-page' : 'lido-page lido-page--fills-screen'}
          tabIndex={-1}
        >
          {isEmbedded ? null : <Breadcrumbs />}
          <VenueBarSlotContext.Provider value={isVenuePage ? venueBarSlot : null}>
            <Outlet />
          </VenueBarSlotContext.Provider>
        </main>
        {venueSlug ? <VenueFooter venueSlug={venueSlug} /> : null}
        {!isKiosk && client.data.tagManagerIds.length > 0 ? (
          <Suspense fallback={null}>
            <CookieConsent />
          </Suspense>
        ) : null}
        {isLoginOpen ? (
          <Suspense fallback={null}>
            <LoginModal />
          </Suspense>
        ) : null}
        <CartSync />
        {isKiosk ? (
          <Suspense fallback={null}>
            <KioskMode client={client.data} />
          </Suspense>
        ) : null}
      </PageTitleProvider>
    );
  }

  return (
    <>
      {client.data?.demoMode ? <DemoBadge /> : null}
      {content}
      <Toasts />
    </>
  );
}
