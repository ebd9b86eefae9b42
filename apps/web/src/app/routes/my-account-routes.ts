import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import type { TitleHandle } from '../../shared/components/page-title';
import { joinTitle } from '../../shared/components/page-title';
import { paths } from '../../shared/lib/paths';

/** "Bookings — My account": the section, then the area. */
export function myAccountSection(name: string): TitleHandle {
  return { title: () => joinTitle([name, 'My account']) };
}

/**
 * My account's dashboard, at `/my-account` itself (router.tsx); the other sections are found on
 * navigation (my-account-sections.ts, route-discovery.ts).
 */
export const myAccountDashboardRoute: RouteObject = {
  index: true,
  handle: myAccountSection('Dashboard'),
  lazy: async () => ({
    Component: (await import('../../features/account/components/dashboard')).Dashboard,
  }),
};

/** The live site's `/bookings/upcoming` deep link lands on My account's upcoming bookings. */
export function forwardToUpcomingBookings() {
  return redirect(paths.myBookings.build('upcoming'));
}
