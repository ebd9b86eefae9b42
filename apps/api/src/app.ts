import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { createCallerSessions } from './caller-sessions';
import type { Clock } from './platform/clock';
import type { Database } from './platform/db/client';
import { deploymentParts } from './platform/deployment';
import type { Env } from './platform/env';
import { registerConditionalGet } from './platform/http/conditional-get';
import { registerNotFoundHandler } from './platform/http/error-handler';
import { registerCompression } from './platform/http/compression';
import { pageOnItsOwnSite, sitesForRequest } from './platform/http/sites';
import { createHttpServer, registerHttpPlumbing } from './platform/http/wiring';
import { registerStaticSite } from './platform/http/static-site';
import {
  createAfterResponseWork,
  createCallerResolver,
  realSleep,
  registerAccountsRoutes,
  signInThrottlePolicy,
  type Sleep,
} from './modules/accounts';
import { registerAccountClosureRoutes } from './modules/account-closure';
import { registerMembershipPricingRoutes } from './modules/membership-pricing';
import { registerBasketRoutes } from './modules/basket';
import { createOrderBookings, listOrderBookings, registerBookingsRoutes } from './modules/bookings';
import { registerCheckoutRoutes, type StepObserver } from './modules/checkout';
import { registerCatalogueRoutes } from './modules/catalogue';
import { registerCreditsRoutes } from './modules/credits';
import { registerPackagesRoutes } from './modules/packages';
import { registerQuestionsRoutes } from './modules/questions';
import { registerRestrictionsRoutes } from './modules/restrictions';
import { createEmailOutbox, registerDevMailboxRoutes } from './modules/email';
import { registerGeocodingRoutes } from './modules/geocoding';
import { registerHealthRoutes } from './modules/health';
import { registerKioskRoutes } from './modules/kiosk';
import { loadCustomerStanding, memberStanding } from './modules/memberships';
import {
  createCardTender,
  reconcilePayments,
  type ReconciliationRun,
  registerPaymentsRoutes,
  settleCardRefund,
} from './modules/payments';
import { registerPenaltiesRoutes } from './modules/penalties';
import { loadPageHtml, type PageHtml } from './modules/page-shell';
import {
  createFrameAncestors,
  createTagManagerCheck,
  registerSiteConfigRoutes,
} from './modules/site-config';
import { registerTermsRoutes } from './modules/terms';
import { registerCapacityRoutes, registerTimetableRoutes } from './modules/timetable';
import { registerVenueRoutes } from './modules/venues';
import { registerVoucherRoutes } from './modules/vouchers';
import { registerEndOfDayRoutes } from './modules/end-of-day';
import { registerDeskCustomersRoutes } from './modules/desk-customers';
import { recordConsoleChange } from './modules/desk-audit';
import { registerConsoleRoutes } from './console-wiring';
import { registerDeskPricesRoutes } from './modules/desk-prices';
import { registerDeskRefundsRoutes } from './modules/desk-refunds';
import { registerSessionOperationsRoutes } from './modules/session-operations';
import { registerImportKeysRoutes, registerOperatorImportRoutes } from './modules/operator-import';
import { registerReportsRoutes } from './modules/reports';
import {
  createWaitlistOffers,
  type OfferRun,
  type OfferScope,
  registerWaitlistsRoutes,
} from './modules/waitlists';
import { createPaymentProvider } from './payment-provider-choice';
import { registerMembershipPayments, registerMembershipRoutes } from './membership-wiring';

export type AppConfig = Env;

declare module 'fastify' {
  interface FastifyInstance {
    /** One reconciliation sweep of payments left in flight (background-sweeps.ts runs it). */
    reconcilePayments: () => Promise<ReconciliationRun>;
    /**
     * One run of the waitlist offers (background-sweeps.ts runs it); for one session only when
     * its places were just freed (a capacity raise).
     */
    offerWaitlistPlaces: (scope?: OfferScope) => Promise<OfferRun>;
    /**
     * One Direct Debit sweep: in demo mode the GoCardless emulator's day moves on (its webhooks
     * come back to this app); then monthly collections GoCardless did not answer for are started.
     */
    sweepDirectDebits: () => Promise<void>;
    /** One run of the membership document expiry reminders (background-sweeps.ts runs it). */
    remindOfExpiringDocuments: () => Promise<number>;
  }
}

export interface AppDeps {
  db: Database;
  clock: Clock;
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
  /** Waits before answering a failed sign-in (SPEC.md section 9); tests pass one that does not. */
  sleep?: Sleep;
  /** Told at every checkout step boundary; the crash test kills the process there. */
  observeCheckoutStep?: StepObserver;
}

/** Builds the whole HTTP application; server.ts listens with it and tests call inject() on it. */
export async function buildApp({
  db,
  clock,
  config,
  logger = false,
  sleep = realSleep,
  observeCheckoutStep,
}: AppDeps): Promise<FastifyInstance> {
  const app = createHttpServer(config, logger);
  const sessionExpiry = {
    sessionIdleMinutes: config.SESSION_IDLE_MINUTES,
    sessionLifetimeDays: config.SESSION_LIFETIME_DAYS,
  };
  const { allowedOrigins, sites, authCookie } = await registerHttpPlumbing(app, {
    config,
    db,
    clock,
    resolveCaller: createCallerResolver({ db, clock, memberStanding, sessionExpiry }),
  });

  registerHealthRoutes(app, { db, parts: deploymentParts(config) });
  registerSiteConfigRoutes(app, {
    db,
    isMaintenanceMode: config.MAINTENANCE_MODE,
    isDemo: config.LIDO_DEMO,
    mapTiles: config.MAP_TILE_URL
      ? { url: config.MAP_TILE_URL.template, attribution: config.MAP_TILE_ATTRIBUTION }
      : null,
    siteUrlsFor: (request) => sitesForRequest(request, sites).urls,
  });
  const emailOutbox = createEmailOutbox(clock);
  const afterResponse = createAfterResponseWork(app.log);
  app.addHook('onClose', afterResponse.settled);
  registerAccountsRoutes(app, {
    db,
    clock,
    sleep,
    signInThrottle: signInThrottlePolicy(config),
    resetEmailLimit: config.RATE_LIMIT_RESET_EMAILS,
    runAfterResponse: afterResponse.run,
    ...sessionExpiry,
    authCookie,
    queueEmail: emailOutbox.queue,
    loadStanding: loadCustomerStanding,
  });
  registerMembershipRoutes(app, { db, clock, queueEmail: emailOutbox.queue });
  registerPaymentsRoutes(app, { db });
  registerPenaltiesRoutes(app, { db, clock });
  if (config.LIDO_DEMO) registerDevMailboxRoutes(app, { db });
  registerConditionalGet(app);
  registerCompression(app);
  registerVenueRoutes(app, { db });
  registerMembershipPricingRoutes(app, { db });
  registerCatalogueRoutes(app, { db });
  registerConsoleRoutes(app, { db, clock, queueEmail: emailOutbox.queue });
  const callerSessions = createCallerSessions({ db, clock });
  registerTimetableRoutes(app, { db, clock, callerSessions });
  // Raised capacity goes to the waitlist at once, through the offer run app.decorate sets below.
  registerCapacityRoutes(app, {
    db,
    clock,
    offerFreedPlaces: (occurrenceId) => app.offerWaitlistPlaces({ occurrenceId }),
    recordCapacityChange: (tx, { staffUserId, venueId, occurrenceId, before, after }, now) =>
      recordConsoleChange(tx, {
        staffUserId,
        venueIds: [venueId],
        action: 'session-capacity',
        details: {
          occurrence_id: occurrenceId,
          before: { capacity: before },
          after: { capacity: after },
        },
        now,
      }),
  });
  registerWaitlistsRoutes(app, { db, clock, callerSessions });
  registerTermsRoutes(app, { db });
  registerKioskRoutes(app, { db });
  registerVoucherRoutes(app, { db, clock });
  registerEndOfDayRoutes(app, { db, clock });
  registerDeskCustomersRoutes(app, { db, clock });
  registerDeskPricesRoutes(app, { db, clock });
  registerReportsRoutes(app, { db });
  registerOperatorImportRoutes(app, { db, clock, horizonDays: config.OCCURRENCE_HORIZON_DAYS });
  registerImportKeysRoutes(app, { db });
  registerCreditsRoutes(app, { db, clock });
  registerPackagesRoutes(app, { db, clock });
  registerRestrictionsRoutes(app, { db, clock });
  registerQuestionsRoutes(app, { db, clock });
  registerAccountClosureRoutes(app, {
    db,
    clock,
    authCookie,
  });
  registerGeocodingRoutes(app, { db, mapboxToken: config.MAPBOX_TOKEN });
  const basketDeps = {
    db,
    clock,
    holdMinutes: config.HOLD_MINUTES,
    maxHoldMinutes: config.MAX_HOLD_MINUTES,
    maxPlacesPerBasket: config.MAX_PLACES_PER_BASKET,
  };
  registerBasketRoutes(app, basketDeps);
  const siteUrl = config.SITE_URL ?? `http://localhost:${config.PORT}`;
  app.decorate(
    'offerWaitlistPlaces',
    createWaitlistOffers({ basketDeps, callerSessions, queueEmail: emailOutbox.queue, siteUrl }),
  );

  const paymentProvider = createPaymentProvider(app, { db, clock, config });
  const cardTender = createCardTender({
    db,
    clock,
    provider: paymentProvider,
    onAttemptRecorded: () =>
      observeCheckoutStep?.({
        flow: 'authorise',
        step: 'record the payment attempt',
        phase: 'after',
      }),
  });
  // Holds never outlive MAX_HOLD_MINUTES: past it (and a margin), no order can follow.
  const abandonAfterMinutes = config.MAX_HOLD_MINUTES + 5;
  // After a crash a payment can be left authorised with no order, or ordered but not released.
  app.decorate('reconcilePayments', () =>
    reconcilePayments({
      db,
      clock,
      cardTender,
      provider: paymentProvider,
      abandonAfterMinutes,
    }),
  );
  const settleQueuedCardRefund = (refundId: string) =>
    settleCardRefund({ db, clock, provider: paymentProvider }, refundId);
  registerBookingsRoutes(app, { db, clock, settleCardRefund: settleQueuedCardRefund });
  registerDeskRefundsRoutes(app, { db, clock, settleCardRefund: settleQueuedCardRefund });
  registerSessionOperationsRoutes(app, { db, clock, settleCardRefund: settleQueuedCardRefund });
  registerCheckoutRoutes(app, {
    db,
    clock,
    provider: paymentProvider,
    cardTender,
    ...(observeCheckoutStep ? { observeStep: observeCheckoutStep } : {}),
    queueEmail: emailOutbox.queue,
    holdMinutes: config.HOLD_MINUTES,
    maxHoldMinutes: config.MAX_HOLD_MINUTES,
    abandonAfterMinutes,
    siteUrl,
    siteOrigins: [...allowedOrigins],
    createBookings: createOrderBookings,
    listOrderBookings,
  });

  const membershipSweeps = await registerMembershipPayments(app, {
    db,
    clock,
    config,
    cardProvider: paymentProvider,
    cardTender,
    queueEmail: emailOutbox.queue,
    siteUrl,
  });
  app.decorate('sweepDirectDebits', membershipSweeps.sweepDirectDebits);
  app.decorate('remindOfExpiringDocuments', membershipSweeps.remindOfExpiringDocuments);

  let pageHtml: PageHtml | undefined;
  if (config.WEB_DIST_DIR && existsSync(config.WEB_DIST_DIR)) {
    await registerStaticSite(app, config.WEB_DIST_DIR, {
      frameAncestorsFor: createFrameAncestors({ db, clock, log: app.log }).forPage,
      mapTileSource: config.MAP_TILE_URL?.imageSource,
      hasTagManager: createTagManagerCheck({ db, clock, log: app.log }).isConfigured,
    });
    pageHtml = await loadPageHtml(config.WEB_DIST_DIR, { db, log: app.log });
  }
  registerNotFoundHandler(app, {
    pageHtml,
    pageOnItsOwnSite: (request) => pageOnItsOwnSite(request, sites),
  });
  return app;
}
