import { lidoPlugin } from '../../platform/lido-plugin';
import { createOrderBookings, listOrderBookings } from '../../contexts/booking/bookings';
import type { StepObserver } from '../../platform/flow-steps';
import { registerCheckoutRoutes } from '../../contexts/booking/checkout';
import { abandonAfterMinutes } from '../../contexts/money';

export type { StepObserver };

/**
 * Checkout: the basket's holds become an order and its bookings, paid by card with 3-D Secure,
 * by account credit, a voucher or at the desk, in named steps each undone or finished after a
 * crash (contexts/booking/checkout). The crash tests observe every step boundary.
 */
export const checkoutFlow = lidoPlugin<{ observeCheckoutStep?: StepObserver }>(
  { name: 'checkout', dependencies: ['people', 'money', 'booking'] },
  (scope, { observeCheckoutStep }) => {
    const { db, clock, config, siteUrl, allowedOrigins } = scope.lido;
    registerCheckoutRoutes(scope, {
      db,
      clock,
      provider: scope.cardPayments.provider,
      cardTender: scope.cardPayments.tender,
      ...(observeCheckoutStep ? { observeStep: observeCheckoutStep } : {}),
      queueEmail: scope.queueEmail,
      holdMinutes: config.HOLD_MINUTES,
      maxHoldMinutes: config.MAX_HOLD_MINUTES,
      abandonAfterMinutes: abandonAfterMinutes(config),
      siteUrl,
      siteOrigins: [...allowedOrigins],
      createBookings: createOrderBookings,
      listOrderBookings,
    });
  },
);
