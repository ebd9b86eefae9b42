import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { paths } from '../../lib/paths';

// The sections of My account, nested under `/my-account` (router.tsx). Each loads on first visit.
export const myAccountChildRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({
      Component: (await import('../../features/account/components/dashboard')).Dashboard,
    }),
  },
  {
    path: paths.myDetails.pattern,
    lazy: async () => ({
      Component: (await import('../../features/account/components/my-details')).MyDetails,
    }),
  },
  {
    path: paths.myMemberships.pattern,
    lazy: async () => ({
      Component: (await import('../../features/account/components/memberships-list'))
        .MembershipsList,
    }),
  },
  {
    path: paths.myPackages.pattern,
    lazy: async () => ({
      Component: (await import('../../features/account/components/packages-list')).PackagesList,
    }),
  },
  {
    path: paths.myBookings.pattern,
    lazy: async () => ({
      Component: (await import('../../features/account/components/my-bookings')).MyBookings,
    }),
  },
  {
    path: paths.myGuestPasses.pattern,
    lazy: async () => ({
      Component: (await import('../../features/account/components/guest-passes-list'))
        .GuestPassesList,
    }),
  },
  {
    path: paths.myPayments.pattern,
    lazy: async () => ({
      Component: (await import('../../features/account/components/payments-list')).PaymentsList,
    }),
  },
];

/** The live site's `/bookings/upcoming` deep link lands on My account's upcoming bookings. */
export function forwardToUpcomingBookings() {
  return redirect(paths.myBookings.build('upcoming'));
}
