import type { RouteObject } from 'react-router';
import type { CrumbsHandle } from '../../shared/components/breadcrumbs';
import type { TitleHandle } from '../../shared/components/page-title';
import { paths } from '../../shared/lib/paths';
import { crumbs } from '../route-handles';
import { consoleTitle } from './admin-console-routes';

/** A console page's trail: back to the console's home. */
function consoleCrumbs(label: string): CrumbsHandle & TitleHandle {
  return crumbs(() => [{ label: consoleTitle, to: paths.adminConsole.build() }, { label }]);
}

// The console's pages but its home, nested under `/admin` when a navigation first goes there
// (route-discovery.ts), all from the console's one lazy chunk.
export const adminConsolePageRoutes: RouteObject[] = [
  {
    path: paths.adminImport.pattern,
    lazy: () => import('./admin-console').then((m) => ({ Component: m.ImportScreen })),
    handle: consoleCrumbs('Import'),
  },
  {
    path: paths.adminNewVenue.pattern,
    lazy: () => import('./admin-console').then((m) => ({ Component: m.NewVenueScreen })),
    handle: consoleCrumbs('Add a venue'),
  },
  {
    path: paths.adminNewLocation.pattern,
    lazy: () => import('./admin-console').then((m) => ({ Component: m.NewLocationScreen })),
    handle: consoleCrumbs('Add a location'),
  },
  {
    path: paths.adminNewWeeklyClass.pattern,
    lazy: () => import('./admin-console').then((m) => ({ Component: m.NewWeeklyClassScreen })),
    handle: consoleCrumbs('Add a weekly class'),
  },
  {
    path: paths.adminSessions.pattern,
    lazy: () => import('./admin-console').then((m) => ({ Component: m.SessionsScreen })),
    handle: consoleCrumbs('Sessions'),
  },
  {
    path: paths.adminWeek.pattern,
    lazy: () => import('./admin-console').then((m) => ({ Component: m.WeekScreen })),
    handle: consoleCrumbs('Week'),
  },
  {
    path: paths.adminTheme.pattern,
    lazy: () => import('./admin-console').then((m) => ({ Component: m.ThemeScreen })),
    handle: consoleCrumbs('Theme'),
  },
  {
    path: paths.adminStaff.pattern,
    lazy: () => import('./admin-console').then((m) => ({ Component: m.StaffScreen })),
    handle: consoleCrumbs('Staff'),
  },
  {
    path: paths.adminPrices.pattern,
    lazy: () => import('./admin-console').then((m) => ({ Component: m.PricesScreen })),
    handle: consoleCrumbs('Prices'),
  },
  {
    path: paths.adminActivities.pattern,
    lazy: () => import('./admin-console').then((m) => ({ Component: m.ActivitiesScreen })),
    handle: consoleCrumbs('Activities'),
  },
  {
    path: paths.adminMembershipPlans.pattern,
    lazy: () => import('./admin-console').then((m) => ({ Component: m.MembershipPlansScreen })),
    handle: consoleCrumbs('Membership plans'),
  },
  {
    path: paths.adminWaitingRoom.pattern,
    lazy: () => import('./admin-console').then((m) => ({ Component: m.WaitingRoomScreen })),
    handle: consoleCrumbs('Waiting room'),
  },
  {
    // Not in shared/lib/paths.ts, which loads with the home page, whose first download is at its
    // budget (issue 12); nor in a module of its own, which the two console chunks would share as
    // a chunk the home page must name. The console's home links here (console-home.tsx), and
    // booking-partners-page.test.tsx follows that link to this page.
    path: '/admin/booking-partners',
    lazy: () => import('./admin-console').then((m) => ({ Component: m.BookingPartnersScreen })),
    handle: consoleCrumbs('Booking partners'),
  },
];
