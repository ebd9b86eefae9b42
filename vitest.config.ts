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
    // A worker per core (vitest keeps one core for itself by default): the main process only
    // collects results, so on two cores the default would run the files one at a time.
    maxWorkers: availableParallelism(),
  },
});
