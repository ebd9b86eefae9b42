import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';
import type { Database } from './db/client';
import { extendOccurrenceHorizon } from './modules/timetable/occurrence-horizon';

const HOUR = 60 * 60 * 1000;

export interface SweepDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  horizonDays: number;
}

/**
 * In-process sweeps. Each is safe with several API processes sharing one database, so every
 * process runs them. Returns a function that stops them and waits for a run in progress.
 */
export function startBackgroundSweeps({
  db,
  clock,
  log,
  horizonDays,
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
  return async () => {
    clearInterval(timer);
    await running;
  };
}
