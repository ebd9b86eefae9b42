import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Clock } from './platform/clock';
import type { Database } from './platform/db/client';
import type { Listen } from './platform/db/notification-listener';
import type { Env } from './platform/env';
import { createHttpServer } from './platform/http/wiring';
import { platformPlugin } from './platform/platform-plugin';
import { backOfficeContext } from './contexts/back-office';
import { bookingContext } from './contexts/booking';
import { frontOfHouseContext } from './contexts/front-of-house';
import { loadCustomerStanding, memberStanding, membershipsContext } from './contexts/memberships';
import { moneyContext } from './contexts/money';
import { openactiveContext } from './contexts/openactive';
import { peopleContext, resolveCallerWith, type Sleep } from './contexts/people';
import { sitePlugin } from './contexts/site';
import { timetableContext } from './contexts/timetable';
import { venueSetupContext } from './contexts/venue-setup';
import { accountClosureFlow } from './flows/account-closure';
import { checkoutFlow, type StepObserver } from './flows/checkout';
import { membershipJoiningFlow } from './flows/membership-joining';
import { openBookingFlow } from './flows/open-booking';
import { planChangeFlow } from './flows/plan-change';
import { sessionOperationsFlow } from './flows/session-operations';

export type AppConfig = Env;

export interface AppDeps {
  db: Database;
  /** Where reads that may lag a moment go (DATABASE_READ_URL's replica); `db` without it. */
  readDb?: Database;
  /** The database's notifications (`listenForNotifications` on the handle `db` is from). */
  listen?: Listen;
  clock: Clock;
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
  /** Waits before answering a failed sign-in (SPEC.md section 9); tests pass one that does not. */
  sleep?: Sleep;
  /** Told at every checkout step boundary; the crash test kills the process there. */
  observeCheckoutStep?: StepObserver;
}

/**
 * Builds the whole HTTP application; server.ts listens with it and tests call inject() on it.
 * The platform, then the bounded contexts, then the flows across them, then the site: each one
 * plugin, named with the plugins it needs, which Fastify checks are registered before it
 * (decisions/033).
 */
export async function buildApp({
  db,
  readDb = db,
  listen,
  clock,
  config,
  logger = false,
  sleep,
  observeCheckoutStep,
}: AppDeps): Promise<FastifyInstance> {
  const app = createHttpServer(config, logger);
  const resolveCaller = resolveCallerWith(memberStanding);
  await app.register(platformPlugin, { db, readDb, listen, clock, config, resolveCaller });

  await app.register(peopleContext, { sleep, loadStanding: loadCustomerStanding });
  await app.register(venueSetupContext);
  await app.register(moneyContext, { observeCheckoutStep });
  await app.register(membershipsContext);
  await app.register(timetableContext);
  await app.register(bookingContext);
  await app.register(frontOfHouseContext);
  await app.register(backOfficeContext);
  await app.register(openactiveContext);

  await app.register(checkoutFlow, { observeCheckoutStep });
  await app.register(membershipJoiningFlow);
  await app.register(planChangeFlow);
  await app.register(sessionOperationsFlow);
  await app.register(accountClosureFlow);
  await app.register(openBookingFlow);

  await app.register(sitePlugin);
  return app;
}
