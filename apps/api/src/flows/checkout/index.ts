import { lidoPlugin } from '../../platform/lido-plugin';
import { createOrderBookings, listOrderBookings } from '../../contexts/booking/bookings';
import type { StepObserver } from '../../platform/flow-steps';
import { registerCheckoutRoutes } from '../../contexts/booking/checkout';
import { loadCustomerStanding } from '../../contexts/memberships';
import { abandonAfterMinutes } from '../../contexts/money';
import { registerBookingsClaim } from './bookings-claim';

export type { StepObserver };

/**
 * Checkout: the basket's holds become an order and its bookings, paid by card with 3-D Secure,
 * by account credit, a voucher or at the desk, in named steps each undone or finished after a
 * crash (contexts/booking/checkout). The crash tests observe every step boundary. A signed-out
 * visitor's order is a guest customer's, whose bookings its confirmation's link claims into an
 * account (bookings-claim.ts).
 */
export const checkoutFlow = lidoPlugin<{ observeCheckoutStep?: StepObserver }>(
  { name: 'checkout', dependencies: ['people', 'money', 'booking'] },
  (scope, { observeCheckoutStep }) => {
    const { db, clock, config, siteUrl, allowedOrigins, authCookie } = scope.lido;
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
    registerBookingsClaim(scope, {
      db,
      clock,
      sessionIdleMinutes: config.SESSION_IDLE_MINUTES,
      sessionLifetimeDays: config.SESSION_LIFETIME_DAYS,
      loadStanding: loadCustomerStanding,
      authCookie: { ...authCookie, maxAgeSeconds: config.SESSION_LIFETIME_DAYS * 24 * 60 * 60 },
    });
  },
);
