import { pageHeadings } from '@lido/contract';
import type { RouteObject } from 'react-router';
import { createBrowserRouter } from 'react-router';
import { joinTitle } from '../shared/components/page-title';
import { ErrorPage } from '../shared/components/error-page';
import { withChunkRetries } from './chunk-retries';
import { LoadingIndicator } from '../shared/components/loading-indicator';
import { cachedPlanName } from '../features/membership-joining/joining-crumb';
import { RELEASE_HEADING } from '../features/place-release/release-heading';
import { claimBookingsHeading } from '../features/auth/claim-bookings-heading';
import { paths } from '../shared/lib/paths';
import { slugLabel } from '../shared/lib/slug-label';
import { formatShortDate } from '../shared/lib/format-short-date';
import { crumbs, titled } from './route-handles';
import { RootLayout } from './root-layout';
import { createRouteLoaders, removeTrailingSlash, shouldCheckTrailingSlash } from './route-loaders';
import { adminConsoleHomeRoute, consoleTitle } from './routes/admin-console-routes';
import { forwardToUpcomingBookings, myAccountDashboardRoute } from './routes/my-account-routes';
import { discoverRoutes } from './route-discovery';
import { Component as HomeScreen } from './routes/home';
import type { AppStore } from './store';

const bookAnActivity = pageHeadings.home;
const shoppingBasket = pageHeadings.basket;
const membershipPricing = 'Membership pricing';

/** SPEC.md section 2, in the order the router should try them (static paths before slugs). */
export function createRoutes(store: AppStore): RouteObject[] {
  const loaders = createRouteLoaders(store);
  return withChunkRetries([
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      // A crash in the layout itself still gets the friendly page.
      ErrorBoundary: ErrorPage,
      HydrateFallback: LoadingIndicator,
      loader: removeTrailingSlash,
      shouldRevalidate: shouldCheckTrailingSlash,
      children: [
        {
          // Crashes inside a screen keep the header, so the visitor can navigate away.
          ErrorBoundary: ErrorPage,
          children: [
            {
              index: true,
              loader: loaders.kioskHome,
              Component: HomeScreen,
              handle: titled(bookAnActivity),
            },
            {
              path: paths.redirectToSelectedVenue.pattern,
              loader: loaders.redirectToSelectedVenue,
              Component: LoadingIndicator,
            },
            {
              path: paths.register.pattern,
              loader: loaders.redirectLoggedIn,
              lazy: () => import('./routes/register'),
              handle: crumbs(() => [{ label: 'Sign up' }]),
            },
            {
              path: paths.login.pattern,
              loader: loaders.redirectLoggedIn,
              lazy: () => import('./routes/login'),
              handle: titled('Log in'),
            },
            {
              path: paths.forgottenPassword.pattern,
              lazy: () => import('./routes/forgotten-password'),
              handle: titled('Forgotten your password?'),
            },
            {
              path: paths.resetPassword.pattern,
              lazy: () => import('./routes/reset-password'),
              handle: titled('Reset your password'),
            },
            {
              path: paths.basket.pattern,
              lazy: () => import('./routes/basket'),
              handle: crumbs(() => [{ label: shoppingBasket }]),
            },
            {
              path: paths.checkout.pattern,
              loader: loaders.requireAttendeesReady,
              lazy: () => import('./routes/checkout'),
              handle: crumbs(() => [
                { label: shoppingBasket, to: paths.basket.build() },
                { label: pageHeadings.checkout },
              ]),
            },
            {
              // The link in the booking confirmation email: no sign-in, the link is the key.
              path: paths.releasePlace.pattern,
              lazy: () => import('./routes/release-place'),
              handle: titled(RELEASE_HEADING),
            },
            {
              // The guest confirmation email's link: keep the bookings in an account (issue 43).
              path: paths.claimBookings.pattern,
              lazy: () => import('./routes/claim-bookings'),
              handle: titled(claimBookingsHeading),
            },
            {
              path: paths.bookingConfirmed.pattern,
              loader: loaders.requireOrderReader,
              lazy: () => import('./routes/booking-confirmed'),
              handle: crumbs(() => [{ label: 'Booking confirmed' }]),
            },
            {
              // A venue's booking pages, behind its waiting room while a release is open.
              lazy: () => import('./routes/venue-queue-layout'),
              children: [
                {
                  path: paths.venue.pattern,
                  // Opens another venue on the activity left (the venue bar), where it has it.
                  lazy: async () => {
                    const [{ Component }, { createOpenVenueLoader }] = await Promise.all([
                      import('./routes/venue'),
                      import('./routes/open-venue-loader'),
                    ]);
                    return { Component, loader: createOpenVenueLoader(store, loaders) };
                  },
                  handle: crumbs(
                    () => [{ label: bookAnActivity }],
                    ({ venueSlug = '' }) => joinTitle([bookAnActivity, slugLabel(venueSlug)]),
                  ),
                },
                {
                  path: paths.activity.pattern,
                  loader: loaders.rememberVenue,
                  lazy: () => import('./routes/activity'),
                  handle: crumbs(
                    ({ venueSlug = '', activitySlug = '' }) => [
                      { label: bookAnActivity, to: paths.venue.build(venueSlug) },
                      { label: slugLabel(activitySlug) },
                    ],
                    ({ venueSlug = '', activitySlug = '' }) =>
                      joinTitle([slugLabel(activitySlug), slugLabel(venueSlug)]),
                  ),
                },
                {
                  path: paths.timetable.pattern,
                  loader: loaders.rememberVenue,
                  lazy: () => import('./routes/timetable'),
                  handle: crumbs(
                    ({ venueSlug = '', activitySlug = '' }) => [
                      { label: bookAnActivity, to: paths.venue.build(venueSlug) },
                      {
                        label: slugLabel(activitySlug),
                        to: paths.activity.build(venueSlug, activitySlug),
                      },
                    ],
                    ({ venueSlug = '', activitySlug = '', dateSlug = '' }) =>
                      joinTitle([
                        slugLabel(activitySlug),
                        formatShortDate(dateSlug),
                        slugLabel(venueSlug),
                      ]),
                  ),
                },
              ],
            },
            {
              path: paths.attendees.pattern,
              loader: loaders.requireLoggedIn,
              lazy: () => import('./routes/attendees'),
              handle: crumbs(() => [{ label: 'Attendees' }]),
            },
            {
              path: paths.pricing.pattern,
              lazy: () => import('./routes/pricing'),
              handle: crumbs(() => [{ label: membershipPricing }]),
            },
            {
              // Signed out, the page asks the visitor to log in (and come back) rather than
              // sending them away; its loader has the plan cached for the breadcrumb.
              path: paths.joinMembership.pattern,
              lazy: async () => {
                const { Component, createJoiningLoader } = await import('./routes/join-membership');
                return { Component, loader: createJoiningLoader(store) };
              },
              handle: crumbs(({ planId = '' }) => [
                { label: membershipPricing, to: paths.pricing.build() },
                { label: cachedPlanName(store.getState(), planId) ?? 'Join' },
              ]),
            },
            {
              path: paths.joiningConfirmed.pattern,
              loader: loaders.requireLoggedIn,
              lazy: () => import('./routes/joining-confirmed'),
              handle: crumbs(() => [
                { label: membershipPricing, to: paths.pricing.build() },
                { label: 'Membership confirmed' },
              ]),
            },
            {
              // The dashboard; the other sections are added on navigation (route-discovery.ts).
              id: 'my-account',
              path: paths.myAccount.pattern,
              loader: loaders.requireLoggedIn,
              lazy: () => import('./routes/my-account'),
              children: [myAccountDashboardRoute],
              handle: titled('My account'),
            },
            {
              // Staff only: signed out, the desk's log-in first; a customer is told it is not for them.
              path: paths.deskTakings.pattern,
              loader: loaders.requireDeskSignIn,
              lazy: () => import('./routes/end-of-day'),
              handle: titled('End of day'),
            },
            {
              // Managers only: signed out, the desk's log-in first; the API refuses anyone else.
              path: paths.adminReports.pattern,
              loader: loaders.requireDeskSignIn,
              lazy: () => import('./routes/admin-reports'),
              handle: titled('Reports'),
            },
            {
              path: paths.deskLogin.pattern,
              loader: loaders.redirectLoggedIn,
              lazy: () => import('./routes/desk-login'),
              handle: titled('Staff log in'),
            },
            {
              path: paths.deskForgottenPassword.pattern,
              lazy: () => import('./routes/desk-forgotten-password'),
              handle: titled('Forgotten your password?'),
            },
            {
              // The link in a new member of staff's invitation: no sign-in, the link is the key.
              path: paths.deskSetPassword.pattern,
              lazy: () => import('./routes/desk-set-password'),
              handle: titled('Choose your password'),
            },
            {
              // Staff only, as the end of day: the order's receipt, to print, email or reprint.
              path: paths.deskReceipt.pattern,
              loader: loaders.requireDeskSignIn,
              lazy: () => import('./routes/desk-receipt'),
              handle: titled('Receipt'),
            },
            {
              // Managers only: signed out, the desk's log-in first; anyone else is told why not.
              // One lazy chunk for the console's pages, never part of a customer page; the pages
              // but its home are added on navigation (route-discovery.ts).
              id: 'admin-console',
              path: paths.adminConsole.pattern,
              loader: loaders.requireDeskSignIn,
              lazy: () => import('./routes/admin-console'),
              handle: titled(consoleTitle),
              children: [adminConsoleHomeRoute],
            },
            {
              path: paths.upcomingBookings.pattern,
              loader: forwardToUpcomingBookings,
              Component: LoadingIndicator,
            },
            // Forwarders always redirect from their loader; the indicator is never meant to stay.
            {
              path: paths.shortVenue.pattern,
              loader: loaders.forwardToVenue,
              Component: LoadingIndicator,
            },
            {
              path: paths.shortActivity.pattern,
              loader: loaders.forwardToActivity,
              Component: LoadingIndicator,
            },
            {
              path: paths.shortTimetable.pattern,
              loader: loaders.forwardToActivity,
              Component: LoadingIndicator,
            },
            {
              path: '*',
              Component: ErrorPage,
              handle: titled('We may have dropped the ball on this one'),
            },
          ],
        },
      ],
    },
  ]);
}

/** What every router of the app is created with besides its routes (tests' too). */
export const routerOptions = { patchRoutesOnNavigation: discoverRoutes };

export function createAppRouter(store: AppStore) {
  return createBrowserRouter(createRoutes(store), routerOptions);
}
