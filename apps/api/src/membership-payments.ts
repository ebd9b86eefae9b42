import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock';
import type { Database } from './db/client';
import { chooseDirectDebitProvider } from './direct-debit-provider-choice';
import type { Env } from './env';
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
import { registerMembershipJoiningRoutes, startDueCollections } from './modules/membership-joining';
import { registerMembershipPlanChangeRoutes } from './modules/memberships';
import { ageOn } from './modules/restrictions';
import type { CardTender, PaymentProvider } from './modules/payments';

/**
 * How members pay: the Direct Debit provider and its webhook, joining online with a first card
 * payment, a membership's Direct Debit and arrears. Answers the Direct Debit sweep (the
 * emulator's day in demo mode, then collections to start, end or pause).
 */
export async function registerMembershipPayments(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: Clock;
    config: Env;
    cardProvider: PaymentProvider;
    cardTender: CardTender;
    queueEmail: (db: Database, email: OutgoingEmail) => Promise<void>;
    siteUrl: string;
  },
): Promise<() => Promise<void>> {
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
  return async () => {
    await directDebits.advanceEmulator?.();
    await startDueCollections(joiningDeps);
    await endCollectionsOfCancelledMemberships(directDebitDeps);
    await pauseCollectionsOfFrozenMemberships(directDebitDeps);
    await settleSubscriptionAmounts(directDebitDeps);
  };
}
