import type { FastifyInstance } from 'fastify';
import type { Clock } from './platform/clock';
import type { Database } from './platform/db/client';
import { chooseDirectDebitProvider } from './direct-debit-provider-choice';
import type { Env } from './platform/env';
import type { OutgoingEmail } from './modules/email';
import { describeBenefit, listBenefitsOfPlans } from './modules/benefits';
import {
  collectMonthlyAmount,
  endCollectionsOfCancelledMemberships,
  pauseCollectionsOfFrozenMemberships,
  registerDirectDebitRoutes,
  registerDirectDebitWebhook,
  settleSubscriptionAmounts,
} from './modules/direct-debit';
import { registerMemberDirectoryRoutes } from './modules/member-directory';
import { registerMembershipJoiningRoutes, startDueCollections } from './modules/membership-joining';
import {
  registerGuestPassesRoutes,
  registerMembershipPlanChangeRoutes,
  registerMembershipsRoutes,
  remindOfExpiringDocuments,
} from './modules/memberships';
import { ageOn } from './modules/restrictions';
import type { CardTender, PaymentProvider } from './modules/payments';

// Memberships as app.ts wires them, in two calls: the routes that need only the database go in
// before conditional-get and compression; how members pay needs the card provider and tender,
// which app.ts makes after them.

type QueueEmail = (db: Database, email: OutgoingEmail) => Promise<void>;

/**
 * My account memberships (with their documents) and guest passes, and the member directory
 * front of house searches.
 */
export function registerMembershipRoutes(
  app: FastifyInstance,
  { db, clock, queueEmail }: { db: Database; clock: Clock; queueEmail: QueueEmail },
): void {
  registerMembershipsRoutes(app, { db, clock });
  registerGuestPassesRoutes(app, { db, clock, queueEmail });
  registerMemberDirectoryRoutes(app, { db, clock });
}

/** The membership sweeps background-sweeps.ts runs (app.ts decorates the app with them). */
export interface MembershipSweeps {
  /** The emulator's day in demo mode, then Direct Debit collections to start, end or pause. */
  sweepDirectDebits: () => Promise<void>;
  /** Reminders of proof documents about to expire; answers how many were sent. */
  remindOfExpiringDocuments: () => Promise<number>;
}

/**
 * How members pay: the Direct Debit provider and its webhook, joining online with a first card
 * payment, a membership's Direct Debit and arrears, changing plan. Answers the membership sweeps.
 */
export async function registerMembershipPayments(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: Clock;
    config: Env;
    cardProvider: PaymentProvider;
    cardTender: CardTender;
    queueEmail: QueueEmail;
    siteUrl: string;
  },
): Promise<MembershipSweeps> {
  const { db, clock, cardProvider, cardTender, queueEmail, siteUrl } = deps;
  const directDebits = await chooseDirectDebitProvider(app, deps);
  const directDebitDeps = { db, clock, provider: directDebits.provider };
  registerDirectDebitWebhook(app, { ...directDebitDeps, queueEmail, siteUrl });
  registerDirectDebitRoutes(app, { db, clock, cardProvider, cardTender });
  const joiningDeps = {
    db,
    clock,
    directDebit: directDebitDeps,
    cardProvider,
    cardTender,
    log: app.log,
  };
  registerMembershipJoiningRoutes(app, joiningDeps);
  // Changing plan tells the Direct Debit its new amount, and says what each plan includes.
  registerMembershipPlanChangeRoutes(app, {
    db,
    clock,
    log: app.log,
    ports: {
      ageOn,
      describePlans: async (tx, planIds) => {
        const benefits = await listBenefitsOfPlans(tx, planIds);
        return new Map(
          [...benefits].map(([planId, rules]) => [planId, rules.map(describeBenefit)]),
        );
      },
      collectMonthly: (membershipId, amountPence) =>
        collectMonthlyAmount(directDebitDeps, membershipId, amountPence),
    },
  });
  return {
    sweepDirectDebits: async () => {
      await directDebits.advanceEmulator?.();
      await startDueCollections(joiningDeps);
      await endCollectionsOfCancelledMemberships(directDebitDeps);
      await pauseCollectionsOfFrozenMemberships(directDebitDeps);
      await settleSubscriptionAmounts(directDebitDeps);
    },
    remindOfExpiringDocuments: () => remindOfExpiringDocuments({ db, clock, queueEmail, siteUrl }),
  };
}
