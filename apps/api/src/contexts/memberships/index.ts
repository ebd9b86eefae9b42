import { lidoPlugin } from '../../platform/lido-plugin';
import { registerDirectDebitRoutes, registerDirectDebitWebhook } from './direct-debit';
import { registerMemberDirectoryRoutes } from './member-directory';
import { registerMembershipPricingRoutes } from './membership-pricing';
import {
  registerGuestPassesRoutes,
  registerMembershipsRoutes,
  remindOfExpiringDocuments,
} from './memberships';
import { registerPackagesRoutes } from './packages';

// A customer's standing, which the people context below is handed by app.ts: whether they are a
// member (prices, booking ahead) for each request's caller, and with their credit for the
// session user.
export { loadCustomerStanding, memberStanding } from './memberships';
import { chooseDirectDebitProvider, type DirectDebitChoice } from './direct-debit-provider-choice';

declare module 'fastify' {
  interface FastifyInstance {
    /** GoCardless (or, in demo mode, its emulator): a membership's monthly collections. */
    directDebits: DirectDebitChoice;
    /** One run of the membership document expiry reminders (background-sweeps.ts runs it). */
    remindOfExpiringDocuments: () => Promise<number>;
  }
}

/**
 * Memberships: the plans' prices as the joining site shows them, memberships as members hold
 * them in My account with their documents, guest passes, packages, their Direct Debit
 * (GoCardless, with its webhook), and the member directory front of house searches.
 */
export const membershipsContext = lidoPlugin(
  { name: 'memberships', dependencies: ['people', 'money'] },
  async (scope, _options, { provide, app }) => {
    const { db, clock, config, siteUrl } = scope.lido;
    // The emulator answers on the whole app, as the card emulator does (demo mode only).
    const directDebits = await chooseDirectDebitProvider(app, { db, clock, config });
    provide('directDebits', directDebits);
    registerDirectDebitWebhook(scope, {
      db,
      clock,
      provider: directDebits.provider,
      queueEmail: scope.queueEmail,
      siteUrl,
    });
    const { provider: cardProvider, tender: cardTender } = scope.cardPayments;
    registerDirectDebitRoutes(scope, { db, clock, cardProvider, cardTender });
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
