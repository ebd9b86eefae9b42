import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';
import type { Database } from './db/client';
import { pruneFailedLogins } from './modules/accounts/login-throttle';
import { deliverDueEmails, type DeliverEmail } from './modules/email/email-delivery';
import { extendOccurrenceHorizon } from './modules/timetable/occurrence-horizon';

const HOUR = 60 * 60 * 1000;

export interface SweepDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  horizonDays: number;
  /** Delivers the email outbox; without one (no SMTP_URL) emails wait there for the dev mailbox. */
  deliverEmail?: DeliverEmail;
}

const EMAIL_SWEEP_MS = 5_000;

/**
 * In-process sweeps. Each is safe with several API processes sharing one database, so every
 * process runs them. Returns a function that stops them and waits for a run in progress.
 */
export function startBackgroundSweeps({
  db,
  clock,
  log,
  horizonDays,
  deliverEmail,
}: SweepDeps): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const runHorizon = () => {
    running = extendOccurrenceHorizon(db, clock.now(), horizonDays)
      .then((added) => {
        if (added > 0) log.info({ added }, 'occurrences materialised');
      })
      .catch((error: unknown) =>
        log.error({ err: error }, 'extending the occurrence horizon failed'),
      );
  };
  // Hourly is plenty: the horizon moves a day at a time.
  const timer = setInterval(runHorizon, HOUR);
  timer.unref();

  let pruning: Promise<unknown> = Promise.resolve();
  const pruneTimer = setInterval(() => {
    pruning = pruneFailedLogins(db, clock.now()).catch((error: unknown) =>
      log.error({ err: error }, 'pruning failed logins failed'),
    );
  }, HOUR);
  pruneTimer.unref();

  // A run still delivering when the next is due is left to finish: claims stop overlap anyway.
  let emailRun: Promise<unknown> | null = null;
  const emailTimer = deliverEmail
    ? setInterval(() => {
        if (emailRun) return;
        emailRun = deliverDueEmails(db, clock, deliverEmail)
          .then(({ sent, failed }) => {
            if (sent + failed > 0) log.info({ sent, failed }, 'email outbox delivered');
          })
          .catch((error: unknown) => log.error({ err: error }, 'delivering email failed'))
          .finally(() => {
            emailRun = null;
          });
      }, EMAIL_SWEEP_MS)
    : null;
  emailTimer?.unref();

  return async () => {
    clearInterval(timer);
    clearInterval(pruneTimer);
    if (emailTimer) clearInterval(emailTimer);
    await Promise.all([running, pruning, emailRun]);
  };
}
