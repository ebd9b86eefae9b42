import { lidoPlugin } from '../../platform/lido-plugin';
import { registerBasketRoutes } from '../../modules/basket';
import { registerBookingsRoutes } from '../../modules/bookings';
import type { CallerSessionsLookup } from '../../modules/timetable';
import {
  createWaitlistOffers,
  type OfferRun,
  type OfferScope,
  registerWaitlistsRoutes,
} from '../../modules/waitlists';
import { createCallerSessions } from './caller-sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /** A customer's own standing on sessions: booked, in their basket, on a waitlist. */
    callerSessions: CallerSessionsLookup;
    /**
     * One run of the waitlist offers (background-sweeps.ts runs it); for one session only when
     * its places were just freed (a capacity raise).
     */
    offerWaitlistPlaces: (scope?: OfferScope) => Promise<OfferRun>;
  }
}

/**
 * Booking: the basket and its holds, waitlists and the offers made from them, and a customer's
 * bookings with their cancellation (card refunds go through money).
 */
export const bookingContext = lidoPlugin(
  { name: 'booking', dependencies: ['people', 'money'] },
  (scope, _options, { provide }) => {
    const { db, clock, config, siteUrl } = scope.lido;
    const callerSessions = createCallerSessions({ db, clock });
    provide('callerSessions', callerSessions);
    const basketDeps = {
      db,
      clock,
      holdMinutes: config.HOLD_MINUTES,
      maxHoldMinutes: config.MAX_HOLD_MINUTES,
      maxPlacesPerBasket: config.MAX_PLACES_PER_BASKET,
    };
    registerBasketRoutes(scope, basketDeps);
    registerWaitlistsRoutes(scope, { db, clock, callerSessions });
    provide(
      'offerWaitlistPlaces',
      createWaitlistOffers({ basketDeps, callerSessions, queueEmail: scope.queueEmail, siteUrl }),
    );
    registerBookingsRoutes(scope, { db, clock, settleCardRefund: scope.settleCardRefund });
  },
);
