import { getReleaseQueue, joinReleaseQueue } from '@lido/contract';
import { lidoPlugin } from '../../platform/lido-plugin';
import { registerBasketRoutes } from './basket';
import { registerBookingsRoutes } from './bookings';
import { registerCreditsRoutes } from './credits';
import {
  admitFromReleaseQueues,
  type AdmissionRun,
  createAdmissionGate,
  createLatencySampler,
  createLineReads,
  registerReleaseQueueRoutes,
} from './release-queue';
import {
  createWaitlistOffers,
  type OfferRun,
  type OfferScope,
  registerWaitlistsRoutes,
} from './waitlists';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * One run of the waitlist offers (background-sweeps.ts runs it); for one session only when
     * its places were just freed (a capacity raise).
     */
    offerWaitlistPlaces: (scope?: OfferScope) => Promise<OfferRun>;
    /** One turn of the waiting rooms for releases (background-sweeps.ts runs it every second). */
    admitFromReleaseQueues: () => Promise<AdmissionRun>;
  }
}

/**
 * Booking: the waiting room for releases, the basket and its holds, account credit applied to
 * it, waitlists and the offers made from them, and a customer's bookings with their
 * cancellation (card refunds go through money).
 */
export const bookingContext = lidoPlugin(
  { name: 'booking', dependencies: ['people', 'money', 'timetable'] },
  (scope, _options, { provide }) => {
    const { db, clock, config, siteUrl } = scope.lido;
    const { callerStandings } = scope;
    const basketDeps = {
      db,
      clock,
      holdMinutes: config.HOLD_MINUTES,
      maxHoldMinutes: config.MAX_HOLD_MINUTES,
      maxPlacesPerBasket: config.MAX_PLACES_PER_BASKET,
    };
    // The waiting room paces its lines by the latency of what admitted visitors do here (the
    // basket's, mostly), not by its own answers to those still in line.
    const latency = createLatencySampler();
    const waitingRoomRoutes = new Set<string>([getReleaseQueue.path, joinReleaseQueue.path]);
    scope.addHook('onResponse', async (request, reply) => {
      if (waitingRoomRoutes.has(request.routeOptions.url ?? '')) return;
      latency.record(reply.elapsedTime, clock.now().getTime());
    });
    const queueDeps = {
      db,
      clock,
      startPerMinute: config.RELEASE_QUEUE_START_PER_MINUTE,
      lineReads: createLineReads(db),
    };
    registerReleaseQueueRoutes(scope, queueDeps);
    provide('admitFromReleaseQueues', () => admitFromReleaseQueues(queueDeps, latency));
    registerBasketRoutes(scope, basketDeps, { admitToRelease: createAdmissionGate(queueDeps) });
    registerWaitlistsRoutes(scope, { db, clock, callerStandings });
    provide(
      'offerWaitlistPlaces',
      createWaitlistOffers({ basketDeps, callerStandings, queueEmail: scope.queueEmail, siteUrl }),
    );
    registerBookingsRoutes(scope, {
      db,
      clock,
      settleCardRefund: scope.settleCardRefund,
      queueEmail: scope.queueEmail,
    });
    // Account credit as a customer spends it on the basket, and staff give or take it away.
    registerCreditsRoutes(scope, { db, clock });
  },
);
