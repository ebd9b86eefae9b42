import { openBookingPartnerRoutes } from '@lido/contract';
import { lidoPlugin } from '../../platform/lido-plugin';
import { createOrderBookings, listOrderBookings } from '../../contexts/booking/bookings';
import { abandonAfterMinutes } from '../../contexts/money';
import type { OpenBookingDeps } from './open-booking-deps';
import { registerOpenBookingErrors, registerPartnerAuth } from './partner-auth';
import { registerOpenBookingRoutes, registerUnknownEndpoint } from './open-booking.routes';
import { registerTestInterface } from './test-interface/test-interface.routes';

/**
 * The OpenActive Open Booking API, simple flow (issue 44, decisions/046): a booking partner's
 * quote is a visitor basket (contexts/booking/basket), its order the visitor checkout paid by the
 * partner's tender (contexts/booking/checkout, money), its cancellation the bookings' own
 * (contexts/booking/bookings), kept by its uuid with its Orders feed (contexts/openactive). The
 * routes answer and refuse in OpenActive's JSON-LD, in a scope of their own; the test interface
 * exists in demo mode only.
 */
export const openBookingFlow = lidoPlugin(
  { name: 'open-booking', dependencies: ['people', 'money', 'booking', 'openactive'] },
  (scope) => {
    const { db, clock, config, siteUrl } = scope.lido;
    const basket = {
      db,
      clock,
      holdMinutes: config.HOLD_MINUTES,
      maxHoldMinutes: config.MAX_HOLD_MINUTES,
      maxPlacesPerBasket: config.MAX_PLACES_PER_BASKET,
    };
    const deps: OpenBookingDeps = {
      db,
      clock,
      basket,
      checkout: {
        ...basket,
        provider: scope.cardPayments.provider,
        cardTender: scope.cardPayments.tender,
        queueEmail: scope.queueEmail,
        abandonAfterMinutes: abandonAfterMinutes(config),
        siteUrl,
        createBookings: createOrderBookings,
        listOrderBookings,
      },
      cancellation: { db, settleCardRefund: scope.settleCardRefund, queueEmail: scope.queueEmail },
    };
    registerOpenBookingErrors(scope);
    // The partner's key opens these routes: checked before anything they sent is read.
    registerPartnerAuth(scope, db, new Set(openBookingPartnerRoutes.map((route) => route.path)));
    registerOpenBookingRoutes(scope, deps);
    // OpenActive's test suite makes its sessions and simulates the venue through this: never in
    // production (OpenActive "Test Interface").
    if (config.LIDO_DEMO) registerTestInterface(scope, { db, clock });
    registerUnknownEndpoint(scope);
  },
);
