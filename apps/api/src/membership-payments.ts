import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock';
import type { Database } from './db/client';
import { chooseDirectDebitProvider } from './direct-debit-provider-choice';
import type { Env } from './env';
import {
  endCollectionsOfCancelledMemberships,
  pauseCollectionsOfFrozenMemberships,
  registerDirectDebitRoutes,
  registerDirectDebitWebhook,
} from './modules/direct-debit';
import { registerMembershipJoiningRoutes, startDueCollections } from './modules/membership-joining';
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
  },
): Promise<() => Promise<void>> {
  const { db, clock, cardProvider, cardTender } = deps;
  const directDebits = await chooseDirectDebitProvider(app, deps);
  const directDebitDeps = { db, clock, provider: directDebits.provider };
  registerDirectDebitWebhook(app, directDebitDeps);
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
  return async () => {
    await directDebits.advanceEmulator?.();
    await startDueCollections(joiningDeps);
    await endCollectionsOfCancelledMemberships(directDebitDeps);
    await pauseCollectionsOfFrozenMemberships(directDebitDeps);
  };
}
