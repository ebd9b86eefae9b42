import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs work after the answer has gone, off the request path: a request whose answer must not
 * depend on that work (forgotten password: a real account and an unknown one must answer the same
 * text in the same time) hands it over here. Failures are logged, since nobody is waiting.
 */
export type RunAfterResponse = (what: string, task: () => Promise<unknown>) => void;

export interface AfterResponseWork {
  run: RunAfterResponse;
  /** Resolves once every task handed over so far has finished (on close, before the database). */
  settled: () => Promise<void>;
}

export function createAfterResponseWork(log: FastifyBaseLogger): AfterResponseWork {
  const inFlight = new Set<Promise<void>>();
  return {
    run: (what, task) => {
      // setImmediate: not even the task's first synchronous steps run before the answer is sent.
      const done = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, `${what} failed`),
        )
        .finally(() => inFlight.delete(done));
      inFlight.add(done);
    },
    settled: async () => {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}
