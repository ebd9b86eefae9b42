import type { PlatformOptions } from '../../platform/platform-plugin';
import { lidoPlugin } from '../../platform/lido-plugin';
import {
  CALLERS_CHANNEL,
  createAfterResponseWork,
  createCallerCache,
  createCallerResolver,
  type LoadCustomerStanding,
  type LoadMemberStanding,
  type QueueEmail,
  realSleep,
  registerAccountsRoutes,
  signInThrottlePolicy,
  type Sleep,
} from './accounts';
import { createEmailOutbox, registerDevMailboxRoutes } from './email';
import { registerPenaltiesRoutes } from './penalties';

export type { Sleep };

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues an email in the caller's transaction; it is sent once that commits. */
    queueEmail: QueueEmail;
  }
}

/** How long a sign-in session lasts, idle and in all. */
function sessionExpiry(config: PlatformOptions['config']) {
  return {
    sessionIdleMinutes: config.SESSION_IDLE_MINUTES,
    sessionLifetimeDays: config.SESSION_LIFETIME_DAYS,
  };
}

/**
 * Who is calling, for the platform's caller resolution: a signed-in customer or member of staff,
 * kept in memory while the database tells of no change to them (accounts/caller-cache.ts). A
 * customer's member standing comes from the memberships context, above this one: app.ts hands
 * it in.
 */
export const resolveCallerWith =
  (memberStanding: LoadMemberStanding): PlatformOptions['resolveCaller'] =>
  ({ db, clock, config, listen, log }) => {
    const changes = listen?.(CALLERS_CHANNEL, {
      onError: (error) =>
        log.warn(
          { err: error },
          'caller notifications: listener failed (while it is not listening, every caller is read from the database)',
        ),
    });
    return createCallerResolver({
      db,
      clock,
      memberStanding,
      sessionExpiry: sessionExpiry(config),
      cache: changes && createCallerCache({ changes }),
    });
  };

/**
 * People: accounts, sign-in and families, penalties, and the email outbox every context queues
 * through (with the development mailbox in demo mode). Tests pass a `sleep` that does not wait
 * before answering a failed sign-in (SPEC.md section 9); app.ts passes the customer's standing
 * (memberships, credit) that the session user shows.
 */
export const peopleContext = lidoPlugin<{ sleep?: Sleep; loadStanding: LoadCustomerStanding }>(
  { name: 'people' },
  (scope, { sleep = realSleep, loadStanding }, { provide }) => {
    const { db, clock, config, authCookie } = scope.lido;
    const emailOutbox = createEmailOutbox(clock);
    provide('queueEmail', emailOutbox.queue);
    const afterResponse = createAfterResponseWork(scope.log);
    scope.addHook('onClose', afterResponse.settled);
    registerAccountsRoutes(scope, {
      db,
      clock,
      sleep,
      signInThrottle: signInThrottlePolicy(config),
      resetEmailLimit: config.RATE_LIMIT_RESET_EMAILS,
      runAfterResponse: afterResponse.run,
      ...sessionExpiry(config),
      authCookie,
      queueEmail: emailOutbox.queue,
      loadStanding,
    });
    registerPenaltiesRoutes(scope, { db, clock });
    if (config.LIDO_DEMO) {
      registerDevMailboxRoutes(scope, { db, allowForwarded: config.DEV_MAILBOX_FORWARDED });
    }
  },
);
