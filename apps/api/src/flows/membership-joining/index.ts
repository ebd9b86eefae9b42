import { lidoPlugin } from '../../platform/lido-plugin';
import {
  endCollectionsOfCancelledMemberships,
  pauseCollectionsOfFrozenMemberships,
  settleSubscriptionAmounts,
} from '../../contexts/memberships/direct-debit';
import {
  registerMembershipJoiningRoutes,
  startDueCollections,
} from '../../contexts/memberships/membership-joining';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * One Direct Debit sweep: in demo mode the GoCardless emulator's day moves on (its webhooks
     * come back to this app); then monthly collections GoCardless did not answer for are started.
     */
    sweepDirectDebits: () => Promise<void>;
  }
}

/**
 * Joining a membership online: the plan, the new member, a first payment by card and a Direct
 * Debit mandate (contexts/memberships/membership-joining); then the Direct Debit sweep that starts, ends and
 * pauses members' collections.
 */
export const membershipJoiningFlow = lidoPlugin(
  { name: 'membership-joining', dependencies: ['money', 'memberships'] },
  (scope, _options, { provide }) => {
    const { db, clock } = scope.lido;
    const directDebitDeps = { db, clock, provider: scope.directDebits.provider };
    const joiningDeps = {
      db,
      clock,
      directDebit: directDebitDeps,
      cardProvider: scope.cardPayments.provider,
      cardTender: scope.cardPayments.tender,
      queueEmail: scope.queueEmail,
      log: scope.log,
    };
    registerMembershipJoiningRoutes(scope, joiningDeps);
    provide('sweepDirectDebits', async () => {
      await scope.directDebits.advanceEmulator?.();
      await startDueCollections(joiningDeps);
      await endCollectionsOfCancelledMemberships(directDebitDeps);
      await pauseCollectionsOfFrozenMemberships(directDebitDeps);
      await settleSubscriptionAmounts(directDebitDeps);
    });
  },
);
