import { lidoPlugin } from '../../platform/lido-plugin';
import { registerMemberDirectoryRoutes } from '../../modules/member-directory';
import { registerMembershipPricingRoutes } from '../../modules/membership-pricing';
import {
  registerGuestPassesRoutes,
  registerMembershipsRoutes,
  remindOfExpiringDocuments,
} from '../../modules/memberships';
import { registerPackagesRoutes } from '../../modules/packages';

declare module 'fastify' {
  interface FastifyInstance {
    /** One run of the membership document expiry reminders (background-sweeps.ts runs it). */
    remindOfExpiringDocuments: () => Promise<number>;
  }
}

/**
 * Memberships: the plans' prices as the joining site shows them, memberships as members hold
 * them in My account with their documents, guest passes, packages, and the member directory
 * front of house searches.
 */
export const membershipsContext = lidoPlugin(
  { name: 'memberships', dependencies: ['people'] },
  (scope, _options, { provide }) => {
    const { db, clock, siteUrl } = scope.lido;
    // The joining site's pricing page: each plan's price and what it includes.
    registerMembershipPricingRoutes(scope, { db });
    registerMembershipsRoutes(scope, { db, clock });
    registerGuestPassesRoutes(scope, { db, clock, queueEmail: scope.queueEmail });
    registerPackagesRoutes(scope, { db, clock });
    registerMemberDirectoryRoutes(scope, { db, clock });
    provide('remindOfExpiringDocuments', () =>
      remindOfExpiringDocuments({ db, clock, queueEmail: scope.queueEmail, siteUrl }),
    );
  },
);
