import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for unit, component and API tests; each workspace names its own project.
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'packages/calendar-date',
      'apps/emulators',
      'apps/api',
      'apps/web',
    ],
    // A worker per core and one more (vitest keeps one core for itself by default): the main
    // process only collects results, and a file waits on timers, a server process or PostgreSQL for
    // part of its time, so with a worker per core about an eighth of the CPU stood idle.
    maxWorkers: availableParallelism() + 1,
  },
});
