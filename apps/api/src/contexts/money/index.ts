import { lidoPlugin } from '../../platform/lido-plugin';
import type { Env } from '../../platform/env';
import type { StepObserver } from '../../platform/flow-steps';
import {
  type CardTender,
  createCardTender,
  type PaymentProvider,
  reconcilePayments,
  type ReconciliationRun,
  registerPaymentsRoutes,
  settleCardRefund,
} from './payments';
import { registerVoucherRoutes } from './vouchers';
import { createPaymentProvider } from './payment-provider-choice';

declare module 'fastify' {
  interface FastifyInstance {
    /** Opayo (or, in demo mode, its emulator) and the card tender every checkout pays through. */
    cardPayments: { provider: PaymentProvider; tender: CardTender };
    /** Sends a queued card refund to the provider. */
    settleCardRefund: (refundId: string) => Promise<unknown>;
    /** One reconciliation sweep of payments left in flight (background-sweeps.ts runs it). */
    reconcilePayments: () => Promise<ReconciliationRun>;
  }
}

/** Holds never outlive MAX_HOLD_MINUTES: past it (and a margin), no order can follow. */
export function abandonAfterMinutes(config: Env): number {
  return config.MAX_HOLD_MINUTES + 5;
}

/**
 * Money: card payments (Opayo) and their reconciliation after a crash, refunds and vouchers.
 * The checkout's step observer is told when a card payment attempt is recorded (the crash tests
 * stop the process there).
 */
export const moneyContext = lidoPlugin<{ observeCheckoutStep?: StepObserver }>(
  { name: 'money', dependencies: ['people'] },
  async (scope, { observeCheckoutStep }, { provide, app }) => {
    const { db, clock, config } = scope.lido;
    registerPaymentsRoutes(scope, { db });
    // The emulators answer on the whole app: the card client reaches its emulator in-process.
    const provider = createPaymentProvider(app, { db, clock, config });
    const tender = createCardTender({
      db,
      clock,
      provider,
      onAttemptRecorded: () =>
        observeCheckoutStep?.({
          flow: 'authorise',
          step: 'record the payment attempt',
          phase: 'after',
        }),
    });
    provide('cardPayments', { provider, tender });
    // After a crash a payment can be left authorised with no order, or ordered but not released.
    provide('reconcilePayments', () =>
      reconcilePayments({
        db,
        clock,
        cardTender: tender,
        provider,
        abandonAfterMinutes: abandonAfterMinutes(config),
      }),
    );
    provide('settleCardRefund', (refundId) => settleCardRefund({ db, clock, provider }, refundId));
    registerVoucherRoutes(scope, { db, clock });
  },
);
