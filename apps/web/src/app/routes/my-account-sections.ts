import type { RouteObject } from 'react-router';
import type { TitleHandle } from '../../shared/components/page-title';
import { joinTitle } from '../../shared/components/page-title';
import { paths } from '../../shared/lib/paths';

import { myAccountSection as section } from './my-account-routes';

// The sections of My account but its dashboard, nested under `/my-account` when a navigation first
// goes there (route-discovery.ts). Each section's code loads on its first visit.
export const myAccountSectionRoutes: RouteObject[] = [
  {
    path: paths.myDetails.pattern,
    handle: section('My details'),
    lazy: async () => ({
      Component: (await import('./my-details')).MyDetailsPage,
    }),
  },
  {
    path: paths.myFamily.pattern,
    handle: section('Family'),
    lazy: async () => ({
      Component: (await import('../../features/family/components/my-family')).MyFamily,
    }),
  },
  {
    path: paths.myMemberships.pattern,
    handle: section('Memberships'),
    lazy: async () => ({
      Component: (await import('./memberships')).MembershipsPage,
    }),
  },
  {
    path: paths.myMembershipPayment.pattern,
    handle: section('Pay what you owe'),
    lazy: async () => ({
      Component: (
        await import('../../features/membership-direct-debit/components/pay-arrears-page')
      ).PayArrearsPage,
    }),
  },
  {
    path: paths.myPackages.pattern,
    handle: section('Packages'),
    lazy: async () => ({
      Component: (await import('../../features/account/components/packages-list')).PackagesList,
    }),
  },
  {
    path: paths.myBookings.pattern,
    handle: {
      title: ({ tab }) =>
        joinTitle([tab === 'past' ? 'Past bookings' : 'Upcoming bookings', 'My account']),
    } satisfies TitleHandle,
    lazy: async () => ({
      Component: (await import('../../features/account/components/my-bookings')).MyBookings,
    }),
  },
  {
    path: paths.myWaitlists.pattern,
    handle: section('Waitlists'),
    lazy: async () => ({
      Component: (await import('../../features/waitlists/components/my-waitlists')).MyWaitlists,
    }),
  },
  {
    path: paths.myGuestPasses.pattern,
    handle: section('Guest passes'),
    lazy: async () => ({
      Component: (await import('../../features/guest-passes/components/guest-passes-list'))
        .GuestPassesList,
    }),
  },
  {
    path: paths.myPayments.pattern,
    handle: section('Payments'),
    lazy: async () => ({
      Component: (await import('../../features/account/components/payments-list')).PaymentsList,
    }),
  },
  {
    path: paths.myCredit.pattern,
    handle: section('Account credit'),
    lazy: async () => ({
      Component: (await import('../../features/account/components/credit-statement'))
        .CreditStatement,
    }),
  },
];
